/**
 * A student double-taps "Envoyer" on a phone and a laptop at once, through two app
 * processes: ten submissions at the same instant, alternating two answers, by two sockets and
 * by REST. Exactly one is stored; the submissions of that same answer are acknowledged with that
 * one stored response (idempotent per student and question), those of the other answer are told
 * "already answered"; both screens learn which answer counts. One process over each test database, then two processes
 * sharing PostgreSQL and Redis (wherever they are available, and always in CI).
 */
import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import {
  CHOICE_QUESTION,
  joinByRest,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
} from '../testing/live-harness';
import { freshPostgres, queryPostgres, type ProcessDatabase } from '../testing/process-databases';
import { multiNodeServices, startAppProcess, type AppProcess } from '../testing/processes';
import { startTestApp, type TestApp } from '../testing/test-app';

const { databaseUrl, redisUrl } = multiNodeServices('the concurrent answers test');

const ROUNDS = 3;
const SUBMISSIONS = 10;

type Outcome = { via: string; answer: string } & ({ ok: true; responseId: string } | { ok: false; code: string | undefined });

/**
 * One round on the question: a student joined through `urls[0]`, a socket on each URL, then
 * ten submissions at once, alternating sockets and ending with one REST call per URL.
 */
async function race(urls: [string, string], code: string, questionId: string, name: string, sockets: ClientSocket[]) {
  const student = await joinByRest(urls[0], code, name);
  const devices = await Promise.all(urls.map((url) => openSocket(url)));
  sockets.push(...devices);
  for (const device of devices) {
    const ack = await request(device, 'join-session', { sessionCode: code, userType: 'student', userId: student.id, token: student.token });
    expect(ack.ok).toBe(true);
  }
  // What each device is told by event; a device is told by its acknowledgement instead when it stored the answer.
  const told = devices.map((device) => {
    const events: string[] = [];
    device.on('answer-confirmed', (d: { questionId: string; response: { answer: string } }) => {
      if (d.questionId === questionId) events.push(d.response.answer);
    });
    return events;
  });

  const attempts: Array<Promise<Outcome>> = [];
  for (let i = 0; i < SUBMISSIONS - 2; i++) {
    const answer = String(i % 2);
    const device = devices[i % 2]!;
    attempts.push(
      request(device, 'submit-answer', { questionId, studentId: student.id, studentName: name, answer }).then((ack) =>
        ack.ok
          ? { via: `socket ${i % 2}`, answer, ok: true, responseId: (ack.data as { response: { id: string } }).response.id }
          : { via: `socket ${i % 2}`, answer, ok: false, code: ack.code },
      ),
    );
  }
  for (const [index, url] of urls.entries()) {
    const answer = String(index);
    attempts.push(
      fetch(`${url}/api/questions/${questionId}/respond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STUDENT_TOKEN_HEADER]: student.token },
        body: JSON.stringify({ studentId: student.id, answer }),
      }).then(async (response) => {
        const body = (await response.json()) as { code?: string; response?: { id: string } };
        // 201 when this call stored it, 200 when it is the resend of what another one stored.
        return response.ok
          ? { via: `REST ${index}`, answer, ok: true, responseId: body.response!.id }
          : { via: `REST ${index}`, answer, ok: false, code: body.code };
      }),
    );
  }
  const outcomes = await Promise.all(attempts);
  const accepted = outcomes.flatMap((o) => (o.ok ? [o] : []));
  const refused = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  // One stored response: every acknowledgement carries it, and only for that same answer.
  expect(new Set(accepted.map((o) => o.responseId)).size, JSON.stringify(outcomes)).toBe(1);
  const stored = accepted[0]!.answer;
  expect(accepted.every((o) => o.answer === stored), JSON.stringify(outcomes)).toBe(true);
  // The other answer, each of its five submissions, is refused as a second answer.
  expect(refused.map((o) => [o.answer, o.code]), JSON.stringify(outcomes)).toEqual(Array(SUBMISSIONS / 2).fill([stored === '0' ? '1' : '0', 'already-answered']));
  // Both devices learn which answer counts, whichever process stored it: by an acknowledgement
  // carrying it, or by the event, and never of another answer.
  for (const [index, events] of told.entries()) {
    const acknowledged = accepted.some((o) => o.via === `socket ${index}`);
    if (!acknowledged) await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(events.every((answer) => answer === stored), JSON.stringify(events)).toBe(true);
  }
  for (const device of devices) device.close();
  return { studentId: student.id, answer: stored };
}

describe.each(testDatabases)('ten submissions at once to one process on $name', (target) => {
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

  it('stores and acknowledges exactly one', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, Array(ROUNDS).fill(CHOICE_QUESTION));
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    for (const [round, questionId] of questionIds.entries()) {
      expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);
      const { studentId, answer } = await race([server.url, server.url], session.code, questionId, `Élève ${round}`, sockets);
      const listed = await client.get(`/api/questions/${questionId}/responses`);
      expect(listed.json.responses).toEqual([expect.objectContaining({ studentId, answer })]);
    }
  });
});

describe.runIf(databaseUrl && redisUrl)('ten submissions at once through two processes on PostgreSQL and Redis', () => {
  let database: ProcessDatabase | undefined;
  const nodes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    database = await freshPostgres(databaseUrl!);
    const env = { ...database.env, REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '1000' };
    // One after the other: the first applies the migrations.
    nodes.push(await startAppProcess(env));
    nodes.push(await startAppProcess(env));
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    await database?.drop();
  });

  it('stores exactly one row and acknowledges it once', async () => {
    const [a, b] = nodes as [AppProcess, AppProcess];
    const { client, session, questionIds } = await teacherWithSession(a.url, Array(ROUNDS).fill(CHOICE_QUESTION));
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    for (const [round, questionId] of questionIds.entries()) {
      expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);
      const { studentId, answer } = await race([a.url, b.url], session.code, questionId, `Élève ${round}`, sockets);
      const rows = await queryPostgres<{ student_id: string; answer: string }>(
        database!.url!,
        'select student_id, answer from responses where question_id = $1',
        [questionId],
      );
      expect(rows).toEqual([{ student_id: studentId, answer }]);
    }
  }, 60_000);
});
