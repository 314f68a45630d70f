/**
 * Backup of a year's worth of one big class (decision 161): 1,000 students × 20 questions, on the
 * embedded database and on PostgreSQL, taken while students keep answering. Prints the
 * backup's size and duration, the restore's duration, and the worst wait for an answer's
 * acknowledgement while the backup ran (against the same stream's worst wait before it).
 *
 *   npm run bench:backup                                   (embedded database only)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:backup   (both: a fresh database is created there)
 *   STUDENTS=2000 QUESTIONS=30 npm run bench:backup
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { backupDatabase, backupPlace } from '../packages/server/src/storage/backup/backup';
import type { BackupSummary } from '../packages/server/src/storage/backup/export';
import { restoreBackup } from '../packages/server/src/storage/backup/restore';
import type { Place } from '../packages/server/src/storage/backup/target';
import { openDatabase, type Database } from '../packages/server/src/storage/db';
import { participants, questions, responses, sessions, teachers } from '../packages/server/src/storage/schema';

const STUDENTS = Number(process.env.STUDENTS ?? 1_000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 20);
/** Students answering during the backup, and answers in flight at once. */
const LIVE_STUDENTS = 200;
const LANES = 8;

async function fillClass(database: Database) {
  const db = database.db;
  const [teacher] = await db.insert(teachers).values({ name: 'Prof Bench', email: 'bench@ecole.fr', passwordHash: 'x' }).returning();
  const [session] = await db.insert(sessions).values({ teacherId: teacher!.id, name: 'Grande classe', code: 'BKP234', status: 'ended' }).returning();
  const qs = await db
    .insert(questions)
    .values(Array.from({ length: QUESTIONS }, (_, i) => ({ sessionId: session!.id, position: i, title: `Q${i + 1}`, content: `Énoncé ${i + 1}`, type: i % 5 === 4 ? ('open_ended' as const) : ('multiple_choice' as const), options: [{ id: '0', text: 'A', explication: '' }, { id: '1', text: 'B', explication: '' }], correctAnswer: '0' })))
    .returning();
  const students = Array.from({ length: STUDENTS }, (_, i) => ({ studentId: `BKP234_eleve_${i}`, studentName: `Élève ${i}` }));
  for (let i = 0; i < students.length; i += 1_000) {
    await db.insert(participants).values(students.slice(i, i + 1_000).map((s) => ({ sessionId: session!.id, ...s, tokenHash: `hash-${i}` })));
  }
  for (const q of qs) {
    for (let i = 0; i < students.length; i += 1_000) {
      await db.insert(responses).values(
        students.slice(i, i + 1_000).map((s) => ({
          questionId: q.id,
          sessionId: session!.id,
          ...s,
          answer: q.type === 'open_ended' ? 'Une réponse rédigée avec quelques idées clés.' : '1',
          concordanceScore: q.type === 'open_ended' ? 70 : null,
          aiFeedback: q.type === 'open_ended' ? 'Les idées principales sont présentes.' : null,
          evaluationAttempts: q.type === 'open_ended' ? 1 : 0,
        })),
      );
    }
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  // Cookie-authenticated writes name the app's own origin, as a browser does (decision 133).
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as any };
}

/** A running class: students answering one question after another over REST, each wait recorded. */
async function liveClass(baseUrl: string) {
  const register = await fetch(`${baseUrl}/api/auth/teacher/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Prof Live', email: 'live@ecole.fr', password: 'motdepasse' }),
  });
  const cookie = register.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const session = (await post(`${baseUrl}/api/sessions`, { name: 'Cours en direct' }, { cookie })).json.session;
  const questionIds: string[] = [];
  for (let i = 0; i < 40; i++) {
    const q = await post(`${baseUrl}/api/questions`, { sessionId: session.id, title: `Q${i}`, content: 'Choix ?', type: 'multiple_choice', options: [{ text: 'A', explication: '' }, { text: 'B', explication: '' }], correctAnswer: '0', timeLimit: 60 }, { cookie });
    questionIds.push(q.json.question.id);
  }
  const patch = (p: string, body: unknown) =>
    fetch(`${baseUrl}${p}`, { method: 'PATCH', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
  await patch(`/api/sessions/${session.id}/status`, { status: 'active' });
  await patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
  const students: { id: string; token: string }[] = [];
  for (let i = 0; i < LIVE_STUDENTS; i++) students.push((await post(`${baseUrl}/api/sessions/join`, { code: session.code, studentName: `Direct ${i}` })).json.student);
  const waits: { at: number; ms: number }[] = [];
  let stop = false;
  const lanes = Array.from({ length: LANES }, async (_, lane) => {
    for (let n = lane; !stop && n < LIVE_STUDENTS * questionIds.length; n += LANES) {
      const student = students[n % LIVE_STUDENTS]!;
      const questionId = questionIds[Math.floor(n / LIVE_STUDENTS)]!;
      const sent = performance.now();
      const r = await post(`${baseUrl}/api/questions/${questionId}/respond`, { studentId: student.id, answer: '0' }, { 'x-student-token': student.token });
      if (r.status !== 201) throw new Error(`answer refused: ${r.status} ${JSON.stringify(r.json)}`);
      waits.push({ at: sent, ms: performance.now() - sent });
    }
  });
  return {
    waits,
    stop: async () => {
      stop = true;
      await Promise.all(lanes);
    },
  };
}

async function measure(label: string, database: Database, place: Place, work: string) {
  await fillClass(database);
  const { app } = await buildApp({ database, logger: false, config: { trustProxy: false, allowedOrigins: [], authRateLimit: 1_000, joinRateLimit: 100_000, arrivalsPer10s: 1_000_000, webDist: null, logLevel: 'silent' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const file = path.join(work, `${label}.ciar-backup`);
  try {
    const live = await liveClass(baseUrl);
    await new Promise((r) => setTimeout(r, 2_000));
    const started = performance.now();
    // The embedded database is backed up by the app that holds it (what `npm run backup` asks
    // it over its socket); PostgreSQL from a connection of its own (what the command does).
    const summary: BackupSummary = place.kind === 'pglite' ? await backupDatabase(database, file) : await backupPlace(place, file);
    const ended = performance.now();
    await live.stop();
    const before = live.waits.filter((w) => w.at < started).map((w) => w.ms);
    const during = live.waits.filter((w) => w.at >= started && w.at < ended).map((w) => w.ms);
    const restoreDir = path.join(work, `${label}-restored`);
    const restoreStarted = performance.now();
    await restoreBackup({ kind: 'pglite', dataDir: restoreDir }, file);
    const restoreMs = performance.now() - restoreStarted;
    console.info(
      `${label}: ${summary.counts.responses} answers, backup ${(summary.bytes / 1024 / 1024).toFixed(1)} MB in ${(summary.durationMs / 1000).toFixed(2)} s; ` +
        `worst acknowledgement during the backup ${Math.max(...during).toFixed(0)} ms over ${during.length} answers ` +
        `(before it: ${Math.max(...before).toFixed(0)} ms over ${before.length}); longest backup statement ${summary.longestStatementMs} ms; restore into an embedded database ${(restoreMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'ciar-bench-backup-'));
try {
  const dataDir = path.join(work, 'embedded');
  await measure('embedded', await openDatabase({ kind: 'pglite', dataDir }), { kind: 'pglite', dataDir }, work);
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `ciar_bench_backup_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      await measure('postgres', await openDatabase({ kind: 'postgres', url: url.toString() }), { kind: 'postgres', url: url.toString() }, work);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
