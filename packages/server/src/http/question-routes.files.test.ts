import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';
import { QUESTION_TEMPLATE, serialiseQuestionFile } from '@ciar/shared/question-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { newSession, titles, upload, type UploadOptions } from '../testing/question-files';

const here = path.dirname(fileURLToPath(import.meta.url));
const STATIC_TEMPLATE = path.resolve(here, '../../../web/public/ciar-questions-template.json');

const good = (title: string) => ({ title, content: `Énoncé de ${title}`, type: 'open_ended', timeLimit: 60, proposition: 'Réponse' });

/** Titles and texts that must come back byte for byte: accents, emoji, Arabic (right-to-left), CJK. */
const UNICODE_QUESTIONS = [
  {
    title: 'Élève, où êtes-vous ? « ça » ç’est l’œuvre',
    content: 'Ligne 1\nLigne 2 — tiret cadratin',
    type: 'multiple_choice',
    timeLimit: 45,
    options: [
      { id: '0', text: '🚀 Fusée', explication: 'Emoji 👍🏽 avec teinte' },
      { id: '1', text: 'مرحبا بالعالم', explication: 'نص عربي' },
      { id: '2', text: '漢字', explication: '' },
    ],
    correctAnswer: '1',
  },
  { title: 'ما هو لون السماء؟ 🌍', content: 'Décrivez 🌈', type: 'open_ended', timeLimit: 90, proposition: '**Bleu** 💙' },
  { title: 'Note ★', content: 'Évaluez', type: 'rating', timeLimit: 10, ratingScale: { min: 1, max: 3, labels: ['😞', '😐', '😀'] } },
  {
    title: 'Vrai ou faux : 2 + 2 = 4',
    content: 'Vrai ?',
    type: 'true_false',
    timeLimit: 300,
    options: [
      { id: '0', text: 'Vrai', explication: '' },
      { id: '1', text: 'Faux', explication: '' },
    ],
    correctAnswer: '',
  },
];

describe.each(testDatabases)('question import, export and template on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('serves the template as a download, identical to the web client’s static copy', async () => {
    const response = await fetch(`${server.url}/api/questions/template`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;.*filename="ciar-questions-template\.json"/);
    const text = await response.text();
    expect(text).toBe(serialiseQuestionFile(QUESTION_TEMPLATE));
    expect(readFileSync(STATIC_TEMPLATE, 'utf8')).toBe(text);
  });

  it('imports the template cleanly', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const template = await (await fetch(`${server.url}/api/questions/template`)).text();
    const result = await upload(server.url, client, session.id, template, { filename: 'ciar-questions-template.json' });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      success: true,
      message: 'Import réussi! 4 questions importées.',
      imported: 4,
      total: 4,
      errors: [],
      questions: QUESTION_TEMPLATE.questions.map(({ title, type }) => ({ title, type })),
    });
  });

  it('stores the good questions after the existing ones and reports each bad one by position', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    await client.post('/api/questions', { ...good('Déjà là'), sessionId: session.id });
    const file = { questions: [good('Un'), { ...good('Deux'), title: '' }, good('Trois'), good('Quatre'), 'texte', { ...good('Six'), timeLimit: 5, type: 'essay' }] };
    const result = await upload(server.url, client, session.id, JSON.stringify(file));
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      success: true,
      message: 'Import réussi! 3 questions importées sur 6 ; les questions invalides ont été ignorées.',
      imported: 3,
      total: 6,
      errors: [
        'Question 2 : Le titre est obligatoire',
        'Question 5 : une question doit être un objet JSON',
        'Question 6 : Type de question non supporté ; La limite de temps doit être comprise entre 10 et 300 secondes',
      ],
      questions: [
        { title: 'Un', type: 'open_ended' },
        { title: 'Trois', type: 'open_ended' },
        { title: 'Quatre', type: 'open_ended' },
      ],
    });
    expect(await titles(client, session.id)).toEqual(['Déjà là', 'Un', 'Trois', 'Quatre']);
    const positions = (await client.get(`/api/questions/session/${session.id}`)).json.questions.map((q: { position: number }) => q.position);
    expect(positions).toEqual([0, 1, 2, 3]);
  });

  it('accepts a bare array, a byte-order mark and fields copied from the API', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const bare = await upload(server.url, client, session.id, `\uFEFF${JSON.stringify([good('Avec BOM')])}`);
    expect(bare.json).toMatchObject({ success: true, imported: 1, total: 1, message: 'Import réussi! 1 question importée.' });
    const listed = (await client.get(`/api/questions/session/${session.id}`)).json.questions;
    const copied = await upload(server.url, client, session.id, JSON.stringify({ questions: listed }), { type: '' });
    expect(copied.json).toMatchObject({ success: true, imported: 1, errors: [] });
    expect(await titles(client, session.id)).toEqual(['Avec BOM', 'Avec BOM']);
  });

  it('answers an import with nothing valid with a 400 carrying the full result', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const none = await upload(server.url, client, session.id, JSON.stringify([{ ...good('X'), content: ' ' }]));
    expect(none.status).toBe(400);
    expect(none.json).toEqual({
      success: false,
      message: 'Import échoué : aucune question valide sur 1.',
      error: 'Import échoué : aucune question valide sur 1.',
      code: 'import-failed',
      imported: 0,
      total: 1,
      errors: ['Question 1 : Le contenu est obligatoire'],
      questions: [],
    });
    const empty = await upload(server.url, client, session.id, '{"questions": []}');
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ success: false, imported: 0, total: 0, errors: ['Le fichier ne contient aucune question'] });
    expect(await titles(client, session.id)).toEqual([]);
  });

  it('accepts a file of exactly 5 242 880 bytes and refuses one byte more with the French 413', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const json = JSON.stringify({ questions: [good('Grand fichier')] });
    const exact = json + ' '.repeat(IMPORT_MAX_BYTES - Buffer.byteLength(json));
    expect(Buffer.byteLength(exact)).toBe(5_242_880);
    const accepted = await upload(server.url, client, session.id, exact);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ success: true, imported: 1 });

    const refused = await upload(server.url, client, session.id, `${exact} `);
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ error: 'Le fichier est trop volumineux (max 5MB)', code: 'file-too-large' });
    expect(await titles(client, session.id)).toEqual(['Grand fichier']);
  });

  it('refuses files that are not JSON, and a request without a file, with the spec’s French messages', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const notJson = { error: 'Veuillez sélectionner un fichier JSON ou GIFT', code: 'invalid-file' };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cases: Array<[string, string | Uint8Array, UploadOptions]> = [
      ['an image', png, { filename: 'photo.png', type: 'image/png' }],
      ['a CSV', 'title;content\nA;B', { filename: 'questions.csv', type: 'text/csv' }],
      ['malformed JSON', '{"questions": [', {}],
      ['an empty file', '', {}],
      ['JSON with a .json name but binary content', png, { filename: 'questions.json', type: 'application/octet-stream' }],
      ['Latin-1 bytes', new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]), {}],
    ];
    for (const [label, content, options] of cases) {
      const response = await upload(server.url, client, session.id, content, options);
      expect({ label, status: response.status, json: response.json }).toEqual({ label, status: 400, json: notJson });
    }
    const noList = await upload(server.url, client, session.id, '{"title": "Seule"}');
    expect(noList.json).toEqual({ error: 'Le fichier JSON doit contenir une liste « questions ».', code: 'invalid-file' });

    const missing = { error: 'Veuillez sélectionner un fichier', code: 'missing-file' };
    expect((await upload(server.url, client, session.id, '[]', { field: 'autre' })).json).toEqual(missing);
    expect((await upload(server.url, client, session.id, '[]', { filename: '' })).json).toEqual(missing);
    const json = await client.post(`/api/questions/import/${session.id}`, { questions: [good('JSON direct')] });
    expect({ status: json.status, body: json.json }).toEqual({ status: 400, body: missing });
    const emptyForm = await fetch(`${server.url}/api/questions/import/${session.id}`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: `ciar_session=${client.cookies.get('ciar_session')}`, origin: server.url },
    });
    expect(emptyForm.status).toBe(400);
    expect(await emptyForm.json()).toEqual(missing);
    expect(await titles(client, session.id)).toEqual([]);
  });

  it('refuses imports into an ended session or another teacher’s, and without a cookie', async () => {
    const alice = await registeredTeacher(server.url, 'Alice');
    const bob = await registeredTeacher(server.url, 'Bob');
    const session = await newSession(alice.client);
    const file = JSON.stringify([good('Q')]);
    expect((await upload(server.url, bob.client, session.id, file)).status).toBe(404);
    expect((await upload(server.url, httpClient(server.url), session.id, file)).status).toBe(401);
    await alice.client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await alice.client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    const ended = await upload(server.url, alice.client, session.id, file);
    expect(ended.status).toBe(409);
    expect(ended.json.code).toBe('session-ended');
    expect(await titles(alice.client, session.id)).toEqual([]);
  });

  it('stores unicode titles and texts intact and exports them intact', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'Révision — تاريخ 🌍');
    const imported = await upload(server.url, client, session.id, JSON.stringify({ questions: UNICODE_QUESTIONS }));
    expect(imported.json).toMatchObject({ success: true, imported: 4, errors: [] });
    const stored = (await client.get(`/api/questions/session/${session.id}`)).json.questions;
    expect(stored.map((q: { title: string }) => q.title)).toEqual(UNICODE_QUESTIONS.map((q) => q.title));
    expect(stored[0].options[1].text).toBe('مرحبا بالعالم');

    const response = await fetch(`${server.url}/api/questions/export/${session.id}`, {
      headers: { cookie: `ciar_session=${client.cookies.get('ciar_session')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const filename = `questions-revision-تاريخ-${date}.json`;
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(filename)}`);
    expect(disposition).toMatch(/^attachment; /);
    const exported = (await response.json()) as { exportedAt: string };
    expect(exported).toMatchObject({ sessionName: 'Révision — تاريخ 🌍', questions: UNICODE_QUESTIONS });
    expect(Number.isNaN(Date.parse(exported.exportedAt))).toBe(false);
  });

  it('exports a file that imports back to the same questions', async () => {
    const { client } = await registeredTeacher(server.url);
    const source = await newSession(client, 'Source');
    for (const question of [...QUESTION_TEMPLATE.questions, ...UNICODE_QUESTIONS]) {
      expect((await client.post('/api/questions', { ...question, sessionId: source.id })).status).toBe(201);
    }
    const file = await fetch(`${server.url}/api/questions/export/${source.id}`, {
      headers: { cookie: `ciar_session=${client.cookies.get('ciar_session')}` },
    });
    expect(file.headers.get('content-disposition')).toMatch(/filename="questions-source-\d{4}-\d\d-\d\d\.json"/);
    const target = await newSession(client, 'Copie');
    const result = await upload(server.url, client, target.id, new Uint8Array(await file.arrayBuffer()));
    expect(result.json).toMatchObject({ success: true, imported: 8, total: 8, errors: [] });

    const comparable = async (sessionId: string) =>
      (await client.get(`/api/questions/session/${sessionId}`)).json.questions.map(
        ({ id: _id, sessionId: _s, activatedAt: _a, ...rest }: Record<string, unknown>) => rest,
      );
    expect(await comparable(target.id)).toEqual(await comparable(source.id));
  });

  it('exports the accepted ideas of an open question (file version 2) and imports them back; older files and GIFT go without', async () => {
    const { client } = await registeredTeacher(server.url);
    const source = await newSession(client, 'Idées');
    const acceptedIdeas = 'compare deux éléments / assimile\nsans outil de comparaison / directement';
    const open = { ...good('Métaphore'), proposition: 'Une figure de style qui compare deux éléments sans outil de comparaison.', acceptedIdeas };
    expect((await client.post('/api/questions', { ...open, sessionId: source.id })).status).toBe(201);
    const cookie = { cookie: `ciar_session=${client.cookies.get('ciar_session')}` };
    const exported = JSON.parse(await (await fetch(`${server.url}/api/questions/export/${source.id}`, { headers: cookie })).text());
    expect(exported.version).toBe(2);
    expect(exported.questions[0].acceptedIdeas).toBe(acceptedIdeas);

    const target = await newSession(client, 'Copie des idées');
    expect((await upload(server.url, client, target.id, new TextEncoder().encode(JSON.stringify(exported)))).json).toMatchObject({ imported: 1 });
    // A file of version 1 (no version, no accepted ideas) imports as before.
    const { acceptedIdeas: _dropped, ...older } = open;
    expect((await upload(server.url, client, target.id, new TextEncoder().encode(JSON.stringify({ questions: [older] })))).json).toMatchObject({ imported: 1 });
    const imported = (await client.get(`/api/questions/session/${target.id}`)).json.questions;
    expect(imported.map((q: { acceptedIdeas: string }) => q.acceptedIdeas)).toEqual([acceptedIdeas, '']);

    const gift = await (await fetch(`${server.url}/api/questions/export/${source.id}?format=gift`, { headers: cookie })).text();
    expect(gift).toContain('Métaphore');
    expect(gift).not.toContain('assimile');
  });

  it('exports LaTeX maths and money dollars unchanged, and imports them back', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'Maths');
    const maths = {
      title: 'Fractions',
      content: "Combien vaut $\\frac{1}{2} + \\frac{1}{3}$ ? Le livre coûte 12 $ et l'autre 15 $, soit \\$27.\n\n$$x^2 \\leq 1$$",
      type: 'multiple_choice',
      timeLimit: 60,
      options: [
        { id: '0', text: '$\\frac{5}{6}$', explication: 'Même dénominateur : $\\frac{3}{6} + \\frac{2}{6}$' },
        { id: '1', text: '$\\frac{2}{5}$', explication: '' },
      ],
      correctAnswer: '0',
    };
    const open = { title: 'Vitesse', content: 'Formule ?', type: 'open_ended', timeLimit: 60, proposition: '$v = \\frac{d}{t}$' };
    for (const question of [maths, open]) expect((await client.post('/api/questions', { ...question, sessionId: session.id })).status).toBe(201);
    const file = await fetch(`${server.url}/api/questions/export/${session.id}`, {
      headers: { cookie: `ciar_session=${client.cookies.get('ciar_session')}` },
    });
    const text = await file.text();
    expect(JSON.parse(text)).toMatchObject({ questions: [maths, open] });
    const copy = await newSession(client, 'Copie');
    expect((await upload(server.url, client, copy.id, text)).json).toMatchObject({ success: true, imported: 2 });
    expect((await client.get(`/api/questions/session/${copy.id}`)).json.questions).toMatchObject([maths, open]);
  });

  it('exports only the teacher’s own sessions', async () => {
    const alice = await registeredTeacher(server.url, 'Alice');
    const bob = await registeredTeacher(server.url, 'Bob');
    const session = await newSession(alice.client);
    const response = await bob.client.get(`/api/questions/export/${session.id}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: 'Session non trouvée', code: 'session-not-found' });
    expect((await httpClient(server.url).get(`/api/questions/export/${session.id}`)).status).toBe(401);
  });
});
