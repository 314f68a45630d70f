/**
 * Access control over socket.io, table-driven from the handlers a real server-side socket
 * registers (support/event-table.ts): every event not named public or a student's is a
 * teacher event and must be refused without the login cookie, from a student's socket and
 * for another teacher, the database unchanged. Also: the handshake from a foreign page
 * carrying the teacher's cookie, and ids of two sessions mixed in one event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { cookieHeader, openSocket, type ClientSocket } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { databaseSnapshot } from './support/db-snapshot';
import { ackOf as request } from './support/sockets';
import { PUBLIC_EVENTS, STUDENT_EVENTS, isTeacherEvent, validPayload } from './support/event-table';
import { buildWorld, classroom, type World } from './support/world';

describe.each(testDatabases)('who may send each socket event on $name', (target) => {
  let server: TestApp;
  let world: World;
  let events: string[];
  const sockets: ClientSocket[] = [];

  async function connect(headers: Record<string, string> = {}) {
    const socket = await openSocket(server.url, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    server = await startTestApp(await target.open());
    world = await buildWorld(server);
    const probe = await connect();
    events = server.io.of('/').sockets.get(probe.id!)!.eventNames().map(String);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  const teacherEvents = () => events.filter(isTeacherEvent);

  it('reads the real event list, and every event the table names exists', () => {
    for (const event of [...Object.keys(PUBLIC_EVENTS), ...Object.keys(STUDENT_EVENTS)]) expect(events).toContain(event);
    expect(teacherEvents().length).toBeGreaterThanOrEqual(3);
  });

  it('refuses every teacher event, and joining as a teacher, without the cookie, as a student and for another teacher, changing nothing', async () => {
    const before = await databaseSnapshot(server.database.db);
    const anonymous = await connect();
    const student = await connect();
    const joined = await request(student, 'join-session', {
      sessionCode: world.sessionCode,
      userType: 'student',
      userId: world.student.id,
      token: world.student.token,
    });
    expect(joined.ok).toBe(true);
    const intruder = await connect(cookieHeader(world.other.client));
    const heardByIntruder: string[] = [];
    intruder.onAny((event) => heardByIntruder.push(event));

    const failures: string[] = [];
    for (const event of [...teacherEvents(), 'join-session']) {
      const payload = validPayload(event, world);
      for (const [who, socket, expected] of [
        ['without a cookie', anonymous, /^unauthenticated$/],
        ['from a student’s socket', student, /^unauthenticated$/],
        ['as another teacher', intruder, /not-found$/],
      ] as const) {
        const ack = await request(socket, event, payload);
        if (ack.ok || !expected.test(ack.code) || /Séance privée|Propriétaire/.test(JSON.stringify(ack))) {
          failures.push(`${event} ${who}: ${JSON.stringify(ack).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The intruder was let into none of the session's rooms.
    expect(heardByIntruder).toEqual([]);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it('lets the owning teacher send every teacher event, so the refusals above are about who sends', async () => {
    const owner = await connect(cookieHeader(world.owner.client));
    const failures: string[] = [];
    for (const event of [...teacherEvents(), 'join-session']) {
      const room = await classroom(server, world.owner, 'Séance jetable');
      const ack = await request(owner, event, validPayload(event, room));
      // A refusal of the move itself (starting a running session) still means the event was reached.
      if (!ack.ok && /unauthenticated|not-found|invalid-body/.test(ack.code)) failures.push(`${event}: ${JSON.stringify(ack)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses activating a question through another of the teacher’s sessions, changing nothing', async () => {
    const first = await classroom(server, world.owner, 'Séance A');
    const second = await classroom(server, world.owner, 'Séance B');
    const owner = await connect(cookieHeader(world.owner.client));
    const before = await databaseSnapshot(server.database.db);
    const ack = await request(owner, 'activate-question', { sessionId: first.sessionId, questionId: second.choiceQuestionId });
    expect(ack).toMatchObject({ ok: false, code: 'question-not-found', error: 'Question non trouvée' });
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it('refuses a handshake from a foreign page carrying the teacher’s cookie, however the origin is disguised', async () => {
    const { host, port } = new URL(server.url);
    const cookie = cookieHeader(world.owner.client);
    for (const origin of [
      'https://pirate.example',
      'null',
      `http://${host}.pirate.example`,
      `http://${host}@pirate.example`,
      `http://pirate.example/${host}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      'not a url',
    ]) {
      await expect(openSocket(server.url, { ...cookie, origin }), origin).rejects.toThrow();
    }
    // The app's own page is let in, and is the teacher.
    const own = await connect({ ...cookie, origin: server.url });
    expect(await request(own, 'join-session', validPayload('join-session', world))).toMatchObject({ ok: true });
  });
});
