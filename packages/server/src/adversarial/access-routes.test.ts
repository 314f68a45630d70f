/**
 * Access control over the whole HTTP API, table-driven from the routes the real app
 * registers (support/app-routes.ts): every route that support/route-table.ts does not name
 * as public or a student's is a teacher route, and must answer 401 without the login cookie,
 * 401 or 403 with only a student's token, and a 404 that says nothing for another teacher;
 * the database is compared before and after. A teacher route added later is in the list
 * without anyone adding it, so a missing check fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { cookieHeader } from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { fillPath, recordingRoutes, routeKey, type AppRoute } from './support/app-routes';
import { databaseSnapshot } from './support/db-snapshot';
import { call, isErrorBody } from './support/http';
import { OWN_ACCOUNT_ROUTES, PUBLIC_ROUTES, STUDENT_ROUTES, isTeacherRoute, validRequest } from './support/route-table';
import { buildWorld, classroom, paramsOf, type World } from './support/world';

/** Words of the owner's data that a refusal must never echo. */
const PRIVATE_WORDS = /Séance privée|Propriétaire|Élève Témoin|Capitale|Photosynthèse/;

describe.each(testDatabases)('who may call each route on $name', (target) => {
  let server: TestApp;
  let routes: AppRoute[];
  let world: World;

  beforeAll(async () => {
    const database = await target.open();
    ({ started: server, routes } = await recordingRoutes(() => startTestApp(database)));
    world = await buildWorld(server);
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  const teacherRoutes = () => routes.filter(isTeacherRoute);
  const pathOf = (route: AppRoute) => fillPath(route.url, paramsOf(world));

  it('reads the real route list, and every route the table names exists', () => {
    const keys = routes.map(routeKey);
    expect(keys.length).toBeGreaterThan(25);
    for (const key of [...Object.keys(PUBLIC_ROUTES), ...Object.keys(STUDENT_ROUTES), ...Object.keys(OWN_ACCOUNT_ROUTES)]) {
      expect(keys, `${key} is named in route-table.ts but the app has no such route`).toContain(key);
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
