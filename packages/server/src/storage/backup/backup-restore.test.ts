/**
 * Backup and restore (decision 160): a backup taken while a class answers holds every answer
 * acknowledged before it started, once, each with its question; it restores into an empty
 * database, refuses a non-empty one without --force and a damaged file before touching
 * anything; and a school moves embedded → PostgreSQL → embedded with its teachers still able
 * to log in and see the same results.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerByRest as answer, CHOICE_QUESTION, joinByRest, teacherWithSession, type Student } from '../../testing/live-harness';
import { freshPostgres, type ProcessDatabase } from '../../testing/process-databases';
import { httpClient, startTestApp, type TestApp } from '../../testing/test-app';
import { openDatabase } from '../db';
import { backupDatabase, backupPlace } from './backup';
import { restoreBackup } from './restore';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the move to PostgreSQL cannot be skipped in CI.');
}

const STUDENTS = 120;
const work = mkdtempSync(path.join(tmpdir(), 'ciar-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function login(url: string, email: string) {
  const client = httpClient(url);
  const response = await client.post('/api/auth/teacher/login', { email, password: 'motdepasse' });
  expect(response.status).toBe(200);
  return client;
}

describe('a backup during a class, then a restore', () => {
  let server: TestApp;
  let email: string;
  let sessionId: string;
  const acknowledgedBefore = new Map<string, string>();
  let backupFile: string;
  let restoredDir: string;

  beforeAll(async () => {
    server = await startTestApp(await openDatabase({ kind: 'pglite', dataDir: null }));
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('holds every answer acknowledged before it started, exactly once, with its question', async () => {
    const { client, session, questionIds, teacher } = await teacherWithSession(server.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    email = teacher.email;
    sessionId = session.id;
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    const students: Student[] = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await joinByRest(server.url, session.code, `Élève ${i}`));

    // The first question answered by everyone: more rows than one chunk of the backup.
    for (const student of students) expect(await answer(server.url, questionIds[0]!, student, '0')).toBe(201);
    // The second one answered while the backup runs, the first half before it starts.
    let backupStarted = false;
    let backupDone = false;
    let backup: ReturnType<typeof backupDatabase> | null = null;
    backupFile = path.join(work, 'pendant-le-cours.ciar-backup');
    let worstWaitMs = 0;
    for (const [i, student] of students.entries()) {
      if (i === STUDENTS / 2) {
        backup = backupDatabase(server.database, backupFile);
        void backup.then(() => (backupDone = true));
        backupStarted = true;
      }
      const startedBefore = !backupStarted;
      const sent = performance.now();
      expect(await answer(server.url, questionIds[1]!, student, '1')).toBe(201);
      if (backupStarted && !backupDone) worstWaitMs = Math.max(worstWaitMs, performance.now() - sent);
      if (startedBefore) acknowledgedBefore.set(student.id, '1');
    }
    const summary = await backup!;
    console.info(
      `backup during the class: ${summary.bytes} bytes in ${summary.durationMs} ms, longest statement ${summary.longestStatementMs} ms; ` +
        `worst answer acknowledgement while it ran ${worstWaitMs.toFixed(0)} ms`,
    );
    expect(summary.counts.participants).toBe(STUDENTS);
    expect(summary.counts.responses).toBeGreaterThanOrEqual(STUDENTS + STUDENTS / 2);

    restoredDir = path.join(work, 'restauree');
    const restored = await restoreBackup({ kind: 'pglite', dataDir: restoredDir }, backupFile);
    expect(restored.counts).toEqual(summary.counts);

    const database = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    const app = await startTestApp(database);
    try {
      const teacherClient = await login(app.url, email);
      for (const questionId of questionIds) {
        const listed = await teacherClient.get(`/api/questions/${questionId}/responses`);
        const byStudent = new Map<string, number>();
        for (const r of listed.json.responses as { studentId: string }[]) byStudent.set(r.studentId, (byStudent.get(r.studentId) ?? 0) + 1);
        expect([...byStudent.values()].every((n) => n === 1)).toBe(true);
        if (questionId === questionIds[0]) expect(byStudent.size).toBe(STUDENTS);
        else for (const studentId of acknowledgedBefore.keys()) expect(byStudent.get(studentId)).toBe(1);
      }
      const stats = await teacherClient.get(`/api/sessions/${sessionId}/stats`);
      expect(stats.status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('refuses a database that already holds data, unless told --force', async () => {
    await expect(restoreBackup({ kind: 'pglite', dataDir: restoredDir }, backupFile)).rejects.toThrow(/contient déjà des données/);
    const forced = await restoreBackup({ kind: 'pglite', dataDir: restoredDir }, backupFile, { force: true });
    expect(forced.counts.participants).toBe(STUDENTS);
  }, 60_000);

  it('refuses a damaged or truncated file before touching the database', async () => {
    const text = readFileSync(backupFile, 'utf8');
    const damaged = path.join(work, 'abimee.ciar-backup');
    writeFileSync(damaged, text.replace('Élève 7', 'Élève 8'));
    const target = path.join(work, 'jamais-creee');
    await expect(restoreBackup({ kind: 'pglite', dataDir: target }, damaged)).rejects.toThrow(/somme de contrôle incorrecte/);
    const truncated = path.join(work, 'tronquee.ciar-backup');
    writeFileSync(truncated, text.slice(0, Math.floor(text.length / 2)).replace(/\n[^\n]*$/, '\n'));
    await expect(restoreBackup({ kind: 'pglite', dataDir: target }, truncated)).rejects.toThrow(/fichier incomplet/);
    const foreign = path.join(work, 'autre.json');
    writeFileSync(foreign, '{"hello": "world"}\n');
    await expect(restoreBackup({ kind: 'pglite', dataDir: target }, foreign)).rejects.toThrow(/pas une sauvegarde CIAR/);
    expect(existsSync(target)).toBe(false);
  });
});

describe.skipIf(!databaseUrl)('moving embedded → PostgreSQL → embedded', () => {
  let postgres: ProcessDatabase;
  beforeAll(async () => {
    postgres = await freshPostgres(databaseUrl!);
  });
  afterAll(async () => {
    await postgres?.drop();
  });

  /** Row counts without the login sessions, which each look at the data adds one to. */
  const withoutLogins = ({ auth_sessions: _, ...counts }: Record<string, number>) => counts;

  /** Logs in as the teacher on the database and reads what they would see. */
  async function teacherView(database: Awaited<ReturnType<typeof openDatabase>>, email: string, sessionId: string) {
    const app = await startTestApp(database);
    try {
      const client = await login(app.url, email);
      const me = await client.get('/api/auth/teacher/me');
      const sessions = await client.get(`/api/sessions/teacher/${me.json.teacher.id}`);
      const stats = await client.get(`/api/sessions/${sessionId}/stats`);
      return { sessions: sessions.json, stats: stats.json };
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('keeps the teachers, their passwords, sessions, answers, statistics and ranking', async () => {
    const firstDir = path.join(work, 'ecole');
    const app = await startTestApp(await openDatabase({ kind: 'pglite', dataDir: firstDir }));
    const { client, session, questionIds, teacher } = await teacherWithSession(app.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    for (let i = 0; i < 12; i++) {
      const student = await joinByRest(app.url, session.code, `Élève ${i}`);
      for (const questionId of questionIds) await answer(app.url, questionId, student, String(i % 2));
    }
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    await app.close();
    await app.database.close();
    const before = await teacherView(await openDatabase({ kind: 'pglite', dataDir: firstDir }), teacher.email, session.id);

    const fromEmbedded = path.join(work, 'embarquee.ciar-backup');
    const first = await backupPlace({ kind: 'pglite', dataDir: firstDir }, fromEmbedded);
    const intoPostgres = await restoreBackup({ kind: 'postgres', url: postgres.url! }, fromEmbedded);
    expect(intoPostgres.counts).toEqual(first.counts);
    const onPostgres = await teacherView(await openDatabase({ kind: 'postgres', url: postgres.url! }), teacher.email, session.id);
    expect(onPostgres).toEqual(before);

    const fromPostgres = path.join(work, 'postgres.ciar-backup');
    const second = await backupPlace({ kind: 'postgres', url: postgres.url! }, fromPostgres);
    expect(withoutLogins(second.counts)).toEqual(withoutLogins(first.counts));
    const backDir = path.join(work, 'retour');
    const back = await restoreBackup({ kind: 'pglite', dataDir: backDir }, fromPostgres);
    expect(withoutLogins(back.counts)).toEqual(withoutLogins(first.counts));
    const backHome = await teacherView(await openDatabase({ kind: 'pglite', dataDir: backDir }), teacher.email, session.id);
    expect(backHome).toEqual(before);
  }, 120_000);
});
