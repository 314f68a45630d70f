/**
 * The teacher's login and what surrounds it: the cookie's flags (Secure behind an HTTPS
 * proxy), the security headers of every answer and of the web page, a new session at each
 * login, revocation at logout and at expiry (REST and sockets), and the rate limits on login
 * and on session-code guessing — by REST and over the socket — with X-Forwarded-For trusted
 * only when a proxy is configured. auth-routes.test.ts holds the basics these build on.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/db';
import { testDatabases } from '../testing/databases';
import { cookieHeader, openSocket, type ClientSocket } from '../testing/live-harness';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { call, jsonBody } from './support/http';
import { ackOf } from './support/sockets';

const RATE_LIMITED = { error: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.', code: 'rate-limited' };

describe.each(testDatabases)('teacher login, cookies, headers and rate limits on $name', (target) => {
  let database: Database;
  let server: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    database = await target.open();
    server = await startTestApp(database);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await database.close();
  });

  /** Another app on the same database, with its own settings; closed after `run`. */
  async function withApp(config: Parameters<typeof startTestApp>[1], run: (app: TestApp) => Promise<void>) {
    const app = await startTestApp(database, config);
    try {
      await run(app);
    } finally {
      await app.close();
    }
  }

  async function connect(url: string, headers: Record<string, string> = {}) {
    const socket = await openSocket(url, headers);
    sockets.push(socket);
    return socket;
  }

  it('sets the login cookie HttpOnly and SameSite=Lax, and Secure when an HTTPS proxy says so', async () => {
    const register = (url: string, headers: Record<string, string>) =>
      call(url, 'POST', '/api/auth/teacher/register', jsonBody({ name: 'Prof', email: `p${Date.now()}${Math.random()}@ecole.fr`, password: 'motdepasse' }, headers));

    await withApp({ trustProxy: 1 }, async (proxied) => {
      const https = (await register(proxied.url, { 'x-forwarded-proto': 'https' })).headers.getSetCookie().join('\n');
      expect(https).toMatch(/ciar_session=[\w-]{40,}/);
      expect(https).toMatch(/; Secure/);
      expect(https).toMatch(/; HttpOnly/);
      expect(https).toMatch(/; SameSite=Lax/);
      expect(https).toMatch(/; Path=\//);
      const plain = (await register(proxied.url, {})).headers.getSetCookie().join('\n');
      expect(plain).not.toMatch(/Secure/);
    });
    // Without a proxy configured, anyone could send the header: it is not believed.
    const spoofed = (await register(server.url, { 'x-forwarded-proto': 'https' })).headers.getSetCookie().join('\n');
    expect(spoofed).toMatch(/HttpOnly/);
    expect(spoofed).not.toMatch(/Secure/);
  });

  it('sends the security headers with API answers, errors, downloads and the web page; a hashed script gets those a file needs', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'ciar-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>CIAR</title><script type="module" src="/assets/app.js"></script>');
    await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    try {
      await withApp({ webDist }, async (app) => {
        const answers = [
          await call(app.url, 'GET', '/'),
          await call(app.url, 'GET', '/teacher/login'),
          await call(app.url, 'GET', '/api/health'),
          await call(app.url, 'GET', '/api/questions/template'),
          await call(app.url, 'GET', '/api/sessions/pas-une-session'),
          await call(app.url, 'POST', '/api/auth/teacher/login', { headers: { 'content-type': 'application/json' }, body: '{' }),
          await call(app.url, 'GET', '/api/nulle-part'),
        ];
        for (const answer of answers) {
          const csp = answer.headers.get('content-security-policy') ?? '';
          const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
          expect(scriptSrc, csp).toBe("'self'");
          expect(csp).toMatch(/default-src 'self'/);
          expect(csp).toMatch(/frame-ancestors 'none'/);
          expect(csp).toMatch(/object-src 'none'/);
          expect(csp).toMatch(/base-uri 'self'/);
          expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
          expect(answer.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
          expect(answer.headers.get('referrer-policy')).toMatch(/no-referrer|same-origin|strict-origin/);
          expect(answer.headers.get('x-powered-by')).toBeNull();
        }
        expect(answers[0]!.text).toContain('<title>CIAR</title>');
        // A hashed script is never a document: typed and never sniffed as anything else, kept to
        // this origin, without the page's policies (about 600 bytes on each of a phone's files).
        const script = await call(app.url, 'GET', '/assets/app.js');
        expect(script.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        expect(script.headers.get('x-content-type-options')).toBe('nosniff');
        expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(script.headers.get('x-powered-by')).toBeNull();
        expect(script.headers.get('content-security-policy')).toBeNull();
      });
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('opens a session of its own at each login: a cookie planted before login is never promoted', async () => {
    const { email } = await registeredTeacher(server.url);
    // An attacker's own valid session, planted in the victim's browser, and a made-up value.
    const attacker = await registeredTeacher(server.url, 'Attaquant');
    for (const planted of [attacker.client.cookies.get('ciar_session')!, 'valeur-choisie-par-l-attaquant-'.padEnd(43, 'x')]) {
      const victim = httpClient(server.url);
      victim.cookies.set('ciar_session', planted);
      const login = await victim.post('/api/auth/teacher/login', { email, password: 'motdepasse' });
      expect(login.status).toBe(200);
      const issued = victim.cookies.get('ciar_session');
      expect(issued).toBeTruthy();
      expect(issued).not.toBe(planted);
      expect((await victim.get('/api/auth/teacher/me')).json.teacher.email).toBe(email);
      const stale = httpClient(server.url);
      stale.cookies.set('ciar_session', planted);
      expect((await stale.get('/api/auth/teacher/me')).status).toBe(401);
    }
  });

  it('revokes a cookie at logout and at expiry: REST answers 401, its sockets are closed and cannot act as the teacher again', async () => {
    const { client, email } = await registeredTeacher(server.url);
    const session = (await client.post('/api/sessions', { name: 'Séance' })).json.session as { id: string; code: string };
    // The same teacher on a second device keeps working.
    const secondDevice = httpClient(server.url);
    await secondDevice.post('/api/auth/teacher/login', { email, password: 'motdepasse' });
    const oldCookie = cookieHeader(client);
    const socket = await connect(server.url, oldCookie);
    const otherSocket = await connect(server.url, cookieHeader(secondDevice));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    expect((await client.post('/api/auth/teacher/logout')).status).toBe(200);
    await closed;
    expect((await call(server.url, 'GET', '/api/auth/teacher/me', { headers: oldCookie })).status).toBe(401);
    expect((await call(server.url, 'GET', `/api/sessions/${session.id}`, { headers: oldCookie })).status).toBe(401);
    const again = await connect(server.url, oldCookie);
    expect(await ackOf(again, 'start-session', { sessionId: session.id })).toMatchObject({ ok: false, code: 'unauthenticated' });

    expect(otherSocket.connected).toBe(true);
    expect(await ackOf(otherSocket, 'start-session', { sessionId: session.id })).toMatchObject({ ok: true });

    // Expiry: the same refusals once the server-side session is past its date.
    await database.db.execute(sql`update auth_sessions set expires_at = now() - interval '1 second'`);
    expect((await secondDevice.get('/api/auth/teacher/me')).status).toBe(401);
    const expired = await connect(server.url, cookieHeader(secondDevice));
    expect(await ackOf(expired, 'stop-session', { sessionId: session.id })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('limits login and registration attempts per client address, trusting X-Forwarded-For only behind a configured proxy', async () => {
    const login = (url: string, ip: string) =>
      call(url, 'POST', '/api/auth/teacher/login', jsonBody({ email: 'x@ecole.fr', password: 'faux' }, { 'x-forwarded-for': ip }));

    // No proxy: the header is anyone's to write, so every attempt counts for the real address.
    await withApp({ authRateLimit: 3 }, async (app) => {
      for (let i = 0; i < 3; i++) expect((await login(app.url, `10.0.0.${i}`)).status).toBe(401);
      const limited = await login(app.url, '10.0.0.99');
      expect({ status: limited.status, json: limited.json }).toEqual({ status: 429, json: RATE_LIMITED });
      // Registration has a budget of its own: accounts cannot be opened by the thousand either.
      const register = (i: number) =>
        call(app.url, 'POST', '/api/auth/teacher/register', jsonBody({ name: 'X', email: `y${i}${Date.now()}@ecole.fr`, password: 'motdepasse' }));
      for (let i = 0; i < 3; i++) expect((await register(i)).status).toBe(201);
      expect((await register(3)).json).toEqual(RATE_LIMITED);
    });

    // Behind a proxy, each client behind it has its own budget.
    await withApp({ authRateLimit: 3, trustProxy: 1 }, async (app) => {
      for (let i = 0; i < 3; i++) expect((await login(app.url, '203.0.113.7')).status).toBe(401);
      expect((await login(app.url, '203.0.113.7')).status).toBe(429);
      expect((await login(app.url, '198.51.100.4')).status).toBe(401);
    });
  });

  it('lets a lecture hall behind one address join and look up its code, however many, even once a guesser there spent the budget', async () => {
    const { client } = await registeredTeacher(server.url);
    const real = (await client.post('/api/sessions', { name: 'Amphi' })).json.session as { id: string; code: string };
    await client.patch(`/api/sessions/${real.id}/status`, { status: 'active' });

    // A limit of 3: before, the fourth student of the class was refused for a minute.
    await withApp({ joinRateLimit: 3 }, async (app) => {
      const join = (studentName: string) => call(app.url, 'POST', '/api/sessions/join', jsonBody({ code: real.code, studentName }));
      for (let i = 1; i <= 8; i++) expect((await call(app.url, 'GET', `/api/sessions/code/${real.code}`)).status).toBe(200);
      const statuses = [];
      for (let i = 1; i <= 40; i++) statuses.push((await join(`Élève ${i}`)).status);
      // No cap per address: a flood of names is paced per session (access-arrivals.test.ts).
      expect(statuses).toEqual(Array(40).fill(200));
      // Looking the code up still works: only unknown codes spend that budget.
      expect((await call(app.url, 'GET', `/api/sessions/code/${real.code}`)).status).toBe(200);
    });

    // Unknown codes are what guessing looks like, and they share one budget across the join
    // and the look-up: the third miss spends it, whichever way it came. A real code is no
    // guess: the next student of the same address still gets in (decision 262).
    await withApp({ joinRateLimit: 3 }, async (app) => {
      expect((await call(app.url, 'GET', '/api/sessions/code/AAAAAA')).status).toBe(404);
      expect((await call(app.url, 'POST', '/api/sessions/join', jsonBody({ code: 'BBBBBB', studentName: 'Devineur' }))).status).toBe(404);
      expect((await call(app.url, 'GET', '/api/sessions/code/CCCCCC')).status).toBe(404);
      const limited = await call(app.url, 'POST', '/api/sessions/join', jsonBody({ code: 'DDDDDD', studentName: 'Devineur' }));
      expect({ status: limited.status, json: limited.json }).toEqual({ status: 429, json: RATE_LIMITED });
      expect((await call(app.url, 'GET', '/api/sessions/code/EEEEEE')).status).toBe(429);
      expect((await call(app.url, 'POST', '/api/sessions/join', jsonBody({ code: real.code, studentName: 'Élève 42' }))).status).toBe(200);
      expect((await call(app.url, 'GET', `/api/sessions/code/${real.code}`)).status).toBe(200);
    });

    // Guesses sent all at once get no more than the budget: each holds a point while it runs.
    await withApp({ joinRateLimit: 3 }, async (app) => {
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(app.url, 'POST', '/api/sessions/join', jsonBody({ code: `ZZZZ${String.fromCharCode(65 + i)}Z`, studentName: 'Devineur' }))),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(3);
      expect(statuses.every((status) => status === 404 || status === 429), JSON.stringify(statuses)).toBe(true);
    });
    // The same over one socket: its events run side by side.
    await withApp({ joinRateLimit: 3 }, async (app) => {
      const socket = await connect(app.url);
      const acks = await Promise.all(
        Array.from({ length: 20 }, (_, i) => ackOf(socket, 'join-session', { sessionCode: `YYYY${String.fromCharCode(65 + i)}Y`, userType: 'student', userId: 'x', token: 'y' })),
      );
      const codes = acks.map((ack) => (ack as { code?: string }).code);
      expect(codes.filter((code) => code === 'session-not-found').length).toBeLessThanOrEqual(3);
      expect(codes.filter((code) => code !== 'session-not-found').every((code) => code === 'rate-limited')).toBe(true);
    });
  });

  it('lets a school’s staff log in from one address, however many; wrong passwords alone are limited', async () => {
    const { email } = await registeredTeacher(server.url);
    await withApp({ authRateLimit: 3 }, async (app) => {
      const login = (password: string) => call(app.url, 'POST', '/api/auth/teacher/login', jsonBody({ email, password }));
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await login('motdepasse')).status);
      // Before, the fourth login of the staff room in a minute was refused.
      expect(statuses).toEqual(Array(8).fill(200));
      for (let i = 0; i < 3; i++) expect((await login('faux-mot-de-passe')).status).toBe(401);
      // Three wrong passwords: now even the right one waits, so guessing learns nothing.
      expect(await login('motdepasse')).toMatchObject({ status: 429, json: RATE_LIMITED });
    });
  });

  it('limits session-code guessing by REST lookup, by REST join and over the socket, with a French 429', async () => {
    const { client } = await registeredTeacher(server.url);
    const real = (await client.post('/api/sessions', { name: 'Séance' })).json.session as { id: string; code: string };
    const guesses = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD'];

    await withApp({ joinRateLimit: 3 }, async (app) => {
      for (const code of guesses.slice(0, 3)) expect((await call(app.url, 'GET', `/api/sessions/code/${code}`)).status).toBe(404);
      const limited = await call(app.url, 'GET', `/api/sessions/code/${guesses[3]}`);
      expect({ status: limited.status, json: limited.json }).toEqual({ status: 429, json: RATE_LIMITED });
      // A real code is no guess (decision 262).
      expect((await call(app.url, 'GET', `/api/sessions/code/${real.code}`)).status).toBe(200);
    });

    await withApp({ joinRateLimit: 3 }, async (app) => {
      const join = (code: string) => call(app.url, 'POST', '/api/sessions/join', jsonBody({ code, studentName: 'Devineur' }));
      for (const code of guesses.slice(0, 3)) expect((await join(code)).status).toBe(404);
      const limited = await join(guesses[3]!);
      expect({ status: limited.status, json: limited.json }).toEqual({ status: 429, json: RATE_LIMITED });
      expect((await join(real.code)).status).toBe(200);
    });

    // The socket's join-session tells an unknown code from a known one too: the same budget
    // of misses applies, and once spent even a real code gets the refusal, so the answer
    // no longer says which codes exist.
    await withApp({ joinRateLimit: 3 }, async (app) => {
      const socket = await connect(app.url);
      const probe = (code: string, userType: 'student' | 'teacher') =>
        ackOf(socket, 'join-session', { sessionCode: code, userType, userId: 'x', token: 'y' });
      for (const code of guesses.slice(0, 3)) expect(await probe(code, 'student')).toMatchObject({ ok: false, code: 'session-not-found' });
      expect(await probe(real.code, 'student')).toEqual({ ok: false, ...RATE_LIMITED });
      expect(await probe(guesses[3]!, 'teacher')).toEqual({ ok: false, ...RATE_LIMITED });
      // A new connection from the same address does not start a new budget.
      const fresh = await connect(app.url);
      expect(await ackOf(fresh, 'join-session', { sessionCode: real.code, userType: 'student', userId: 'x', token: 'y' })).toEqual({ ok: false, ...RATE_LIMITED });
    });
  });
});
