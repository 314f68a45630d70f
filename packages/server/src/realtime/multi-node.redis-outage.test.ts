/**
 * Redis is not a single point of failure (issues 13 and 16), with two app processes on
 * PostgreSQL and a Redis of the test's own (never the shared one):
 * - a process started while Redis is still starting waits for it, then shares the rooms (one
 *   that never answers stops the start: operations-start.test.ts);
 * - while Redis is down, the students on the teacher's process get the activated question at
 *   once; those on the other process get it when Redis is back, and a student who reconnects
 *   meanwhile gets it from the database snapshot.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvent,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
} from '../testing/live-harness';
import { freshPostgres, type ProcessDatabase } from '../testing/process-databases';
import { startAppProcess, type AppProcess } from '../testing/processes';
import { hasRedisServer, ownRedis, type OwnRedis } from '../testing/redis-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && (!databaseUrl || !hasRedisServer)) {
  throw new Error('CI=true: the Redis outage test needs TEST_DATABASE_URL and redis-server.');
}

describe.runIf(databaseUrl && hasRedisServer)('two app processes when Redis goes away', () => {
  const databases: ProcessDatabase[] = [];
  const redises: OwnRedis[] = [];
  let nodes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  async function twoNodes(redisUrl: string, limits: Record<string, string> = { AUTH_RATE_LIMIT: '1000' }): Promise<[AppProcess, AppProcess]> {
    const database = await freshPostgres(databaseUrl!);
    databases.push(database);
    const env = { ...database.env, REDIS_URL: redisUrl, ...limits };
    // One after the other: the first applies the migrations.
    const a = await startAppProcess(env);
    const b = await startAppProcess(env);
    nodes.push(a, b);
    return [a, b];
  }

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    nodes = [];
  });
  afterAll(async () => {
    for (const redis of redises) await redis.stop();
    for (const database of databases) await database.drop();
  });

  it('waits at start for a Redis starting beside it, then shares rooms', async () => {
    const redis = await ownRedis({ started: false });
    redises.push(redis);
    const database = await freshPostgres(databaseUrl!);
    databases.push(database);
    const env = { ...database.env, REDIS_URL: redis.url, AUTH_RATE_LIMIT: '1000' };
    // Both start while Redis is still down (a machine booting its services in any order), and
    // neither serves before Redis answers: a process serving alone would split the class.
    const starting = [startAppProcess(env), startAppProcess(env)];
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await redis.start();
    const [a, b] = await Promise.all(starting);
    nodes.push(a!, b!);
    for (const node of [a!, b!]) expect(node.output()).not.toMatch(/ONE PROCESS|Redis ne répond pas/);

    const { client, session } = await teacherWithSession(a!.url, [CHOICE_QUESTION]);
    const teacher = await openSocket(a!.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'start-session', { sessionId: session.id });
    const onB = await joinStudent(b!.url, session.code, 'Élève B');
    sockets.push(onB.socket);

    // Once both processes read the shared stream, a status change on A reaches B's student.
    let pausedOnB = false;
    onB.socket.on('session-status-changed', (d: { status: string }) => {
      if (d.status === 'paused') pausedOnB = true;
    });
    await expect
      .poll(
        async () => {
          await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
          await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
          return pausedOnB;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
  }, 90_000);

  it('keeps the teacher’s process live while Redis is down, and catches the other process up when it returns', async () => {
    const redis = await ownRedis();
    redises.push(redis);
    const [a, b] = await twoNodes(redis.url);
    const { client, session, questionIds } = await teacherWithSession(a.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    const teacher = await openSocket(a.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'start-session', { sessionId: session.id });
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    const students = [];
    for (let i = 0; i < 6; i++) students.push(await joinStudent(i % 2 ? b.url : a.url, session.code, `Élève ${i}`));
    sockets.push(...students.map((s) => s.socket));
    const onA = students.filter((_, i) => i % 2 === 0);
    const onB = students.filter((_, i) => i % 2 === 1);
    // Both processes share rooms before the outage.
    const first = Promise.all(students.map((s) => nextEvent<any>(s.socket, 'question-activated')));
    await request(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[0] });
    await first;

    await redis.stop();
    const receivedOnB: string[] = [];
    for (const s of onB) s.socket.on('question-activated', (d: any) => receivedOnB.push(d.question?.id ?? d.questionId));
    // Redis stays down until these arrive, so whatever reaches A's students came from A itself:
    // the wait is the suite's patient one: a 3 s clock could fail on a loaded machine, nothing wrong.
    const liveOnA = Promise.all(onA.map((s) => nextEvent<any>(s.socket, 'question-activated', undefined, 10_000)));
    expect(await request(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[1] })).toMatchObject({ ok: true });
    // The teacher's own process delivers, Redis or not.
    const delivered = await liveOnA;
    expect(delivered.map((d) => d.question?.id ?? d.questionId)).toEqual(onA.map(() => questionIds[1]));
    expect(receivedOnB).toEqual([]);

    // A student of B who reconnects meanwhile reads the truth from the database.
    const fresh = await openSocket(b.url);
    sockets.push(fresh);
    const snapshot = await request<any>(fresh, 'join-session', { sessionCode: session.code, userType: 'student', userId: onB[0]!.id, token: onB[0]!.token });
    expect(snapshot).toMatchObject({ ok: true, data: { current: { question: { id: questionIds[1] } } } });

    await redis.start();
    // Back: the activation published during the outage reaches B's students.
    await expect.poll(() => receivedOnB.length, { timeout: 20_000 }).toBe(onB.length);
    expect(receivedOnB).toEqual(onB.map(() => questionIds[1]));
    expect(a.output()).toMatch(/Redis unavailable/);
    expect(a.output()).toMatch(/Redis reachable/);
  }, 90_000);

  it('counts every rate limit in Redis, so a budget spent on one process is spent on the other; without Redis, per process', async () => {
    const redis = await ownRedis();
    redises.push(redis);
    const [a, b] = await twoNodes(redis.url, { AUTH_RATE_LIMIT: '4', JOIN_RATE_LIMIT: '4' });
    const login = (node: AppProcess) =>
      fetch(`${node.url}/api/auth/teacher/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x@ecole.fr', password: 'faux' }) }).then((r) => r.status);
    expect([await login(a), await login(b), await login(a), await login(b)]).toEqual([401, 401, 401, 401]);
    expect([await login(a), await login(b)]).toEqual([429, 429]);

    const lookup = (node: AppProcess, code: string) => fetch(`${node.url}/api/sessions/code/${code}`).then((r) => r.status);
    expect([await lookup(a, 'AAAAAA'), await lookup(b, 'BBBBBB'), await lookup(a, 'CCCCCC'), await lookup(b, 'DDDDDD')]).toEqual([404, 404, 404, 404]);
    expect(await lookup(a, 'EEEEEE')).toBe(429);

    const guessA = await openSocket(a.url);
    const guessB = await openSocket(b.url);
    sockets.push(guessA, guessB);
    const guess = (socket: ClientSocket, code: string) => request(socket, 'join-session', { sessionCode: code, userType: 'student', userId: 'x', token: 'y' });
    for (const [socket, code] of [[guessA, 'FFFFFF'], [guessB, 'GGGGGG'], [guessA, 'HHHHHH'], [guessB, 'JJJJJJ']] as const) {
      expect(await guess(socket, code)).toMatchObject({ ok: false, code: 'session-not-found' });
    }
    expect(await guess(guessA, 'KKKKKK')).toMatchObject({ ok: false, code: 'rate-limited' });

    // Redis gone: answers come at once, and each process counts on its own.
    await redis.stop();
    const alone = [];
    for (let i = 0; i < 5; i++) alone.push(await login(a));
    expect(alone).toEqual([401, 401, 401, 401, 429]);
    await expect.poll(() => a.output(), { timeout: 10_000 }).toMatch(/Redis unavailable .*rate limits counted per process/);
  }, 90_000);
});
