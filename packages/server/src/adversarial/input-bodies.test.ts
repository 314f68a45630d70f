/**
 * Bad input on every write route the real app registers (support/app-routes.ts): malformed
 * JSON, wrong content types, oversized bodies, random JSON values (fast-check), random path
 * parameters, and prototype-pollution keys in bodies and query strings. Each gets a 4xx with
 * a French `{ error, code }`, never a 5xx, and the server keeps answering. Requests carry the
 * owner's cookie and the student's token, so that they get past authentication and reach the
 * validation behind it. Then question files that are not what the import expects: UTF-16,
 * nesting millions of levels deep, 500 questions and one more, keys aimed at the prototype.
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_QUESTIONS } from '@ciar/shared/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { cookieHeader } from '../testing/live-harness';
import { startTestApp, type HttpClient, type TestApp } from '../testing/test-app';
import { fillPath, recordingRoutes, routeKey, type AppRoute } from './support/app-routes';
import { call, fileBody, isErrorBody, looksFrench, type RawResponse } from './support/http';
import { buildWorld, paramsOf, type World } from './support/world';

const question = (title: string) => ({ title, content: 'Énoncé', type: 'open_ended', timeLimit: 60, proposition: 'Réponse' });
const NOT_JSON = { error: 'Veuillez sélectionner un fichier JSON ou GIFT', code: 'invalid-file' };

const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** Nothing was added to the prototype every object inherits from. */
function expectPrototypeClean() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE_KEYS);
  const probe: Record<string, unknown> = {};
  for (const key of ['polluted', 'isAdmin', 'teacherId', 'status']) expect(probe[key], key).toBeUndefined();
}

/** The error contract: a 4xx, `{ error, code }`, the error in French and nothing technical. */
function expectCleanRefusal(response: RawResponse, label: string) {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
  expect(isErrorBody(response.json), `${label}: ${response.text.slice(0, 200)}`).toBe(true);
  expect(looksFrench((response.json as { error: string }).error), `${label}: ${response.text.slice(0, 200)}`).toBe(true);
}

/** Anything but a 5xx; a refusal keeps the contract. */
function expectNoServerError(response: RawResponse, label: string) {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) expectCleanRefusal(response, label);
}

describe.each(testDatabases)('bad bodies and parameters on every route on $name', (target) => {
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
  afterEach(async () => {
    expectPrototypeClean();
    // The process is alive and its database reachable.
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });

  /** Logging out would end the owner's session for the next requests: it is sent without the cookie. */
  const credentials = (route: AppRoute): Record<string, string> =>
    routeKey(route) === 'POST /api/auth/teacher/logout'
      ? { 'x-student-token': world.student.token }
      : { ...cookieHeader(world.owner.client), 'x-student-token': world.student.token };
  const writeRoutes = () => routes.filter((route) => route.method !== 'GET');
  const pathOf = (route: AppRoute) => fillPath(route.url, paramsOf(world));

  it('answers malformed JSON with a French 400 on every write route', async () => {
    expect(writeRoutes().length).toBeGreaterThan(15);
    for (const route of writeRoutes()) {
      for (const body of ['{"name": ', '{name: "x"}', "{'a': 1}", '[1, 2', '{"a":1}}', 'nul', '\u0000', '{"a":"\\uZZZZ"}']) {
        const response = await call(server.url, route.method, pathOf(route), { headers: { ...credentials(route), 'content-type': 'application/json' }, body });
        expectCleanRefusal(response, `${routeKey(route)} ${JSON.stringify(body)}`);
        expect((response.json as { code: string }).code).toBe('invalid-json');
      }
    }
  });

  it('answers content types it does not read with a French 4xx, never a 5xx', async () => {
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'name=x&status=ended'],
      ['application/xml', '<session><status>ended</status></session>'],
      ['text/html', '<script>alert(1)</script>'],
      ['application/octet-stream', '\u0000\u0001\u0002'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
      ['application/json; charset=utf-16', '{"name":"x"}'],
      ['text/plain', '{"status":"ended"}'],
      ['', '{"status":"ended"}'],
    ];
    for (const route of writeRoutes()) {
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = { ...credentials(route), ...(type ? { 'content-type': type } : {}) };
        const response = await call(server.url, route.method, pathOf(route), { headers, body });
        expectNoServerError(response, `${routeKey(route)} as ${type || 'no type'}`);
        // A body it cannot read must not be taken as an empty one by a route that reads its body;
        // text/plain and forms, which any page can send without a preflight, are refused too,
        // as is multipart everywhere but the import and the picture upload, and JSON in another charset than UTF-8.
        if (/x-www-form|xml|html|octet|text\/plain|charset=utf-16/.test(type)) expect(response.status, `${routeKey(route)} ${type}`).toBe(415);
        const multipartRoute = /\/questions\/(import\/:sessionId|:id\/image)$/.test(routeKey(route));
        if (type.startsWith('multipart/') && !multipartRoute) expect(response.status, `${routeKey(route)} ${type}`).toBe(415);
      }
    }
  });

  it('refuses bodies over the size limit with a French 413 before reading them', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of writeRoutes()) {
      const response = await call(server.url, route.method, pathOf(route), { headers: { ...credentials(route), 'content-type': 'application/json' }, body: huge });
      expectCleanRefusal(response, routeKey(route));
      expect(response.status, routeKey(route)).toBe(413);
    }
  });

  it('refuses __proto__ and constructor.prototype keys in bodies, at any depth, on every write route', async () => {
    const poisons = [
      '{"__proto__": {"polluted": true}}',
      '{"name": "x", "__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"questions": [{"options": [{"__proto__": {"polluted": true}}]}]}',
      '[{"a": {"b": {"constructor": {"prototype": {"teacherId": "x"}}}}}]',
      '{"\\u005f_proto__": {"polluted": true}}',
    ];
    for (const route of writeRoutes()) {
      for (const body of poisons) {
        const response = await call(server.url, route.method, pathOf(route), { headers: { ...credentials(route), 'content-type': 'application/json' }, body });
        expectCleanRefusal(response, `${routeKey(route)} ${body}`);
      }
    }
    // Query strings are parsed too, on every route.
    for (const route of routes) {
      const query = '?__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__.isAdmin=1';
      const response = await call(server.url, route.method, `${pathOf(route)}${query}`, { headers: credentials(route) });
      expectNoServerError(response, `${routeKey(route)} query`);
    }
  });

  it('never answers a random JSON body with a 5xx (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes()), fc.jsonValue({ maxDepth: 4 }), async (route, value) => {
        const response = await call(server.url, route.method, pathOf(route), {
          headers: { ...credentials(route), 'content-type': 'application/json' },
          body: JSON.stringify(value),
        });
        expectNoServerError(response, `${routeKey(route)} ${JSON.stringify(value).slice(0, 100)}`);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers random bodies shaped like the real ones with a 5xx (fast-check)', async () => {
    // Right keys, wrong values: what reaches the domain code when only the types are wrong.
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', world.sessionId, world.student.id));
    const shaped = fc.record(
      {
        name: anything, email: anything, password: anything, status: anything, isAutonomous: anything, disableTimer: anything,
        sessionId: anything, title: anything, content: anything, type: anything, timeLimit: anything, options: anything,
        correctAnswer: anything, ratingScale: anything, proposition: anything, studentId: anything, studentName: anything,
        answer: anything, code: anything, token: anything, score: anything, sessionsIncrement: anything,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes()), shaped, async (route, value) => {
        const response = await call(server.url, route.method, pathOf(route), {
          headers: { ...credentials(route), 'content-type': 'application/json' },
          body: JSON.stringify(value),
        });
        expectNoServerError(response, `${routeKey(route)} ${JSON.stringify(value).slice(0, 200)}`);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers random path parameters with a 5xx, on every route (fast-check)', async () => {
    const param = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('%00', '..', '../..', "1' or '1'='1", '00000000-0000-0000-0000-000000000000', 'x'.repeat(300), '%E9', '%', '\u202Eevil', '__proto__', 'constructor'),
      fc.uuid(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), param, async (route, value) => {
        // Raw: some values are on purpose not valid percent-encoding.
        const path = route.url.replace(/:(\w+)/g, () => (/^%|^\.\.$/.test(value) ? value : encodeURIComponent(value)));
        const response = await call(server.url, route.method, path, {
          headers: { ...credentials(route), 'content-type': 'application/json' },
          body: route.method === 'GET' ? undefined : '{}',
        });
        expectNoServerError(response, `${routeKey(route)} ${JSON.stringify(value)}`);
      }),
      { numRuns: 150 },
    );
  });

  describe('unusual question files (decision 011; size limits, a UTF-8 byte-order mark, binary and Latin-1 in http/question-routes.files.test.ts)', () => {
    let client: HttpClient;
    beforeAll(() => {
      client = world.owner.client;
    });

    async function newSession() {
      return (await client.post('/api/sessions', { name: 'Séance' })).json.session as { id: string };
    }
    const upload = (sessionId: string, content: string | Uint8Array) =>
      call(server.url, 'POST', `/api/questions/import/${sessionId}`, fileBody(content, cookieHeader(client)));
    async function countQuestions(sessionId: string) {
      const [row] = await selectRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from questions where session_id = ${sessionId}`);
      return Number(row!.n);
    }

    it('refuses UTF-16 files, with or without a byte-order mark, as not JSON (UTF-8 only), storing nothing', async () => {
      const session = await newSession();
      const json = JSON.stringify({ questions: [question('En UTF-16')] });
      const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]);
      const bigEndian = Buffer.from(littleEndian).swap16();
      for (const [label, bytes] of [['UTF-16 LE with BOM', littleEndian], ['UTF-16 BE with BOM', bigEndian], ['UTF-16 LE without BOM', Buffer.from(json, 'utf16le')]] as const) {
        const response = await upload(session.id, bytes);
        expect({ label, status: response.status, json: response.json }).toEqual({ label, status: 400, json: NOT_JSON });
      }
      expect(await countQuestions(session.id)).toBe(0);
    });

    it('reads files nested millions of levels deep without falling over, and reports the question', async () => {
      const session = await newSession();
      // Arrays two million deep: the parser copes, and an array is not a question.
      const depth = 2_000_000;
      const deepList = `{"questions":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
      expect(Buffer.byteLength(deepList)).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
      const list = await upload(session.id, deepList);
      expect(list.status).toBe(400);
      expect(list.json).toMatchObject({ success: false, code: 'import-failed', errors: ['Question 1 : une question doit être un objet JSON'] });

      // Half a million objects deep inside a field: the field's rule answers, naming it.
      const deepField = `{"questions":[{"title":${'{"a":'.repeat(500_000)}1${'}'.repeat(500_000)},"content":"C","type":"open_ended","timeLimit":60}]}`;
      const field = await upload(session.id, deepField);
      expect(field.status).toBe(400);
      expect((field.json as { errors: string[] }).errors[0]).toMatch(/^Question 1 : Le titre : une chaîne de caractères est attendue/);
      expect(await countQuestions(session.id)).toBe(0);
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    });

    it('imports 500 questions in one go, in order, and the session still lists and exports them; one more is refused whole', async () => {
      const session = await newSession();
      const tooMany = JSON.stringify({ questions: Array.from({ length: IMPORT_MAX_QUESTIONS + 1 }, (_, i) => question(`Question n° ${i + 1}`)) });
      expect((await upload(session.id, tooMany)).json).toMatchObject({ code: 'too-many-questions' });
      expect(await countQuestions(session.id)).toBe(0);
      const file = JSON.stringify({ questions: Array.from({ length: IMPORT_MAX_QUESTIONS }, (_, i) => question(`Question n° ${i + 1}`)) });
      const response = await upload(session.id, file);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, imported: 500, total: 500, errors: [] });
      const positions = await selectRows<{ min: number; max: number; distinct: number }>(
        server.database.db,
        sql`select min(position)::int as min, max(position)::int as max, count(distinct position)::int as distinct from questions where session_id = ${session.id}`,
      );
      expect(positions[0]).toEqual({ min: 0, max: 499, distinct: 500 });
      const listed = (await client.get(`/api/questions/session/${session.id}`)).json.questions as Array<{ title: string }>;
      expect(listed).toHaveLength(500);
      expect([listed[0]!.title, listed[499]!.title]).toEqual(['Question n° 1', 'Question n° 500']);
      const exported = await call(server.url, 'GET', `/api/questions/export/${session.id}`, { headers: cookieHeader(client) });
      expect((exported.json as { questions: unknown[] }).questions).toHaveLength(500);
    });

    it('never lets __proto__ or constructor keys of a file reach a prototype: a question carrying one is reported, the wrapper’s is ignored', async () => {
      const session = await newSession();
      const entry = JSON.stringify(question('Empoisonnée')).slice(1, -1);
      const cases: Array<[string, string, RegExp | null]> = [
        ['on a question', `[{"__proto__":{"polluted":true},${entry}}]`, /^Question 1 : Clé non reconnue : "__proto__"$/],
        ['as constructor.prototype', `[{"constructor":{"prototype":{"polluted":true}},${entry}}]`, /^Question 1 : Clé non reconnue : "constructor"$/],
        ['on an option', '[{"title":"Choix","content":"C","type":"multiple_choice","timeLimit":60,"options":[{"text":"a","__proto__":{"polluted":true}},{"text":"b"}]}]', /__proto__/],
        ['on the rating scale', '[{"title":"Note","content":"C","type":"rating","timeLimit":60,"ratingScale":{"min":1,"max":5,"__proto__":{"max":99}}}]', /__proto__/],
      ];
      for (const [label, file, error] of cases) {
        const response = await upload(session.id, file);
        expect(response.status, label).toBe(400);
        expect((response.json as { errors: string[] }).errors[0], label).toMatch(error!);
      }
      // On the wrapper, it is one more top-level key, and those are ignored.
      const wrapped = await upload(session.id, `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"questions":[{${entry}}]}`);
      expect(wrapped.json).toMatchObject({ success: true, imported: 1 });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
      expect(await countQuestions(session.id)).toBe(1);
    });
  });
});
