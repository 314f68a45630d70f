import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabases)('teacher accounts on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  it('registers a teacher, hashes the password with argon2id and logs them in with a safe cookie', async () => {
    const client = httpClient(server.url);
    const response = await client.post('/api/auth/teacher/register', {
      name: '  Marie Curie ',
      email: ' Marie.Curie@Ecole.FR ',
      password: 'radium1',
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      success: true,
      teacher: { name: 'Marie Curie', email: 'marie.curie@ecole.fr', totalSessions: 0, totalStudents: 0 },
    });
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/ciar_session=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP here

    const [row] = await server.database.db
      .select({ hash: teachers.passwordHash })
      .from(teachers)
      .where(eq(teachers.email, 'marie.curie@ecole.fr'));
    expect(row!.hash.startsWith('$argon2id$')).toBe(true);

    const me = await client.get('/api/auth/teacher/me');
    expect(me.status).toBe(200);
    expect(me.json.teacher.id).toBe(response.json.teacher.id);
  });

  it('refuses a second account with the same email (any case) with a French 409', async () => {
    const { email } = await registeredTeacher(server.url);
    const again = await httpClient(server.url).post('/api/auth/teacher/register', {
      name: 'Autre',
      email: email.toUpperCase(),
      password: 'secret12',
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'Un compte existe déjà avec cet email.', code: 'email-taken' });
  });

  it('logs in with the right password, and answers the same for a wrong password and an unknown email', async () => {
    const { email, teacher } = await registeredTeacher(server.url);
    const client = httpClient(server.url);
    const ok = await client.post('/api/auth/teacher/login', { email, password: 'motdepasse' });
    expect(ok.status).toBe(200);
    expect(ok.json.teacher).toMatchObject({ id: teacher.id, email });
    expect(ok.json.teacher.lastLoginAt).toBeTruthy();

    const wrong = await httpClient(server.url).post('/api/auth/teacher/login', { email, password: 'mauvais' });
    const unknown = await httpClient(server.url).post('/api/auth/teacher/login', {
      email: 'personne@ecole.fr',
      password: 'mauvais',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error).toBe('Email ou mot de passe incorrect.');
  });

  it('opens a new server session at each login and revokes it at logout', async () => {
    const { client, email } = await registeredTeacher(server.url);
    const before = client.cookies.get('ciar_session');
    await client.post('/api/auth/teacher/login', { email, password: 'motdepasse' });
    const after = client.cookies.get('ciar_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The cookie from before the login no longer works.
    const stale = httpClient(server.url);
    stale.cookies.set('ciar_session', before!);
    expect((await stale.get('/api/auth/teacher/me')).status).toBe(401);

    const copy = httpClient(server.url);
    copy.cookies.set('ciar_session', after!);
    expect((await client.post('/api/auth/teacher/logout')).status).toBe(200);
    expect(client.cookies.has('ciar_session')).toBe(false);
    const revoked = await copy.get('/api/auth/teacher/me');
    expect(revoked.status).toBe(401);
    expect(revoked.json).toEqual({ error: 'Veuillez vous connecter.', code: 'unauthenticated' });
  });

  it('lets a teacher read and update only their own record', async () => {
    const alice = await registeredTeacher(server.url, 'Alice');
    const bob = await registeredTeacher(server.url, 'Bob');

    const own = await alice.client.get(`/api/auth/teacher/${alice.teacher.id}`);
    expect(own.status).toBe(200);
    expect(own.json.teacher.name).toBe('Alice');

    const other = await alice.client.get(`/api/auth/teacher/${bob.teacher.id}`);
    expect(other.status).toBe(404);
    expect(other.json.error).toBe('Enseignant introuvable.');
    expect(JSON.stringify(other.json)).not.toContain('Bob');

    const anonymous = await httpClient(server.url).get(`/api/auth/teacher/${alice.teacher.id}`);
    expect(anonymous.status).toBe(401);

    const stats = await alice.client.patch(`/api/auth/teacher/${alice.teacher.id}/stats`, {
      sessionsIncrement: 1,
      studentsIncrement: 3,
    });
    expect(stats.status).toBe(200);
    // Totals are counted from the data, never from what a client claims.
    expect(stats.json.teacher).toMatchObject({ totalSessions: 0, totalStudents: 0 });
    expect((await alice.client.patch(`/api/auth/teacher/${bob.teacher.id}/stats`, {})).status).toBe(404);
    expect((await alice.client.patch(`/api/auth/teacher/${alice.teacher.id}/stats`, { sessionsIncrement: 'x' })).status).toBe(400);
  });

  it('answers bad input with a French 4xx and never a 500', async () => {
    const client = httpClient(server.url);
    const cases: Array<[string, unknown, Record<string, string> | undefined, number, string]> = [
      ['malformed JSON', '{"email": ', { 'content-type': 'application/json' }, 400, 'invalid-json'],
      ['wrong content type', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'unsupported-media-type'],
      ['a JSON array', [], undefined, 400, 'invalid-body'],
      ['a JSON string', '"texte"', { 'content-type': 'application/json' }, 400, 'invalid-body'],
      ['wrong types', { email: 42, password: true }, undefined, 400, 'invalid-body'],
      ['an unknown field', { email: 'a@b.fr', password: 'secret1', isAdmin: true }, undefined, 400, 'invalid-body'],
      ['prototype poisoning', '{"email":"a@b.fr","password":"x","__proto__":{"admin":true}}', { 'content-type': 'application/json' }, 400, 'invalid-json'],
      ['an oversized body', { email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }, undefined, 413, 'payload-too-large'],
    ];
    for (const [label, body, headers, status, code] of cases) {
      const response = await client.post('/api/auth/teacher/login', body, headers);
      expect({ label, status: response.status, code: response.json?.code }).toEqual({ label, status, code });
      expect(response.json.error, label).toMatch(/[a-zé]/);
      expect(response.text, label).not.toMatch(/at .*\.ts|stack/i);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('words the validation messages of docs/product.md#teacher-login in French', async () => {
    const client = httpClient(server.url);
    const short = await client.post('/api/auth/teacher/register', { name: 'A', email: 'a@b.fr', password: '123' });
    expect(short.json.error).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const noName = await client.post('/api/auth/teacher/register', { name: '   ', email: 'a@b.fr', password: '123456' });
    expect(noName.json.error).toBe('Veuillez saisir votre nom');
    const noEmail = await client.post('/api/auth/teacher/login', { email: '', password: 'x' });
    expect(noEmail.json.error).toBe('Veuillez saisir votre email');
    const noPassword = await client.post('/api/auth/teacher/login', { email: 'a@b.fr', password: '' });
    expect(noPassword.json.error).toBe('Veuillez saisir votre mot de passe');
    const control = await client.post('/api/auth/teacher/register', { name: 'Ma\u200Brie', email: 'z@b.fr', password: '123456' });
    expect(control.status).toBe(400);
    expect(control.json.error).toBe('Le nom contient des caractères non autorisés');
  });

  it('refuses the most common passwords, in any case, and takes an uncommon one', async () => {
    const client = httpClient(server.url);
    const TOO_COMMON = { error: 'Ce mot de passe fait partie des plus courants, que l’on devine en premier : choisissez-en un autre.', code: 'password-too-common' };
    for (const [i, password] of ['123456', 'azerty', 'Soleil', 'password123', 'marseille'].entries()) {
      const refused = await client.post('/api/auth/teacher/register', { name: 'Jean', email: `commun${i}@ecole.fr`, password });
      expect({ status: refused.status, json: refused.json }, password).toEqual({ status: 400, json: TOO_COMMON });
    }
    expect((await client.post('/api/auth/teacher/register', { name: 'Jean', email: 'rare@ecole.fr', password: 'cahier-de-textes-4B' })).status).toBe(201);
  });

  it('reports the app and the database at /api/health', async () => {
    const response = await httpClient(server.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'ok', database: { ok: true, kind: target.name } });
  });

  it('answers unknown API routes with a French 404', async () => {
    const response = await httpClient(server.url).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('route-not-found');
  });
});

describe('login rate limit', () => {
  it('limits attempts per client with a French 429, without trusting a spoofed X-Forwarded-For', async () => {
    const database = await testDatabases[0]!.open();
    const server = await startTestApp(database, { authRateLimit: 3 });
    try {
      const client = httpClient(server.url);
      const attempt = (ip: string) =>
        client.post('/api/auth/teacher/login', { email: 'x@y.fr', password: 'faux' }, { 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) expect((await attempt(`10.0.0.${i}`)).status).toBe(401);
      const limited = await attempt('10.0.0.99');
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({
        error: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.',
        code: 'rate-limited',
      });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
