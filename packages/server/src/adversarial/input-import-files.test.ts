/**
 * Question files that are not what the import expects (decision 011): UTF-16 with or without
 * a byte-order mark, nesting millions of levels deep, 10,000 questions, and keys aimed at the
 * prototype. The size limit at exactly 5 MB and one byte over, a UTF-8 byte-order mark, binary
 * and Latin-1 content are tested in http/question-routes.files.test.ts.
 */
import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { cookieHeader } from '../testing/live-harness';
import { registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';
import { call, fileBody } from './support/http';

const question = (title: string) => ({ title, content: 'Énoncé', type: 'open_ended', timeLimit: 60, proposition: 'Réponse' });
const NOT_JSON = { error: 'Veuillez sélectionner un fichier JSON', code: 'invalid-file' };

describe.each(testDatabases)('unusual question files on $name', (target) => {
  let server: TestApp;
  let client: HttpClient;

  beforeAll(async () => {
    server = await startTestApp(await target.open());
    ({ client } = await registeredTeacher(server.url));
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
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

  it('imports 10,000 questions in one go, in order, and the session still lists and exports them', async () => {
    const session = await newSession();
    const file = JSON.stringify({ questions: Array.from({ length: 10_000 }, (_, i) => question(`Question n° ${i + 1}`)) });
    const response = await upload(session.id, file);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, imported: 10_000, total: 10_000, errors: [] });
    const positions = await selectRows<{ min: number; max: number; distinct: number }>(
      server.database.db,
      sql`select min(position)::int as min, max(position)::int as max, count(distinct position)::int as distinct from questions where session_id = ${session.id}`,
    );
    expect(positions[0]).toEqual({ min: 0, max: 9_999, distinct: 10_000 });
    const listed = (await client.get(`/api/questions/session/${session.id}`)).json.questions as Array<{ title: string }>;
    expect(listed).toHaveLength(10_000);
    expect([listed[0]!.title, listed[9_999]!.title]).toEqual(['Question n° 1', 'Question n° 10000']);
    const exported = await call(server.url, 'GET', `/api/questions/export/${session.id}`, { headers: cookieHeader(client) });
    expect((exported.json as { questions: unknown[] }).questions).toHaveLength(10_000);
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
