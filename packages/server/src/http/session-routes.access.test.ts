/**
 * Every teacher route of sessions and questions, driven from one table: without the cookie a
 * 401, for another teacher a 404 that says nothing about the target, and the target unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { httpClient, registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';

interface Target {
  sessionId: string;
  questionId: string;
  teacherId: string;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (t: Target) => string;
  body?: unknown;
  /** The 404's code for another teacher. */
  notFound: 'session-not-found' | 'question-not-found' | 'not-found';
}

const question = { title: 'Q', content: 'C', type: 'open_ended', timeLimit: 60, proposition: '' };

const ROUTES: RouteCase[] = [
  { method: 'GET', path: (t) => `/api/sessions/teacher/${t.teacherId}`, notFound: 'not-found' },
  { method: 'GET', path: (t) => `/api/sessions/${t.sessionId}`, notFound: 'session-not-found' },
  { method: 'PATCH', path: (t) => `/api/sessions/${t.sessionId}/status`, body: { status: 'active' }, notFound: 'session-not-found' },
  { method: 'PATCH', path: (t) => `/api/sessions/${t.sessionId}/autonomous`, body: { isAutonomous: true }, notFound: 'session-not-found' },
  { method: 'PATCH', path: (t) => `/api/sessions/${t.sessionId}/timer`, body: { disableTimer: true }, notFound: 'session-not-found' },
  { method: 'DELETE', path: (t) => `/api/sessions/${t.sessionId}`, notFound: 'session-not-found' },
  { method: 'POST', path: () => '/api/questions', body: 'with-session', notFound: 'session-not-found' },
  { method: 'GET', path: (t) => `/api/questions/${t.questionId}`, notFound: 'question-not-found' },
  { method: 'PATCH', path: (t) => `/api/questions/${t.questionId}`, body: question, notFound: 'question-not-found' },
  { method: 'PATCH', path: (t) => `/api/questions/${t.questionId}/activate`, notFound: 'question-not-found' },
  { method: 'DELETE', path: (t) => `/api/questions/${t.questionId}`, notFound: 'question-not-found' },
  { method: 'GET', path: (t) => `/api/questions/session/${t.sessionId}`, notFound: 'session-not-found' },
  { method: 'PATCH', path: (t) => `/api/questions/session/${t.sessionId}/deactivate-all`, notFound: 'session-not-found' },
  { method: 'GET', path: (t) => `/api/questions/export/${t.sessionId}`, notFound: 'session-not-found' },
];

function send(client: HttpClient, route: RouteCase, target: Target) {
  const body = route.body === 'with-session' ? { ...question, sessionId: target.sessionId } : route.body;
  return client.request(route.method, route.path(target), body);
}

describe.each(testDatabases)('who may reach sessions and questions on $name', (target) => {
  let server: TestApp;
  let owner: Awaited<ReturnType<typeof registeredTeacher>>;
  let other: Awaited<ReturnType<typeof registeredTeacher>>;
  let own: Target;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
    owner = await registeredTeacher(server.url, 'Propriétaire');
    other = await registeredTeacher(server.url, 'Intrus');
    const session = (await owner.client.post('/api/sessions', { name: 'Séance privée' })).json.session;
    const created = (await owner.client.post('/api/questions', { ...question, title: 'Question privée', sessionId: session.id })).json.question;
    own = { sessionId: session.id, questionId: created.id, teacherId: owner.teacher.id };
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  async function snapshot() {
    const response = await owner.client.get(`/api/sessions/${own.sessionId}`);
    return response.json.session;
  }

  it.each(ROUTES.map((route) => [`${route.method} ${route.path({ sessionId: ':sessionId', questionId: ':id', teacherId: ':teacherId' })}`, route] as const))(
    '%s: 401 without the cookie, 404 for another teacher',
    async (_label, route) => {
      const before = await snapshot();
      const anonymous = await send(httpClient(server.url), route, own);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({ error: 'Veuillez vous connecter.', code: 'unauthenticated' });

      const intruder = await send(other.client, route, own);
      expect(intruder.status).toBe(404);
      expect(intruder.json.code).toBe(route.notFound);
      expect(intruder.text).not.toMatch(/privée|Propriétaire/);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(ROUTES.filter((route) => route.notFound !== 'not-found').map((route) => [route.method, route] as const))(
    '%s with ids that are not UUIDs: 404',
    async (_method, route) => {
      const bogus = { sessionId: 'pas-un-uuid', questionId: "1'; drop table questions; --", teacherId: own.teacherId };
      const response = await send(owner.client, route, bogus);
      expect(response.status).toBe(404);
      expect(response.json.code).toBe(route.notFound);
    },
  );

  it('lets the owner through every one of those routes', async () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET')) {
      expect((await send(owner.client, route, own)).status, route.path(own)).toBe(200);
    }
  });
});
