import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@ciar/shared/question-image';
import { makeJpegHeader, makePng } from '@ciar/shared/testing/image-fixtures';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredSessions } from '../domain/retention';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { CHOICE_QUESTION, joinStudent, nextEvent, request, openSocket, cookieHeader, type ClientSocket } from '../testing/live-harness';
import { multiNodeServices, startAppProcess, type AppProcess } from '../testing/processes';
import { newSession, upload } from '../testing/question-files';
import { uploadImage } from '../testing/question-images';
import { httpClient, registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';

const OPEN = { title: 'Schéma', content: 'Que montre ce schéma ?', type: 'open_ended', timeLimit: 60, proposition: 'Une cellule' };

describe.each(testDatabases)('question pictures on $name', (target) => {
  let server: TestApp;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  async function storedImages(): Promise<string[]> {
    const rows = await selectRows<{ hash: string }>(server.database.db, sql`select hash from question_images order by hash`);
    return rows.map((r) => r.hash);
  }

  async function teacherQuestion(client?: HttpClient) {
    const teacher = client ?? (await registeredTeacher(server.url)).client;
    const session = await newSession(teacher);
    const created = await teacher.post('/api/questions', { sessionId: session.id, ...OPEN });
    return { client: teacher, session, questionId: created.json.question.id as string };
  }

  const hashOf = (url: string) => url.split('/').pop()!;

  it('gives a question its picture and serves the bytes by their hash, cached for good with the sniffed type', async () => {
    const { client, questionId } = await teacherQuestion();
    const png = makePng(32, 24, 1);
    const uploaded = await uploadImage(client, questionId, png, { alt: '  Une cellule végétale  ' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.success).toBe(true);
    expect(uploaded.json.question.image).toEqual({ url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}$/), alt: 'Une cellule végétale', width: 32, height: 24 });
    const served = await fetch(`${server.url}${uploaded.json.question.image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // The teacher's reads carry it too.
    expect((await client.get(`/api/questions/${questionId}`)).json.question.image.alt).toBe('Une cellule végétale');
  });

  it('takes the alt text before or after the file, and serves the type the bytes say, not the name or declared type', async () => {
    const { client, questionId } = await teacherQuestion();
    const jpeg = makeJpegHeader(800, 600);
    const uploaded = await uploadImage(client, questionId, jpeg, { filename: 'photo.png', type: 'image/png', altLast: true });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.question.image).toMatchObject({ width: 800, height: 600, alt: 'Un schéma' });
    const served = await fetch(`${server.url}${uploaded.json.question.image.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses SVG and anything else with 415, over 2 MB with 413, and a missing, empty or too long alt text with 400', async () => {
    const { client, questionId } = await teacherQuestion();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await uploadImage(client, questionId, svg, { filename: 'a.svg', type: 'image/svg+xml' });
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.json.error).toMatch(/PNG, JPEG, WebP ou GIF/);
    const script = await uploadImage(client, questionId, new TextEncoder().encode('#!/bin/sh\necho pwned\n'), { filename: 'photo.png' });
    expect(script.status).toBe(415);

    // A real PNG just over the limit: stored blocks make its size predictable.
    const big = makePng(700, 1000);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const tooLarge = await uploadImage(client, questionId, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toMatch(/2 Mo/);

    for (const alt of [null, '', '   ']) {
      const refused = await uploadImage(client, questionId, makePng(4, 4), { alt });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe("Décrivez l'image pour les élèves qui ne la voient pas");
    }
    expect((await uploadImage(client, questionId, makePng(4, 4), { alt: 'é'.repeat(251) })).status).toBe(400);
    expect((await uploadImage(client, questionId, makePng(4, 4), { alt: 'é'.repeat(250) })).status).toBe(200);
    expect((await uploadImage(client, questionId, new Uint8Array(), { alt: 'Vide' })).status).toBe(400);
  });

  it('lets only the question’s teacher change its picture, signed in and from the app’s own pages', async () => {
    const { client, questionId } = await teacherQuestion();
    const other = (await registeredTeacher(server.url, 'Autre Prof')).client;
    const stranger = await uploadImage(other, questionId, makePng(4, 4, 9));
    expect(stranger.status).toBe(404);
    expect(stranger.json.code).toBe('question-not-found');
    expect((await other.del(`/api/questions/${questionId}/image`)).status).toBe(404);

    const anonymous = await uploadImage(httpClient(server.url), questionId, makePng(4, 4, 9));
    expect(anonymous.status).toBe(401);

    const form = new FormData();
    form.append('alt', 'x');
    form.append('image', new Blob([makePng(4, 4, 9)]), 'a.png');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crossSite = await fetch(`${server.url}/api/questions/${questionId}/image`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: 'http://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.image ?? null).toBeNull();
  });

  it('leaves an ended session’s questions as they were', async () => {
    const { client, session, questionId } = await teacherQuestion();
    await uploadImage(client, questionId, makePng(4, 4, 11));
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' })).status).toBe(200);
    const refused = await uploadImage(client, questionId, makePng(4, 4, 12));
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('session-ended');
    expect((await client.del(`/api/questions/${questionId}/image`)).status).toBe(409);
    expect((await client.get(`/api/questions/${questionId}`)).json.question.image).not.toBeNull();
  });

  it('stores one copy for every question that shows the same picture, copies and duplicated sessions included', async () => {
    const { client, session, questionId } = await teacherQuestion();
    const png = makePng(10, 10, 42);
    const first = await uploadImage(client, questionId, png, { alt: 'Première' });
    const second = await teacherQuestion(client);
    const again = await uploadImage(client, second.questionId, png, { alt: 'Seconde' });
    expect(again.json.question.image.url).toBe(first.json.question.image.url);
    expect(again.json.question.image.alt).toBe('Seconde');
    const hash = hashOf(first.json.question.image.url);

    const copied = await client.post(`/api/questions/${questionId}/copy`, { sessionId: second.session.id });
    expect(copied.status).toBe(201);
    expect(copied.json.question.image).toEqual(first.json.question.image);
    const duplicated = await client.post(`/api/sessions/${session.id}/duplicate`);
    expect(duplicated.status).toBe(201);
    const duplicateQuestions = (await client.get(`/api/questions/session/${duplicated.json.session.id}`)).json.questions;
    expect(duplicateQuestions[0].image).toEqual(first.json.question.image);

    expect((await storedImages()).filter((h) => h === hash)).toHaveLength(1);
  });

  it('removes the bytes when no question shows them any more: remove, replace, question and session deletion, retention', async () => {
    const { client, session, questionId } = await teacherQuestion();
    const shared = makePng(6, 6, 77);
    const a = await uploadImage(client, questionId, shared);
    const hash = hashOf(a.json.question.image.url);
    const other = await client.post('/api/questions', { sessionId: session.id, ...OPEN });
    await uploadImage(client, other.json.question.id, shared);

    // Still shown by the other question: kept.
    const removed = await client.del(`/api/questions/${questionId}/image`);
    expect(removed.status).toBe(200);
    expect(removed.json.question.image ?? null).toBeNull();
    expect(await storedImages()).toContain(hash);
    // The last one goes: so do the bytes.
    expect((await client.del(`/api/questions/${other.json.question.id}`)).status).toBe(200);
    expect(await storedImages()).not.toContain(hash);
    expect((await fetch(`${server.url}/api/images/${hash}`)).status).toBe(404);

    // Replaced: the old bytes go.
    const before = await uploadImage(client, questionId, makePng(6, 6, 78));
    const after = await uploadImage(client, questionId, makePng(6, 6, 79));
    expect(await storedImages()).not.toContain(hashOf(before.json.question.image.url));
    expect(await storedImages()).toContain(hashOf(after.json.question.image.url));

    // The session deleted (before its start): its questions' pictures go.
    expect((await client.del(`/api/sessions/${session.id}`)).status).toBe(200);
    expect(await storedImages()).not.toContain(hashOf(after.json.question.image.url));

    // Retention removes an ended session long past, and its pictures with it.
    const old = await teacherQuestion(client);
    const kept = await uploadImage(client, old.questionId, makePng(6, 6, 80));
    await server.database.db.execute(sql`update sessions set status = 'ended', updated_at = now() - interval '400 days' where id = ${old.session.id}`);
    await removeExpiredSessions(server.database.db, 365);
    expect(await storedImages()).not.toContain(hashOf(kept.json.question.image.url));
  });

  it('exports the picture as a data URL with its alt text, and the file imports back with it', async () => {
    const { client, session, questionId } = await teacherQuestion();
    const png = makePng(16, 12, 21);
    const uploaded = await uploadImage(client, questionId, png, { alt: 'Une mitochondrie' });
    const exported = await client.get(`/api/questions/export/${session.id}`);
    expect(exported.status).toBe(200);
    const file = JSON.parse(exported.text);
    expect(file.questions[0].image).toEqual({ src: `data:image/png;base64,${Buffer.from(png).toString('base64')}`, alt: 'Une mitochondrie' });

    const target = await newSession(client, 'Import');
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    file.questions.push({ ...OPEN, title: 'Faux PNG', image: { src: svg, alt: 'x' } });
    file.questions.push({ ...OPEN, title: 'Sans texte', image: { src: file.questions[0].image.src, alt: '' } });
    // A list copied from the API names stored bytes by URL rather than holding them: imported without the picture.
    file.questions.push({ ...OPEN, title: 'Copiée', image: uploaded.json.question.image });
    const result = await upload(server.url, client, target.id, JSON.stringify(file));
    expect(result.status).toBe(200);
    expect(result.json.imported).toBe(2);
    expect(result.json.errors).toEqual([
      expect.stringMatching(/^Question 2 : .*PNG, JPEG, WebP ou GIF/),
      "Question 3 : Décrivez l'image pour les élèves qui ne la voient pas",
    ]);
    const imported = (await client.get(`/api/questions/session/${target.id}`)).json.questions;
    expect(imported[0].image).toEqual(uploaded.json.question.image);
    expect(imported[1].image ?? null).toBeNull();
    // Still one stored copy.
    expect((await storedImages()).filter((h) => h === hashOf(uploaded.json.question.image.url))).toHaveLength(1);
  });

  it('reaches students with the question when it opens, not before', async () => {
    const { client, session, questionId } = await teacherQuestion();
    const other = await client.post('/api/questions', { sessionId: session.id, ...CHOICE_QUESTION });
    const uploaded = await uploadImage(client, other.json.question.id, makePng(8, 8, 5), { alt: 'Carte de France' });
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'start-session', { sessionId: session.id });
    const student = await joinStudent(server.url, session.code, 'Lina');
    sockets.push(student.socket);
    const firstOpen = nextEvent<any>(student.socket, 'question-activated');
    await request(teacher, 'activate-question', { sessionId: session.id, questionId });
    expect(JSON.stringify(await firstOpen)).not.toContain('/api/images/');
    const opened = nextEvent<any>(student.socket, 'question-activated');
    await request(teacher, 'activate-question', { sessionId: session.id, questionId: other.json.question.id });
    expect((await opened).question.image).toEqual(uploaded.json.question.image);
  });
});

const { databaseUrl } = multiNodeServices('the two-process picture test');

describe.runIf(databaseUrl)('a picture given through one process is served by another (one PostgreSQL)', () => {
  const name = `ciar_images_${randomBytes(5).toString('hex')}`;
  let nodes: AppProcess[] = [];

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), AUTH_RATE_LIMIT: '1000' };
    // One after the other: the first applies the migrations.
    nodes = [await startAppProcess(env)];
    nodes.push(await startAppProcess(env));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('serves the same bytes from both processes, and neither once the question is gone', async () => {
    const [a, b] = nodes as [AppProcess, AppProcess];
    const { client } = await registeredTeacher(a.url);
    const session = await newSession(client);
    const created = await client.post('/api/questions', { sessionId: session.id, ...OPEN });
    const png = makePng(12, 9, 3);
    const uploaded = await uploadImage(client, created.json.question.id, png);
    expect(uploaded.status).toBe(200);
    for (const node of [a, b]) {
      const served = await fetch(`${node.url}${uploaded.json.question.image.url}`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    }
    expect((await client.del(`/api/questions/${created.json.question.id}`)).status).toBe(200);
    expect((await fetch(`${b.url}${uploaded.json.question.image.url}`)).status).toBe(404);
  });
});
