/**
 * HTTP below the routes: the body's charset, bytes that are not UTF-8, and what Node's parser
 * refuses on its own (a Content-Length that is not a number, a bad chunk size, headers too
 * large) answer the French `{ error, code }` contract like everything else; a body that stops
 * arriving is dropped with a French 408 within the idle time-out instead of holding the
 * connection. Raw TCP, since fetch cannot send a malformed request. Runs on PGlite only: none
 * of this reaches the database.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_IDLE_TIMEOUT_MS } from '../http/connection-limits';
import { testDatabases } from '../testing/databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import { call, isErrorBody, looksFrench } from './support/http';

/** Sends raw bytes, returns everything the server wrote until it closed, and how long that took. */
function rawExchange(port: number, chunks: Array<string | Buffer>, { waitMs = 30_000 } = {}): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${waitMs} ms; received: ${text}`));
    }, waitMs);
  });
}

function parseRaw(text: string): { status: number; json: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return { status, json: JSON.parse(body) };
}

describe('HTTP below the routes', () => {
  let server: TestApp;
  let port: number;

  beforeAll(async () => {
    server = await startTestApp(await testDatabases[0]!.open());
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('reads JSON in UTF-8 only: another charset is a French 415, bytes that are not UTF-8 a French 400, and nothing is stored', async () => {
    const join = (type: string, body: string | Uint8Array) => call(server.url, 'POST', '/api/auth/teacher/register', { headers: { 'content-type': type }, body });
    const latin1 = Buffer.from('{"name":"\xC9l\xE8ve","email":"latin@ecole.fr","password":"motdepasse"}', 'latin1');
    for (const type of ['application/json; charset=latin1', 'application/json; charset=ISO-8859-1', 'application/json;charset="windows-1252"', 'application/json; charset=utf-16']) {
      const response = await join(type, latin1);
      expect({ status: response.status, json: response.json }, type).toEqual({
        status: 415,
        json: { error: 'Type de contenu non pris en charge : envoyez du JSON encodé en UTF-8.', code: 'unsupported-charset' },
      });
    }
    const undeclared = await join('application/json', latin1);
    expect({ status: undeclared.status, json: undeclared.json }).toEqual({ status: 400, json: { error: 'Le corps de la requête n’est pas un JSON valide.', code: 'invalid-json' } });
    // UTF-8, declared or not, in any spelling, is read.
    for (const [i, type] of ['application/json; charset=utf-8', 'application/json; charset=UTF8', 'application/json; charset="utf-8"'].entries()) {
      const ok = await join(type, JSON.stringify({ name: 'Élève', email: `utf${i}@ecole.fr`, password: 'motdepasse' }));
      expect(ok.status, type).toBe(201);
      expect((ok.json as { teacher: { name: string } }).teacher.name).toBe('Élève');
    }
    const login = await call(server.url, 'POST', '/api/auth/teacher/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'latin@ecole.fr', password: 'motdepasse' }) });
    expect(login.status).toBe(401);
  });

  it('answers what the HTTP parser refuses (Content-Length, chunk size, header size) with the French contract', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['a Content-Length that is not a number', 'POST /api/sessions/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}', 400, 'bad-request'],
      ['two different Content-Lengths', 'POST /api/sessions/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', 400, 'bad-request'],
      ['a chunk size that is not hexadecimal', 'POST /api/sessions/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n', 400, 'bad-request'],
      ['headers over the limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'headers-too-large'],
    ];
    for (const [label, request, status, code] of cases) {
      const { text } = await rawExchange(port, [request]);
      const answer = parseRaw(text);
      expect(answer.status, `${label}: ${text}`).toBe(status);
      expect(isErrorBody(answer.json), label).toBe(true);
      expect((answer.json as { code: string }).code, label).toBe(code);
      expect(looksFrench((answer.json as { error: string }).error), label).toBe(true);
    }
  });

  it('drops a body that stops arriving, with a French 408, within the idle time-out', { timeout: 40_000 }, async () => {
    const head = 'POST /api/sessions/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"code":';
    const { text, closedAfterMs } = await rawExchange(port, [head], { waitMs: 30_000 });
    expect(parseRaw(text)).toEqual({ status: 408, json: { error: 'La requête est arrivée trop lentement. Veuillez réessayer.', code: 'request-timeout' } });
    console.info(`stalled body dropped after ${closedAfterMs} ms (idle time-out ${BODY_IDLE_TIMEOUT_MS} ms)`);
    // Still serving.
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
