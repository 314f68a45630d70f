/**
 * Behind a reverse proxy (TRUST_PROXY=1, the nginx set-up of docs/operations.md#several-nodes), through a real proxy hop
 * that appends the address it saw to X-Forwarded-For as nginx does: a client that forges its
 * own X-Forwarded-For still spends its own budget, on login, on code look-ups and on code
 * guesses over the socket; a client at another address keeps its budget, and a student with a
 * valid token (or the session's teacher) is never refused by a guesser's spent budget. Clients are told
 * apart by the loopback address they connect from (127.0.0.2, 127.0.0.3). The rate limits do
 * not depend on the database, so this runs on PGlite only.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { startForwardingProxy, type ForwardingProxy } from '../testing/forwarding-proxy';
import { type ClientSocket } from '../testing/live-harness';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { io as connectSocket } from 'socket.io-client';
import { ackOf } from './support/sockets';

const RATE_LIMITED = { error: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.', code: 'rate-limited' };

/** One HTTP request through the proxy, from the given loopback address. */
function callFrom(from: string, url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${url}${path}`,
      { method, localAddress: from, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function socketFrom(from: string, url: string, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(url, { transports: ['websocket'], reconnection: false, forceNew: true, localAddress: from, extraHeaders: headers } as never);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('behind one reverse proxy (TRUST_PROXY=1), forged X-Forwarded-For', () => {
  let database: Database;
  let server: TestApp;
  let proxy: ForwardingProxy;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    server = await startTestApp(database, { trustProxy: 1, authRateLimit: 3, joinRateLimit: 3 });
    proxy = await startForwardingProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy.close();
    await server.close();
    await database.close();
  });

  it('counts every login of one client against its own budget, whatever X-Forwarded-For it writes', async () => {
    const login = (from: string, forged: string) =>
      callFrom(from, proxy.url, 'POST', '/api/auth/teacher/login', { email: 'x@ecole.fr', password: 'faux' }, { 'x-forwarded-for': forged });
    for (let i = 0; i < 3; i++) expect((await login('127.0.0.2', `6.6.0.${i}`)).status).toBe(401);
    expect(await login('127.0.0.2', '6.6.0.99')).toEqual({ status: 429, json: RATE_LIMITED });
    expect(await login('127.0.0.2', '127.0.0.3')).toEqual({ status: 429, json: RATE_LIMITED });
    // Another client behind the same proxy has a budget of its own.
    expect((await login('127.0.0.3', '6.6.0.1')).status).toBe(401);
  });

  it('counts every session-code look-up of one client against its own budget', async () => {
    const lookup = (from: string, forged: string) => callFrom(from, proxy.url, 'GET', '/api/sessions/code/ZZZZZZ', undefined, { 'x-forwarded-for': forged });
    for (let i = 0; i < 3; i++) expect((await lookup('127.0.0.4', `6.6.1.${i}`)).status).toBe(404);
    expect(await lookup('127.0.0.4', '6.6.1.200')).toEqual({ status: 429, json: RATE_LIMITED });
    expect((await lookup('127.0.0.5', '6.6.1.200')).status).toBe(404);
  });

  it('keys code guessing over the socket on the real client: a guesser behind the proxy does not lock out the next student', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = (await client.post('/api/sessions', { name: 'Séance derrière le proxy' })).json.session as { code: string };
    const student = (await callFrom('127.0.0.7', proxy.url, 'POST', '/api/sessions/join', { code: session.code, studentName: 'Léa' })).json.student as { id: string; token: string };

    const guesser = await socketFrom('127.0.0.6', proxy.url, { 'x-forwarded-for': '6.6.2.1' });
    sockets.push(guesser);
    for (const code of ['AAAAAA', 'BBBBBB', 'CCCCCC']) {
      expect(await ackOf(guesser, 'join-session', { sessionCode: code, userType: 'student', userId: 'x', token: 'y' })).toMatchObject({ code: 'session-not-found' });
    }
    expect(await ackOf(guesser, 'join-session', { sessionCode: 'DDDDDD', userType: 'student', userId: 'x', token: 'y' })).toEqual({ ok: false, ...RATE_LIMITED });
    // A new socket with another forged header is still the same client.
    const again = await socketFrom('127.0.0.6', proxy.url, { 'x-forwarded-for': '6.6.2.2' });
    sockets.push(again);
    expect(await ackOf(again, 'join-session', { sessionCode: 'EEEEEE', userType: 'student', userId: 'x', token: 'y' })).toEqual({ ok: false, ...RATE_LIMITED });

    const classmate = await socketFrom('127.0.0.7', proxy.url);
    sockets.push(classmate);
    expect(await ackOf(classmate, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token })).toMatchObject({ ok: true });

    // Behind the very address the guesser spent: a student with a valid token, and the
    // session's teacher, still get in; a wrong token does not.
    const sameAddress = await socketFrom('127.0.0.6', proxy.url);
    sockets.push(sameAddress);
    expect(await ackOf(sameAddress, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: 'faux' })).toEqual({ ok: false, ...RATE_LIMITED });
    expect(await ackOf(sameAddress, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token })).toMatchObject({ ok: true });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const teacherSocket = await socketFrom('127.0.0.6', proxy.url, { cookie });
    sockets.push(teacherSocket);
    expect(await ackOf(teacherSocket, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' })).toMatchObject({ ok: true });
  });
});

describe('behind a named proxy (TRUST_PROXY=127.0.0.1), a client that reaches the app port directly', () => {
  let database: Database;
  let server: TestApp;
  let proxy: ForwardingProxy;

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    server = await startTestApp(database, { trustProxy: ['127.0.0.1'], authRateLimit: 3 });
    proxy = await startForwardingProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
    await database.close();
  });

  it('has its forged X-Forwarded-For ignored: every wrong password counts against its own address', async () => {
    const login = (forged: string) =>
      callFrom('127.0.0.7', server.url, 'POST', '/api/auth/teacher/login', { email: 'x@ecole.fr', password: 'faux' }, { 'x-forwarded-for': forged });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(`6.6.2.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Through the proxy, clients are still told apart by the address the proxy saw.
    const viaProxy = await callFrom('127.0.0.8', proxy.url, 'POST', '/api/auth/teacher/login', { email: 'x@ecole.fr', password: 'faux' }, { 'x-forwarded-for': '127.0.0.7' });
    expect(viaProxy.status).toBe(401);
  });
});

describe('behind a proxy that ends TLS (X-Forwarded-Proto: https)', () => {
  let database: Database;
  let server: TestApp;
  let proxy: ForwardingProxy;

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    server = await startTestApp(database, { trustProxy: ['127.0.0.1'] });
    proxy = await startForwardingProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) }, { proto: 'https' });
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
    await database.close();
  });

  it('takes the https page as the app’s own origin, and a plain http page on the same host as another', async () => {
    const { client } = await registeredTeacher(server.url);
    const cookie = `ciar_session=${client.cookies.get('ciar_session')}`;
    const host = new URL(proxy.url).host;
    const write = (origin: string) => callFrom('127.0.0.1', proxy.url, 'POST', '/api/sessions', { name: 'Séance' }, { cookie, origin });
    expect((await write(`https://${host}`)).status).toBe(201);
    expect((await write(`http://${host}`)).status).toBe(403);

    const own = await socketFrom('127.0.0.1', proxy.url, { cookie, origin: `https://${host}` });
    own.close();
    await expect(socketFrom('127.0.0.1', proxy.url, { cookie, origin: `http://${host}` })).rejects.toBeTruthy();
  });
});
