/**
 * Two app processes sharing one PostgreSQL and one Redis: the teacher on one, students on
 * both; everything reaches everyone, and when a process dies its students carry on through
 * the other with nothing lost. Runs wherever PostgreSQL and Redis are available, and always
 * in CI (a missing service fails there).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvent,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
  type JoinedStudent,
} from '../testing/live-harness';
import { multiNodeServices, startAppProcess, type AppProcess } from '../testing/processes';

const { databaseUrl, redisUrl } = multiNodeServices('the multi-node test');

describe.runIf(databaseUrl && redisUrl)('two app processes on PostgreSQL and Redis', () => {
  const name = `ciar_nodes_${randomBytes(5).toString('hex')}`;
  let nodes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '1000' };
    // One after the other: both apply migrations at start, and the first creates the tables.
    nodes = [await startAppProcess(env)];
    nodes.push(await startAppProcess(env));
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('shares joins, activation, answers, live statistics, pause and stop, and survives losing a process', async () => {
    const [a, b] = nodes as [AppProcess, AppProcess];
    const { client, session, questionIds } = await teacherWithSession(a.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    const teacher = await openSocket(a.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'start-session', { sessionId: session.id });
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });

    const counts: number[] = [];
    teacher.on('user-joined', (d) => counts.push(d.participantsCount));
    const students: JoinedStudent[] = [];
    for (let i = 0; i < 6; i++) students.push(await joinStudent(i % 2 ? b.url : a.url, session.code, `Élève ${i}`));
    sockets.push(...students.map((s) => s.socket));
    await expect.poll(() => counts.at(-1), { timeout: 5_000 }).toBe(6);

    // Activation on node A reaches the students of node B.
    const activated = Promise.all(students.map((s) => nextEvent<any>(s.socket, 'question-activated')));
    expect(await request(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[0] })).toMatchObject({ ok: true });
    await activated;

    // Answers through both nodes; the teacher's live count reaches all of them.
    const stats = nextEvent<any>(teacher, 'answer-submitted', (d) => d.stats.responsesCount === 6, 10_000);
    const acks = await Promise.all(
      students.map((s) => request(s.socket, 'submit-answer', { questionId: questionIds[0], studentId: s.id, studentName: s.name, answer: '0' })),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await stats;

    // The once-only rule holds across processes: the same student through the other node.
    const twin = await openSocket(b.url);
    sockets.push(twin);
    await request(twin, 'join-session', { sessionCode: session.code, userType: 'student', userId: students[0]!.id, token: students[0]!.token });
    expect(await request(twin, 'submit-answer', { questionId: questionIds[0], studentId: students[0]!.id, studentName: 'x', answer: '1' })).toMatchObject({ ok: false, code: 'already-answered' });

    // Pause reaches everyone, whichever node they are on.
    const paused = Promise.all(students.map((s) => nextEvent<any>(s.socket, 'session-status-changed', (d) => d.status === 'paused')));
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' })).status).toBe(200);
    await paused;
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });

    // Node B dies; its students reconnect to node A with their token and carry on.
    await b.kill('SIGKILL');
    const moved = students.filter((_, i) => i % 2 === 1);
    const rejoined: ClientSocket[] = [];
    for (const student of moved) {
      const socket = await openSocket(a.url);
      sockets.push(socket);
      const snapshot = await request<any>(socket, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token });
      expect(snapshot).toMatchObject({ ok: true, data: { current: { question: { id: questionIds[0] }, response: { answer: '0' } } } });
      rejoined.push(socket);
    }
    const next = Promise.all(rejoined.map((s) => nextEvent<any>(s, 'question-activated')));
    await request(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[1] });
    await next;
    const acks2 = await Promise.all(
      rejoined.map((s, i) => request(s, 'submit-answer', { questionId: questionIds[1], studentId: moved[i]!.id, studentName: 'x', answer: '1' })),
    );
    expect(acks2.every((ack) => ack.ok)).toBe(true);

    const stopped = Promise.all(rejoined.map((s) => nextEvent<any>(s, 'session-stopped')));
    await request(teacher, 'stop-session', { sessionId: session.id });
    await stopped;

    const rows = await admin(async (c) => {
      await c.query(`select 1`);
      const other = new pg.Client({ connectionString: new URL(`/${name}`, databaseUrl!).toString() });
      await other.connect();
      try {
        return (await other.query('select question_id, count(*)::int as n from responses group by question_id')).rows;
      } finally {
        await other.end();
      }
    });
    const byQuestion = Object.fromEntries(rows.map((r: { question_id: string; n: number }) => [r.question_id, r.n]));
    expect(byQuestion).toEqual({ [questionIds[0]!]: 6, [questionIds[1]!]: 3 });
  }, 60_000);
});
