/**
 * The machine crashes in the middle of a class answering: `kill -9` of the app while 1,000
 * answers arrive, then a restart on the same data and port. Every answer the server
 * acknowledged is in the database exactly once, and every student who reconnects gets their
 * own answer back, or can answer if theirs was never acknowledged. Runs on the embedded
 * PGlite (the default deployment) and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import type { Ack } from '@ciar/shared/events';
import { afterAll, describe, expect, it } from 'vitest';
import { joinByRest, openSocket, request, teacherWithSession, type ClientSocket } from '../testing/live-harness';
import { mapLimit } from '../testing/map-limit';
import { freshPostgres, pgliteFolder, type ProcessDatabase } from '../testing/process-databases';
import { startAppProcess, type AppProcess } from '../testing/processes';

const STUDENTS = 1_000;
const KILL_AFTER_ACKS = 150;
const QUESTION = {
  title: 'Capitale',
  content: 'Quelle est la capitale de la France ?',
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: 'Paris', explication: '' },
    { text: 'Lyon', explication: '' },
  ],
  correctAnswer: '0',
};

const databaseUrl = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; open: () => Promise<ProcessDatabase> }> = [
  { name: 'PGlite', open: async () => pgliteFolder() },
  ...(databaseUrl ? [{ name: 'PostgreSQL', open: () => freshPostgres(databaseUrl) }] : []),
];

interface Student {
  id: string;
  token: string;
  socket: ClientSocket;
}

async function connect(url: string, code: string, student: { id: string; token: string }): Promise<Student> {
  const socket = await openSocket(url);
  const ack = await request(socket, 'join-session', { sessionCode: code, userType: 'student', userId: student.id, token: student.token });
  if (!ack.ok) throw new Error(`join-session ${student.id}: ${ack.error}`);
  return { ...student, socket };
}

describe.each(targets)('kill -9 during a burst of answers on $name', ({ open }) => {
  let database: ProcessDatabase | undefined;
  const processes: AppProcess[] = [];
  const sockets: ClientSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await database?.drop();
  });

  // Two process starts of up to a minute each on a loaded machine (testing/processes.ts).
  it('keeps every acknowledged answer exactly once, and students resynchronise after the restart', { timeout: 180_000 }, async () => {
    database = await open();
    const env = { ...database.env, JOIN_RATE_LIMIT: '100000', ARRIVALS_PER_10S: '100000', AUTH_RATE_LIMIT: '1000' };
    const first = await startAppProcess(env);
    processes.push(first);
    const { client, session, questionIds } = await teacherWithSession(first.url, [QUESTION]);
    const questionId = questionIds[0]!;
    expect((await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' })).status).toBe(200);

    // Everyone joins over REST first, then connects: the class count each join broadcasts to
    // connected classmates would otherwise cost the test a million messages.
    const joined = await mapLimit(Array.from({ length: STUDENTS }, (_, i) => i), 25, (i) => joinByRest(first.url, session.code, `Élève ${i}`));
    const students = await mapLimit(joined, 25, (student) => connect(first.url, session.code, student));
    sockets.push(...students.map((s) => s.socket));
    expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);

    // The burst: waves of answers; the process is killed once the first acknowledgements are
    // back, while later waves are still being sent or written.
    const acked = new Set<string>();
    const refused: Array<Ack<unknown>> = [];
    let killed: Promise<void> | null = null;
    const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
    for (let wave = 0; wave < STUDENTS / 100 && !killed; wave++) {
      for (const student of students.slice(wave * 100, wave * 100 + 100)) {
        student.socket.emit('submit-answer', { questionId, studentId: student.id, studentName: 'x', answer: '0' }, (ack: Ack<unknown>) => {
          if (ack.ok) acked.add(student.id);
          else refused.push(ack);
          if (!killed && acked.size >= KILL_AFTER_ACKS) killed = first.kill('SIGKILL');
        });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const deadline = Date.now() + 30_000;
    while (!killed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(killed, `fewer than ${KILL_AFTER_ACKS} acknowledgements in 30 s`).not.toBeNull();
    await exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(refused).toEqual([]);
    // Mid-burst for real: some answers were never acknowledged.
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acked.size).toBeLessThan(STUDENTS);
    for (const student of students) student.socket.close();

    const port = Number(new URL(first.url).port);
    const second = await startAppProcess(env, { port });
    processes.push(second);
    expect(second.url).toBe(first.url);

    // Every acknowledged answer is stored, and no student twice (the teacher's cookie, kept
    // in the database, still works after the crash).
    const listed = await client.get(`/api/questions/${questionId}/responses`);
    expect(listed.status).toBe(200);
    const stored = (listed.json.responses as Array<{ studentId: string; answer: string }>).map((r) => r.studentId);
    expect(new Set(stored).size).toBe(stored.length);
    const storedSet = new Set(stored);
    expect([...acked].filter((id) => !storedSet.has(id))).toEqual([]);

    // Resynchronisation, as the web client does it: reconnect, rejoin with the token, read the
    // snapshot; an answer that is not in it was never acknowledged and can be sent again.
    // Every acknowledged student, and as many of the others.
    const unacked = students.filter((s) => !acked.has(s.id));
    const returning = [...students.filter((s) => acked.has(s.id)), ...unacked.slice(0, acked.size)];
    const outcomes = await mapLimit(returning, 25, async (student) => {
      const socket = await openSocket(second.url);
      sockets.push(socket);
      const snapshot = await request<any>(socket, 'join-session', {
        sessionCode: session.code,
        userType: 'student',
        userId: student.id,
        token: student.token,
      });
      if (!snapshot.ok) return `join refused: ${snapshot.error}`;
      if (snapshot.data.current?.question.id !== questionId) return 'question not active after restart';
      const own = snapshot.data.current.response;
      if (own) {
        socket.close();
        return own.answer === '0' && own.studentId === student.id ? 'had it' : `wrong answer ${JSON.stringify(own)}`;
      }
      if (acked.has(student.id)) return 'acknowledged answer missing from the snapshot';
      const again = await request(socket, 'submit-answer', { questionId, studentId: student.id, studentName: 'x', answer: '0' });
      socket.close();
      return again.ok ? 'answered again' : `resubmit refused: ${again.error}`;
    });
    const problems = outcomes.filter((o) => o !== 'had it' && o !== 'answered again');
    expect(problems).toEqual([]);
    expect(outcomes.filter((o) => o === 'had it').length).toBe(returning.filter((s) => storedSet.has(s.id)).length);

    const final = await client.get(`/api/questions/${questionId}/responses`);
    const finalIds = (final.json.responses as Array<{ studentId: string }>).map((r) => r.studentId);
    expect(new Set(finalIds).size).toBe(finalIds.length);
    const finalSet = new Set(finalIds);
    expect(returning.filter((s) => !finalSet.has(s.id))).toEqual([]);
  });
});
