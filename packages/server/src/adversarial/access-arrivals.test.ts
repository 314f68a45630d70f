/**
 * A whole school behind one address (decision 262). Guessing codes is bounded per address,
 * but a join with a real code, a rejoin with this device's token and a look-up of a real code
 * are never refused because another client of the same address spent the budget. Each session
 * is protected on its own: new names arrive at a bounded pace (the teacher is told when names
 * are turned away), and the teacher can lock arrivals or set a maximum; rejoining always works.
 */
import { ARRIVALS_PER_WINDOW } from '@ciar/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { cookieHeader, nextEvent, openSocket, request, type ClientSocket } from '../testing/live-harness';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { UNJOINED_SOCKETS_PER_ADDRESS } from '../realtime/unjoined-sockets';

/** The pace under test; the default (ARRIVALS_PER_WINDOW) lets a lecture hall of 500 in within 10 s. */
const PACE = 40;
expect(ARRIVALS_PER_WINDOW).toBeGreaterThanOrEqual(500);

const RATE_LIMITED = { error: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.', code: 'rate-limited' };

describe.each(testDatabases)('arrivals in a session on $name', (target) => {
  let server: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestApp(await target.open(), { joinRateLimit: 3, arrivalsPer10s: PACE });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  async function session(name: string) {
    const { client } = await registeredTeacher(server.url);
    const created = (await client.post('/api/sessions', { name })).json.session as { id: string; code: string };
    return { client, ...created };
  }
  const join = (body: Record<string, unknown>) => httpClient(server.url).post('/api/sessions/join', body);

  it('lets a real code, a token rejoin and a look-up through after a classmate of the same address spent the guessing budget', async () => {
    const { code } = await session('Même adresse');
    const first = await join({ code, studentName: 'Léa' });
    expect(first.status).toBe(200);
    // Every client of this test shares 127.0.0.1: one of them guesses until refused.
    for (const guess of ['AAAAAA', 'BBBBBB', 'CCCCCC']) expect((await join({ code: guess, studentName: 'Intrus' })).status).toBe(404);
    expect(await join({ code: 'DDDDDD', studentName: 'Intrus' })).toMatchObject({ status: 429, json: RATE_LIMITED });
    expect((await httpClient(server.url).get('/api/sessions/code/EEEEEE')).status).toBe(429);

    expect((await join({ code, studentName: 'Noah' })).status).toBe(200);
    expect((await join({ code, studentName: 'Léa', token: first.json.student.token })).status).toBe(200);
    expect((await httpClient(server.url).get(`/api/sessions/code/${code}`)).status).toBe(200);
    // A wrong token is still a guess.
    expect(await join({ code: 'FFFFFF', studentName: 'Léa', token: first.json.student.token })).toMatchObject({ status: 429, json: RATE_LIMITED });
  });

  it('paces new names per session, tells the teacher once, and never slows another class', async () => {
    const flooded = await session('Inondée');
    const calm = await session('Voisine');
    const teacher = await openSocket(server.url, cookieHeader(flooded.client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: flooded.code, userType: 'teacher', userId: 't' });
    const notice = nextEvent<{ sessionId: string; flooded: boolean }>(teacher, 'arrivals-changed', (d) => d.flooded, 30_000);

    // One wave, all at once, well within the 10 s window even on a loaded machine.
    const wave = await Promise.all(Array.from({ length: PACE + 15 }, (_, i) => join({ code: flooded.code, studentName: `Robot ${i}` })));
    const statuses = wave.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PACE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await join({ code: flooded.code, studentName: 'Encore un' });
    expect(refused.json).toEqual({
      error: 'Beaucoup d’élèves arrivent en même temps dans cette session : réessayez dans quelques secondes.',
      code: 'arrivals-paced',
    });
    expect(await notice).toMatchObject({ sessionId: flooded.id, flooded: true });
    // The class next door is not paced by it.
    expect((await join({ code: calm.code, studentName: 'Inès' })).status).toBe(200);
    // A name already in the session still gets back in.
    const robot = await join({ code: calm.code, studentName: 'Robot témoin' });
    expect((await join({ code: calm.code, studentName: 'Robot témoin', token: robot.json.student.token })).status).toBe(200);
  });

  it('locks arrivals and sets a maximum, owner only, while rejoining still works', async () => {
    const { client, id, code } = await session('Verrouillée');
    const lea = await join({ code, studentName: 'Léa' });
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: code, userType: 'teacher', userId: 't' });
    const told = nextEvent<{ arrivals: unknown; flooded: boolean }>(teacher, 'arrivals-changed');

    const locked = await client.patch(`/api/sessions/${id}/arrivals`, { locked: true, maxParticipants: null });
    expect(locked.status).toBe(200);
    expect(locked.json.session.arrivals).toEqual({ locked: true, maxParticipants: null });
    expect(await told).toMatchObject({ arrivals: { locked: true, maxParticipants: null }, flooded: false });
    expect(await join({ code, studentName: 'Noah' })).toMatchObject({
      status: 403,
      json: { error: 'Les arrivées sont fermées pour cette session : demandez à votre enseignant de les rouvrir.', code: 'arrivals-locked' },
    });
    expect((await join({ code, studentName: 'Léa', token: lea.json.student.token })).status).toBe(200);
    expect((await client.get(`/api/sessions/${id}`)).json.session.arrivals).toEqual({ locked: true, maxParticipants: null });

    expect((await client.patch(`/api/sessions/${id}/arrivals`, { locked: false, maxParticipants: 2 })).status).toBe(200);
    expect((await join({ code, studentName: 'Noah' })).status).toBe(200);
    expect(await join({ code, studentName: 'Inès' })).toMatchObject({ status: 403, json: { code: 'session-full' } });
    // A full session still takes its own back; another's token proves nothing.
    expect((await join({ code, studentName: 'Léa', token: lea.json.student.token })).status).toBe(200);
    expect((await join({ code, studentName: 'Noah', token: lea.json.student.token })).status).toBe(409);

    const stranger = await registeredTeacher(server.url, 'Autre');
    expect((await stranger.client.patch(`/api/sessions/${id}/arrivals`, { locked: true, maxParticipants: null })).status).toBe(404);
    for (const body of [{ locked: 'oui', maxParticipants: null }, { locked: true, maxParticipants: 0 }, { locked: true, maxParticipants: 2.5 }, { locked: true }]) {
      const bad = await client.patch(`/api/sessions/${id}/arrivals`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.code).toBe('invalid-body');
    }
  });
});

describe('open sockets of one address that never join', () => {
  const BOUND = 5;
  let server: TestApp;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestApp(await testDatabases[0]!.open(), {}, 50, { unjoinedSocketsPerAddress: BOUND });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  it('are bounded per address; a socket that joined, or closed, no longer counts', async () => {
    // The real bound leaves a lecture hall of 1,000 arriving at once twice that.
    expect(UNJOINED_SOCKETS_PER_ADDRESS).toBeGreaterThanOrEqual(2 * 1_000);
    const teacher = await registeredTeacher(server.url);
    const { code } = (await teacher.client.post('/api/sessions', { name: 'Bornée' })).json.session as { code: string };
    const idle = [];
    for (let i = 0; i < BOUND; i++) idle.push(await openSocket(server.url));
    sockets.push(...idle);
    await expect(openSocket(server.url)).rejects.toThrow('Trop de connexions ouvertes depuis cette adresse sans rejoindre de session : réessayez dans un instant.');

    // One of them joins as a student: a place frees up.
    const joined = (await httpClient(server.url).post('/api/sessions/join', { code, studentName: 'Léa' })).json.student as { id: string; token: string };
    expect(await request(idle[0]!, 'join-session', { sessionCode: code, userType: 'student', userId: joined.id, token: joined.token })).toMatchObject({ ok: true });
    const next = await openSocket(server.url);
    sockets.push(next);
    await expect(openSocket(server.url)).rejects.toThrow(/Trop de connexions/);
    // One closes: another place.
    idle[1]!.close();
    await expect.poll(async () => {
      try {
        sockets.push(await openSocket(server.url));
        return true;
      } catch {
        return false;
      }
    }).toBe(true);
  });
});
