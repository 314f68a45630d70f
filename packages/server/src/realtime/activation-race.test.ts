/**
 * Two app processes, two teacher windows (one per process) and a REST call activating
 * different questions at the same instant, round after round. The database serialises the
 * activations; every screen, whichever order the broadcasts reach it in, must end on the
 * question the database holds as active. Screens apply the clients' own rule
 * (`acceptsActivation`), exactly as the web reducers do.
 */
import { acceptsActivation } from '@ciar/shared/activation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinStudent,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
} from '../testing/live-harness';
import { freshPostgres, queryPostgres, type ProcessDatabase } from '../testing/process-databases';
import { multiNodeServices, startAppProcess, type AppProcess } from '../testing/processes';
import { httpClient } from '../testing/test-app';

const { databaseUrl, redisUrl } = multiNodeServices('the activation race test');

const ROUNDS = 100;
/** How long a screen may take to settle on the database's question after the last call returned. */
const SETTLE_MS = 3_000;

/** What one screen shows: the last activation it accepted. */
interface Screen {
  label: string;
  questionId: string | null;
  seq: number | null;
}

function watch(socket: ClientSocket, label: string): Screen {
  const screen: Screen = { label, questionId: null, seq: null };
  socket.on('question-activated', (data) => {
    if (!acceptsActivation(screen.seq, data.activationSeq)) return;
    screen.questionId = data.questionId;
    screen.seq = data.activationSeq;
  });
  socket.on('question-deactivated', (data) => {
    if (!acceptsActivation(screen.seq, data.activationSeq)) return;
    screen.questionId = null;
    screen.seq = data.activationSeq;
  });
  return screen;
}

describe.runIf(databaseUrl && redisUrl)('activations racing across two processes', () => {
  let database: ProcessDatabase;
  let nodes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    database = await freshPostgres(databaseUrl!);
    const env = { ...database.env, REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: '1000' };
    // One after the other: both apply migrations at start, and the first creates the tables.
    nodes = [await startAppProcess(env)];
    nodes.push(await startAppProcess(env));
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    await database?.drop();
  });

  it(`ends every one of ${ROUNDS} rounds with every screen on the database's active question`, async () => {
    const [a, b] = nodes as [AppProcess, AppProcess];
    const { client, session, questionIds } = await teacherWithSession(a.url, [CHOICE_QUESTION, CHOICE_QUESTION, CHOICE_QUESTION, CHOICE_QUESTION]);
    const teacherA = await openSocket(a.url, cookieHeader(client));
    // Behind one proxy both processes are one origin; here each has its own port.
    const teacherB = await openSocket(b.url, { ...cookieHeader(client), origin: b.url });
    sockets.push(teacherA, teacherB);
    await request(teacherA, 'start-session', { sessionId: session.id });
    // The same teacher's login, calling REST on the other process.
    const clientOnB = httpClient(b.url);
    for (const [key, value] of client.cookies) clientOnB.cookies.set(key, value);
    const screens: Screen[] = [];
    for (const [socket, label] of [
      [teacherA, 'teacher on A'],
      [teacherB, 'teacher on B'],
    ] as const) {
      screens.push(watch(socket, label));
      const joined = await request(socket, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
      expect(joined.ok).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      const student = await joinStudent(i % 2 ? b.url : a.url, session.code, `Élève ${i}`);
      sockets.push(student.socket);
      screens.push(watch(student.socket, `student ${i} on ${i % 2 ? 'B' : 'A'}`));
    }

    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Three different questions, in a different order each round.
      const shuffled = [...questionIds].sort(() => Math.random() - 0.5);
      const [q1, q2, q3] = shuffled as [string, string, string];
      const rest = round % 2 ? clientOnB : client;
      await Promise.all([
        request(teacherA, 'activate-question', { sessionId: session.id, questionId: q1 }),
        request(teacherB, 'activate-question', { sessionId: session.id, questionId: q2 }),
        rest.patch(`/api/questions/${q3}/activate`, {}),
      ]);
      const rows = await queryPostgres<{ id: string }>(database.url!, 'select id from questions where session_id = $1 and is_active', [session.id]);
      const active = rows[0]?.id ?? null;
      const deadline = Date.now() + SETTLE_MS;
      while (screens.some((s) => s.questionId !== active) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const wrong = screens.filter((s) => s.questionId !== active);
      if (wrong.length > 0) failures.push(`round ${round}: ${wrong.map((s) => s.label).join(', ')}`);
    }
    console.info(`activation race: ${failures.length} of ${ROUNDS} rounds left a screen on another question than the database's`);
    expect(failures).toEqual([]);
  }, 600_000);
});
