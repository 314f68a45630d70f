/**
 * PostgreSQL goes away for 10 s in the middle of a question (a loopback TCP proxy in front
 * of the real server, stopped then started again: the machine's server itself is never
 * touched). The process survives; an answer sent meanwhile gets the French "service
 * unavailable" error, never a false acknowledgement; health says 503; once the database is
 * back everything works again and exactly the acknowledged answers are stored. The server's
 * own warnings about the outage must not carry the answers. Runs where PostgreSQL is
 * available, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { ERRORS } from '@ciar/shared/errors';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  joinStudent,
  openSocket,
  OPEN_QUESTION,
  request,
  teacherWithSession,
  type ClientSocket,
  type JoinedStudent,
} from '../testing/live-harness';
import { freshPostgres, queryPostgres, type ProcessDatabase } from '../testing/process-databases';
import { startAppProcess, type AppProcess } from '../testing/processes';
import { within } from '../testing/deadline';
import { proxyInFrontOf, type TcpProxy } from '../testing/tcp-proxy';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !databaseUrl) {
  throw new Error('CI=true: the database outage test needs TEST_DATABASE_URL.');
}

const OUTAGE_MS = 10_000;
const UNAVAILABLE = ERRORS['database-unavailable'].message;

describe.runIf(databaseUrl)('the database unavailable for 10 s', () => {
  let database: ProcessDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let app: AppProcess | undefined;
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.kill('SIGKILL');
    await proxy?.close();
    await database?.drop();
  });

  it('refuses answers in French meanwhile, survives, and resumes with exactly the acknowledged answers', { timeout: 90_000 }, async () => {
    database = await freshPostgres(databaseUrl!);
    const proxied = await proxyInFrontOf(database.url!);
    proxy = proxied.proxy;
    app = await startAppProcess({ DATABASE_URL: proxied.url, AUTH_RATE_LIMIT: '1000' });
    const { url } = app;

    const { client, session, questionIds } = await teacherWithSession(url, [{ ...OPEN_QUESTION, timeLimit: 300 }]);
    const questionId = questionIds[0]!;
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    const students: JoinedStudent[] = [];
    for (let i = 0; i < 6; i++) students.push(await joinStudent(url, session.code, `Élève ${i}`));
    sockets.push(...students.map((s) => s.socket));
    expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);

    // Answers nobody else would write, to look for them in the logs afterwards.
    const secret = randomBytes(6).toString('hex');
    const answerOf = (i: number) => `La lumière nourrit la plante, réponse ${secret} numéro ${i}`;
    const acked = new Set<string>();
    const answerBySocket = async (i: number) => {
      const student = students[i]!;
      const ack = await within(10_000, `answer of student ${i}`, request(student.socket, 'submit-answer', {
        questionId,
        studentId: student.id,
        studentName: student.name,
        answer: answerOf(i),
      }));
      if (ack.ok) acked.add(student.id);
      return ack;
    };
    const answerByRest = async (i: number) => {
      const student = students[i]!;
      const response = await within(10_000, `REST answer of student ${i}`, fetch(`${url}/api/questions/${questionId}/respond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
        body: JSON.stringify({ studentId: student.id, answer: answerOf(i) }),
      }));
      const body = (await response.json()) as { code?: string; error?: string };
      if (response.status === 201) acked.add(student.id);
      return { status: response.status, body };
    };

    // The server ends every connection of the app (a failover, an administrator): the pool
    // replaces them and the next answer goes through.
    const ended = await queryPostgres<{ ended: boolean }>(
      databaseUrl!,
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(database.url!).pathname.slice(1)],
    );
    expect(ended.length).toBeGreaterThan(0);
    expect(await Promise.all([0, 4, 5].map(answerBySocket))).toEqual([0, 4, 5].map(() => expect.objectContaining({ ok: true })));

    // The outage: every connection to PostgreSQL cut, new ones refused.
    await proxy.stop();
    const outageStarted = Date.now();
    expect(proxy.cut).toBeGreaterThan(0);

    const health = await within(10_000, 'health', fetch(`${url}/api/health`));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', message: 'Base de données indisponible', database: { ok: false } });

    expect(await answerBySocket(1)).toEqual({ ok: false, code: 'database-unavailable', error: UNAVAILABLE });
    expect(await answerByRest(2)).toEqual({ status: 503, body: { code: 'database-unavailable', error: UNAVAILABLE } });
    const lateJoin = await within(10_000, 'join', fetch(`${url}/api/sessions/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: session.code, studentName: 'Retardataire' }),
    }));
    expect(lateJoin.status).toBe(503);
    expect((await within(10_000, 'teacher page', client.get(`/api/sessions/${session.id}`))).json).toEqual({
      code: 'database-unavailable',
      error: UNAVAILABLE,
    });
    // A teacher's screen reconnecting meanwhile is told why it cannot.
    await expect(within(10_000, 'teacher socket', openSocket(url, cookieHeader(client)))).rejects.toThrow(
      'Le service est momentanément indisponible.',
    );

    // Students keep trying for the rest of the outage: never a false acknowledgement.
    let attempts = 0;
    while (Date.now() - outageStarted < OUTAGE_MS && attempts < 40) {
      attempts += 1;
      const ack = await answerBySocket(attempts % 2 ? 1 : 3);
      expect(ack).toMatchObject({ ok: false, code: 'database-unavailable' });
      expect(app.child.exitCode).toBeNull();
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(Date.now() - outageStarted).toBeGreaterThanOrEqual(OUTAGE_MS);
    expect(app.child.exitCode).toBeNull();

    // Back: health recovers, and the students who were refused answer now.
    await proxy.start();
    await expect.poll(async () => (await fetch(`${url}/api/health`)).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect(await answerBySocket(1)).toMatchObject({ ok: true });
    expect((await answerByRest(2)).status).toBe(201);
    expect(await answerBySocket(3)).toMatchObject({ ok: true });
    // Student 0's answer, stored before the outage: a resend gets it back, nothing new stored.
    expect(await answerBySocket(0)).toMatchObject({ ok: true, data: { response: { answer: answerOf(0) } } });

    const rows = await queryPostgres<{ student_id: string; answer: string }>(
      database.url!,
      'select student_id, answer from responses where question_id = $1',
      [questionId],
    );
    expect(new Set(rows.map((r) => r.student_id))).toEqual(acked);
    expect(rows).toHaveLength(6);

    // The outage was logged (warnings), but not with what the students wrote.
    const output = app.output();
    expect(output).toContain('database unavailable');
    expect(output).not.toContain(secret);
    for (const student of students) expect(output).not.toContain(student.token);
  });
});
