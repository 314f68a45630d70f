/**
 * Access control over the whole API, table-driven from what the real app registers: its HTTP
 * routes (support/app-routes.ts) and the socket events a real server-side socket listens to.
 * Every route or event that support/route-table.ts or support/event-table.ts does not name as
 * public or a student's is a teacher's, and must be refused without the login cookie, with
 * only a student's token, and for another teacher (a 404 that says nothing), the database
 * compared before and after. A teacher route or event added later is in the lists without
 * anyone adding it, so a missing check fails here. Also: the handshake from a foreign page
 * carrying the teacher's cookie, and ids of two sessions mixed in one event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { cookieHeader, openSocket, type ClientSocket } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { fillPath, recordingRoutes, routeKey, type AppRoute } from './support/app-routes';
import { databaseSnapshot } from './support/db-snapshot';
import { PUBLIC_EVENTS, STUDENT_EVENTS, isTeacherEvent, validPayload } from './support/event-table';
import { call, isErrorBody, jsonBody } from './support/http';
import { ERASING_ROUTES, OWN_ACCOUNT_ROUTES, PUBLIC_ROUTES, STUDENT_ROUTES, isTeacherRoute, validRequest } from './support/route-table';
import { ackOf as request } from './support/sockets';
import { buildWorld, classroom, paramsOf, type World } from './support/world';

/** Words of the owner's data that a refusal must never echo. */
const PRIVATE_WORDS = /Séance privée|Propriétaire|Élève Témoin|Capitale|Photosynthèse/;

describe.each(testDatabases)('who may call each route and send each event on $name', (target) => {
  let server: TestApp;
  let routes: AppRoute[];
  let events: string[];
  let world: World;
  const sockets: ClientSocket[] = [];

  async function connect(headers: Record<string, string> = {}) {
    const socket = await openSocket(server.url, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    const database = await target.open();
    ({ started: server, routes } = await recordingRoutes(() => startTestApp(database)));
    world = await buildWorld(server);
    const probe = await connect();
    events = server.io.of('/').sockets.get(probe.id!)!.eventNames().map(String);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  describe('HTTP routes', () => {
    const teacherRoutes = () => routes.filter(isTeacherRoute);
    const pathOf = (route: AppRoute) => fillPath(route.url, paramsOf(world));

    it('reads the real route list, and every route the table names exists', () => {
      const keys = routes.map(routeKey);
      expect(keys.length).toBeGreaterThan(25);
      for (const key of [...Object.keys(PUBLIC_ROUTES), ...Object.keys(STUDENT_ROUTES), ...Object.keys(OWN_ACCOUNT_ROUTES)]) {
        expect(keys, `${key} is named in route-table.ts but the app has no such route`).toContain(key);
      }
      for (const key of Object.keys(ERASING_ROUTES)) {
        const route = routes.find((r) => routeKey(r) === key);
        expect(route && isTeacherRoute(route) && !(key in OWN_ACCOUNT_ROUTES), `${key} must be a teacher route of the session's owner`).toBe(true);
      }
      // The table is not allowed to make most of the API public.
      expect(teacherRoutes().length).toBeGreaterThan(20);
    });

    it('refuses every teacher route without a cookie, with a student’s token, and for another teacher, changing nothing', async () => {
      const before = await databaseSnapshot(server.database.db);
      const failures: string[] = [];
      const fail = (route: AppRoute, who: string, response: { status: number; text: string }) =>
        failures.push(`${routeKey(route)} ${who}: ${response.status} ${response.text.slice(0, 200)}`);

      for (const route of teacherRoutes()) {
        const path = pathOf(route);
        const anonymous = await call(server.url, route.method, path, validRequest(route, world, {}));
        if (anonymous.status !== 401 || (anonymous.json as { code?: string })?.code !== 'unauthenticated' || !isErrorBody(anonymous.json)) {
          fail(route, 'without a cookie', anonymous);
        }

        const student = await call(server.url, route.method, path, validRequest(route, world, { 'x-student-token': world.student.token }));
        if (![401, 403].includes(student.status) || !isErrorBody(student.json)) fail(route, 'with a student token', student);

        if (routeKey(route) in OWN_ACCOUNT_ROUTES) continue;
        const intruder = await call(server.url, route.method, path, validRequest(route, world, cookieHeader(world.other.client)));
        const code = (intruder.json as { code?: string } | null)?.code ?? '';
        if (intruder.status !== 404 || !code.endsWith('not-found') || PRIVATE_WORDS.test(intruder.text)) {
          fail(route, 'as another teacher', intruder);
        }
      }
      expect(failures).toEqual([]);
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });

    it('refuses a student’s routes without their token, with a wrong one and to another teacher, changing nothing', async () => {
      const before = await databaseSnapshot(server.database.db);
      const failures: string[] = [];
      for (const key of Object.keys(STUDENT_ROUTES)) {
        const route = routes.find((r) => routeKey(r) === key)!;
        const path = pathOf(route);
        for (const [who, headers] of [
          ['without a token', {}],
          ['with a forged token', { 'x-student-token': 'a'.repeat(43) }],
          ['with an oversized token', { 'x-student-token': 'a'.repeat(5_000) }],
        ] as const) {
          const response = await call(server.url, route.method, path, validRequest(route, world, headers));
          if (response.status !== 401 || (response.json as { code?: string })?.code !== 'student-unauthenticated') {
            failures.push(`${key} ${who}: ${response.status} ${response.text.slice(0, 200)}`);
          }
        }
        const intruder = await call(server.url, route.method, path, validRequest(route, world, cookieHeader(world.other.client)));
        if (![401, 404].includes(intruder.status) || PRIVATE_WORDS.test(intruder.text)) {
          failures.push(`${key} as another teacher: ${intruder.status} ${intruder.text.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });

    it('lets the owning teacher through every teacher route, so the refusals above are about who asks', async () => {
      const failures: string[] = [];
      for (const route of teacherRoutes()) {
        // A route that changes something gets a classroom of its own, so each one starts alike.
        const room = route.method === 'GET' ? world : { ...(await classroom(server, world.owner, 'Séance jetable')), owner: world.owner };
        const path = fillPath(route.url, paramsOf(room));
        const response = await call(server.url, route.method, path, validRequest(route, room, cookieHeader(world.owner.client)));
        // 409: the route was reached and refused the move itself (deleting a running session…).
        if (!(response.status < 300 || response.status === 409)) {
          failures.push(`${routeKey(route)}: ${response.status} ${response.text.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('reusing questions (decision 141)', () => {
    it('never shows a teacher another teacher’s questions in their bank, whatever they search', async () => {
      for (const query of ['', '?search=capitale', '?search=photosynthese', '?type=open_ended', '?limit=50']) {
        const response = await call(server.url, 'GET', `/api/questions/bank${query}`, { headers: cookieHeader(world.other.client) });
        expect(response.status, query).toBe(200);
        expect(response.json, query).toEqual({ success: true, questions: [], total: 0 });
      }
    });

    it('refuses copying another teacher’s question into one’s own session, and one’s own into theirs, changing nothing', async () => {
      const intruderSession = await world.other.client.post('/api/sessions', { name: 'Séance de l’intrus' });
      const intruderSessionId = intruderSession.json.session.id as string;
      const before = await databaseSnapshot(server.database.db);
      // The intruder takes the owner's question into their own session…
      const theirs = await call(server.url, 'POST', `/api/questions/${world.openQuestionId}/copy`, jsonBody({ sessionId: intruderSessionId }, cookieHeader(world.other.client)));
      expect({ status: theirs.status, json: theirs.json }).toEqual({ status: 404, json: { error: 'Question non trouvée', code: 'question-not-found' } });
      // …and the owner cannot put their question into the intruder's session either.
      const mine = await call(server.url, 'POST', `/api/questions/${world.openQuestionId}/copy`, jsonBody({ sessionId: intruderSessionId }, cookieHeader(world.owner.client)));
      expect({ status: mine.status, json: mine.json }).toEqual({ status: 404, json: { error: 'Session non trouvée', code: 'session-not-found' } });
      expect(await databaseSnapshot(server.database.db)).toEqual(before);
    });
  });

  describe('socket events', () => {
    const teacherEvents = () => events.filter(isTeacherEvent);

    it('reads the real event list, and every event the table names exists', () => {
      for (const event of [...Object.keys(PUBLIC_EVENTS), ...Object.keys(STUDENT_EVENTS)]) expect(events).toContain(event);
      expect(teacherEvents().length).toBeGreaterThanOrEqual(3);
    });

    it('refuses every teacher event, and joining as a teacher, without the cookie, as a student and for another teacher, changing nothing', async () => {
      await server.evaluation.queue.idle();
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
});
