/**
 * PostgreSQL stops answering without closing anything (a network partition, a frozen
 * machine): a loopback TCP proxy in front of the real server holds every byte either way and
 * accepts new connections without passing them on. Nothing is refused, so only the app's own
 * time-outs (`storage/db.ts`, small here) can end the wait. A student's answer by socket and
 * by REST, a teacher's request and a teacher's transaction caught halfway, holding a lock,
 * each get the French "service unavailable" error in bounded time. Once the network heals,
 * the app serves again by itself: no connection of the app is left inside a transaction, no
 * lock held, every acknowledged answer is stored exactly once and visible to everyone. Runs
 * where PostgreSQL is available, and always in CI.
 */
import { ERRORS } from '@ciar/shared/errors';
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import pg from 'pg';
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
import { within } from '../testing/deadline';
import { proxyInFrontOf, type TcpProxy } from '../testing/tcp-proxy';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openDatabase, type Database } from '../storage/db';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !databaseUrl) {
  throw new Error('CI=true: the frozen database test needs TEST_DATABASE_URL.');
}

const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 2_000;
/** The longest any request may wait: a batch of answers ahead of it, its own statement, slack. */
const REQUEST_BOUND_MS = 2 * QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 1_000;
const UNAVAILABLE = ERRORS['database-unavailable'].message;
const REFUSED = { ok: false, code: 'database-unavailable', error: UNAVAILABLE };

describe.runIf(databaseUrl)('the database frozen: connections open, nothing answers', () => {
  let database: ProcessDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let opened: Database | undefined;
  let app: TestApp | undefined;
  let locker: pg.Client | undefined;
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    proxy?.thaw();
    for (const socket of sockets) socket.close();
    await app?.close();
    // A pool that lost track of a client would wait for it for ever: bounded, the drop ends it.
    await Promise.race([opened?.close(), new Promise((r) => setTimeout(r, 2_000))]).catch(() => {});
    await locker?.end().catch(() => {});
    await proxy?.close();
    await database?.drop();
  });

  it('refuses in French within the time-outs, then serves again by itself with every acknowledged answer stored once', { timeout: 30_000 }, async () => {
    database = await freshPostgres(databaseUrl!);
    const direct = database.url!;
    const databaseName = new URL(direct).pathname.slice(1);
    const proxied = await proxyInFrontOf(direct);
    proxy = proxied.proxy;
    opened = await openDatabase({
      kind: 'postgres',
      url: proxied.url,
      poolSize: 4,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    app = await startTestApp(opened);
    const { url } = app;

    const { client, session, questionIds } = await teacherWithSession(url, [
      { ...OPEN_QUESTION, timeLimit: 300 },
      { ...OPEN_QUESTION, timeLimit: 300 },
    ]);
    const [first, second] = questionIds as [string, string];
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);
    const students: JoinedStudent[] = [];
    for (let i = 0; i < 5; i++) students.push(await joinStudent(url, session.code, `Élève ${i}`));
    sockets.push(...students.map((s) => s.socket));
    const teacher = await openSocket(url, cookieHeader(client));
    sockets.push(teacher);
    expect((await client.patch(`/api/questions/${first}/activate`)).status).toBe(200);

    // What each student was told, answer by answer: the text they sent and what came back.
    const sent = new Map<string, Array<{ questionId: string; answer: string; outcome: string }>>();
    const remember = (i: number, questionId: string, answer: string, outcome: string) => {
      const id = students[i]!.id;
      sent.set(id, [...(sent.get(id) ?? []), { questionId, answer, outcome }]);
    };
    let attempt = 0;
    const answerBySocket = async (i: number, questionId: string) => {
      const student = students[i]!;
      const answer = `La lumière nourrit la plante, élève ${i}, essai ${++attempt}`;
      const ack = await within(REQUEST_BOUND_MS, `answer of student ${i}`, request(student.socket, 'submit-answer', {
        questionId,
        studentId: student.id,
        studentName: student.name,
        answer,
      }));
      remember(i, questionId, answer, ack.ok ? 'acknowledged' : ack.code);
      return ack;
    };
    const answerByRest = async (i: number, questionId: string) => {
      const student = students[i]!;
      const answer = `La lumière nourrit la plante, élève ${i}, essai ${++attempt}`;
      const response = await within(REQUEST_BOUND_MS, `REST answer of student ${i}`, fetch(`${url}/api/questions/${questionId}/respond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
        body: JSON.stringify({ studentId: student.id, answer }),
      }));
      const body = (await response.json()) as { code?: string; error?: string };
      remember(i, questionId, answer, response.status === 201 ? 'acknowledged' : (body.code ?? String(response.status)));
      return { status: response.status, body };
    };
    const activate = (questionId: string) =>
      request(teacher, 'activate-question', { sessionId: session.id, questionId });
    const storedAnswers = (questionId: string) =>
      queryPostgres<{ student_id: string; answer: string }>(direct, 'select student_id, answer from responses where question_id = $1', [
        questionId,
      ]);
    /** Every acknowledged answer is the one stored, once, as any other connection sees it. */
    const expectStoredOnce = async (questionId: string, studentCount: number) => {
      const rows = await storedAnswers(questionId);
      expect(new Set(rows.map((r) => r.student_id)).size).toBe(rows.length);
      expect(rows).toHaveLength(studentCount);
      for (const row of rows) {
        const attempts = (sent.get(row.student_id) ?? []).filter((a) => a.questionId === questionId);
        expect(attempts.map((a) => a.answer)).toContain(row.answer);
        const acknowledged = attempts.find((a) => a.outcome === 'acknowledged');
        if (acknowledged) expect(row.answer).toBe(acknowledged.answer);
      }
      for (const [studentId, attempts] of sent) {
        if (attempts.some((a) => a.questionId === questionId && a.outcome === 'acknowledged')) {
          expect(rows.map((r) => r.student_id)).toContain(studentId);
        }
      }
    };

    // Acknowledged before the freeze.
    expect(await answerBySocket(0, first)).toMatchObject({ ok: true });
    expect(await answerBySocket(1, first)).toMatchObject({ ok: true });
    // Connections in the pool, idle, as in a class at work.
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${url}/api/health`)));

    // A teacher's transaction caught halfway: its locking read waits on a lock held by another
    // connection when the network freezes, and its result, sent once the lock is released,
    // stays on the frozen side. The app must give up on that connection, not on the lock.
    locker = new pg.Client({ connectionString: direct });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from sessions where id = $1 for no key update', [session.id]);
    const activationSent = Date.now();
    const caughtHalfway = activate(second);
    await expect
      .poll(
        async () =>
          (
            await queryPostgres<{ n: number }>(
              direct,
              "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
              [databaseName],
            )
          )[0]!.n,
        { timeout: 5_000, interval: 50 },
      )
      .toBe(1);
    proxy.freeze();
    await locker.query('commit');

    // One time-out, not one per statement: the ROLLBACK of a connection given up on is not
    // sent to wait in its turn.
    expect(await within(QUERY_TIMEOUT_MS + 1_000, 'activation caught halfway', caughtHalfway)).toEqual(REFUSED);
    expect(Date.now() - activationSent).toBeLessThan(QUERY_TIMEOUT_MS + 1_000);

    // Everything else at once: idle pooled connections taken and lost, new ones never made.
    const frozenAt = Date.now();
    const [bySocket, byRest, teacherPage, health, activation] = await Promise.all([
      answerBySocket(2, first),
      answerByRest(3, first),
      within(REQUEST_BOUND_MS, 'teacher page', client.get(`/api/sessions/${session.id}`)),
      within(REQUEST_BOUND_MS, 'health', fetch(`${url}/api/health`)),
      within(REQUEST_BOUND_MS, 'activation', activate(second)),
    ]);
    expect(bySocket).toEqual(REFUSED);
    expect(byRest).toEqual({ status: 503, body: { code: 'database-unavailable', error: UNAVAILABLE } });
    expect(teacherPage).toMatchObject({ status: 503, json: { code: 'database-unavailable', error: UNAVAILABLE } });
    expect(health.status).toBe(503);
    expect(activation).toEqual(REFUSED);
    // Then with every connection of the pool given up on: new ones are accepted, never answered.
    expect(await answerBySocket(4, first)).toEqual(REFUSED);
    expect(Date.now() - frozenAt).toBeLessThan(2 * REQUEST_BOUND_MS);
    expect(proxy.held).toBeGreaterThan(0);

    // The network heals; nobody restarts anything.
    proxy.thaw();
    await expect.poll(async () => (await fetch(`${url}/api/health`)).status, { timeout: 10_000, interval: 200 }).toBe(200);

    // The refused students try again. An answer refused for a time-out may still have reached
    // the server and been stored (the app cannot know): then it is the one kept.
    for (const i of [2, 3, 4]) {
      const ack = i === 3 ? await answerByRest(i, first) : await answerBySocket(i, first);
      const outcome = 'status' in ack ? (ack.status === 201 ? 'acknowledged' : ack.body.code) : ack.ok ? 'acknowledged' : ack.code;
      expect(['acknowledged', 'already-answered']).toContain(outcome);
    }
    expect(await answerBySocket(0, first)).toMatchObject({ ok: false, code: 'already-answered' });
    expect(await answerBySocket(1, first)).toMatchObject({ ok: false, code: 'already-answered' });
    // Stored and committed: seen from a connection of its own, not only from the app's.
    await expectStoredOnce(first, 5);

    // No connection of the app is left inside a transaction, holding locks.
    await expect
      .poll(
        async () =>
          (
            await queryPostgres<{ n: number }>(
              direct,
              "select count(*)::int as n from pg_stat_activity where datname = $1 and state like 'idle in transaction%'",
              [databaseName],
            )
          )[0]!.n,
        { timeout: 5_000, interval: 100 },
      )
      .toBe(0);

    // The teacher carries on, and the class answers the next question.
    expect(await within(REQUEST_BOUND_MS, 'activation after the thaw', activate(second))).toMatchObject({ ok: true });
    const next = await Promise.all([0, 1, 2, 4].map((i) => answerBySocket(i, second)));
    expect(next).toEqual(next.map(() => expect.objectContaining({ ok: true })));
    expect((await answerByRest(3, second)).status).toBe(201);
    await expectStoredOnce(second, 5);
  });
});
