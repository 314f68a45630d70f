/**
 * Writes carried by the teacher's cookie from a page that is not the app's own: another port
 * of the same host is the same *site*, so the SameSite=Lax cookie goes along; the Origin check
 * refuses them with a French 403 and nothing changes. `text/plain` and forms, which a page can
 * send without a preflight, are 415 even from the app's own origin. e2e/cross-origin.test.ts
 * does the same from a real browser page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { cookieHeader } from '../testing/live-harness';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { databaseSnapshot } from './support/db-snapshot';
import { call, fileBody, jsonBody } from './support/http';

const CROSS_ORIGIN = { error: 'Requête refusée : elle ne vient pas de l’application. Rechargez la page et réessayez.', code: 'cross-origin' };

describe.each(testDatabases)('cookie-carrying writes from another origin on $name', (target) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp(await target.open(), { allowedOrigins: ['https://ent.ecole.fr'] });
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('refuses them whatever the method or body, changing nothing, and accepts the app’s own and the allowed origins', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = (await client.post('/api/sessions', { name: 'Séance visée' })).json.session as { id: string };
    const cookie = cookieHeader(client).cookie!;
    const otherPort = `http://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
    const origins: Array<[string, Record<string, string>]> = [
      ['another port of the same host', { origin: otherPort }],
      ['the same host and port over another scheme', { origin: server.url.replace('http:', 'https:') }],
      ['another site', { origin: 'https://evil.example' }],
      ['a privacy-stripped page (Origin: null)', { origin: 'null' }],
      ['no Origin, a Referer from another port', { referer: `${otherPort}/attaque.html` }],
      ['neither Origin nor Referer', {}],
    ];
    const before = await databaseSnapshot(server.database.db);
    for (const [label, headers] of origins) {
      const writes = [
        ['POST', '/api/sessions', jsonBody({ name: 'Intruse' }, { cookie, ...headers })],
        ['PATCH', `/api/sessions/${session.id}/status`, jsonBody({ status: 'active' }, { cookie, ...headers })],
        ['DELETE', `/api/sessions/${session.id}`, { headers: { cookie, ...headers } }],
        ['POST', `/api/questions/import/${session.id}`, fileBody(JSON.stringify([{ title: 'Q', content: 'x', type: 'open_ended', timeLimit: 60, proposition: 'y' }]), { cookie, ...headers })],
        ['POST', '/api/auth/teacher/logout', { headers: { cookie, ...headers } }],
      ] as const;
      for (const [method, path, request] of writes) {
        const response = await call(server.url, method, path, request);
        expect({ status: response.status, json: response.json }, `${label}: ${method} ${path}`).toEqual({ status: 403, json: CROSS_ORIGIN });
      }
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    // The login survived the attempted logouts.
    expect((await client.get('/api/auth/teacher/me')).status).toBe(200);

    const legitimate: Array<Record<string, string>> = [{ origin: server.url }, { referer: `${server.url}/session/${session.id}` }, { origin: 'https://ent.ecole.fr' }];
    for (const headers of legitimate) {
      const created = await call(server.url, 'POST', '/api/sessions', jsonBody({ name: 'Légitime' }, { cookie, ...headers }));
      expect(created.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('answers 415 to text/plain and form bodies even from the app’s own origin, and reads no-cookie writes as before', async () => {
    const { client } = await registeredTeacher(server.url);
    const own = cookieHeader(client);
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const logout = await call(server.url, 'POST', '/api/auth/teacher/logout', { headers: { ...own, 'content-type': type }, body: '{}' });
      expect(logout.status, type).toBe(415);
    }
    expect((await client.get('/api/auth/teacher/me')).status).toBe(200);
    // A write without the cookie carries no ambient authority: no Origin needed (spec clients, phones' REST joins).
    const session = (await client.post('/api/sessions', { name: 'Ouverte' })).json.session as { code: string };
    const joined = await call(server.url, 'POST', '/api/sessions/join', jsonBody({ code: session.code, studentName: 'Sans origine' }));
    expect(joined.status).toBe(200);
  });
});
