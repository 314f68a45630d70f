import { SESSION_CODE_ALPHABET } from '@ciar/shared/constants';
import { canTransition, defaultSessionName, SESSION_STATUSES, SESSION_STATUS_LABELS, type SessionStatus } from '@ciar/shared/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../domain/sessions';
import { participants, questions, responses, sessions } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { httpClient, registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';

const CODE = new RegExp(`^[${SESSION_CODE_ALPHABET}]{6}$`);

const openQuestion = { title: 'Pourquoi ?', content: 'Expliquez.', type: 'open_ended', timeLimit: 60, proposition: 'Parce que.' };

/** The legal path from a new session to each status. */
const PATH_TO: Record<SessionStatus, SessionStatus[]> = {
  created: [],
  active: ['active'],
  paused: ['active', 'paused'],
  ended: ['active', 'ended'],
};

describe.each(testDatabases)('session API on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  async function moveTo(client: HttpClient, id: string, status: SessionStatus) {
    for (const step of PATH_TO[status]) {
      const moved = await client.patch(`/api/sessions/${id}/status`, { status: step });
      expect(moved.status, `${status} via ${step}`).toBe(200);
    }
  }

  async function newSession(client: HttpClient, status: SessionStatus = 'created', name?: string) {
    const created = await client.post('/api/sessions', name === undefined ? {} : { name });
    expect(created.status).toBe(201);
    await moveTo(client, created.json.session.id, status);
    return created.json.session as { id: string; code: string; name: string };
  }

  /** A student and an answer, written directly: joining and answering belong to later routes. */
  async function addStudentAnswer(sessionId: string, questionId: string, studentId = 'ABC_lea') {
    const db = server.database.db;
    await db.insert(participants).values({ sessionId, studentId, studentName: 'Léa', tokenHash: 'x' });
    await db.insert(responses).values({ sessionId, questionId, studentId, studentName: 'Léa', answer: 'Parce que.' });
  }

  it('creates a session with the default name and a 6-character code, and counts it in the teacher totals', async () => {
    const { client, teacher } = await registeredTeacher(server.url);
    const response = await client.post('/api/sessions', { teacherId: teacher.id });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      success: true,
      session: {
        name: defaultSessionName(),
        status: 'created',
        participantsCount: 0,
        participants: [],
        questionsCount: 0,
        questions: [],
        currentQuestion: null,
        isAutonomous: false,
        disableTimer: false,
        teacherId: teacher.id,
      },
    });
    expect(response.json.session.code).toMatch(CODE);
    expect(Number.isNaN(Date.parse(response.json.session.createdAt))).toBe(false);

    const named = await client.post('/api/sessions', { name: '  Histoire — 4e B  ' });
    expect(named.json.session.name).toBe('Histoire — 4e B');
    expect((await client.post('/api/sessions', { name: '   ' })).json.error).toBe('Le nom de la session est obligatoire');
    expect((await client.post('/api/sessions', { name: 'x'.repeat(121) })).status).toBe(400);

    const me = await client.get('/api/auth/teacher/me');
    expect(me.json.teacher.totalSessions).toBe(2);
  });

  it('ignores a teacherId in the body: the session belongs to the logged-in teacher', async () => {
    const alice = await registeredTeacher(server.url, 'Alice');
    const bob = await registeredTeacher(server.url, 'Bob');
    const response = await alice.client.post('/api/sessions', { teacherId: bob.teacher.id });
    expect(response.json.session.teacherId).toBe(alice.teacher.id);
  });

  it('draws codes from the whole alphabet without look-alikes, all different', async () => {
    const { teacher } = await registeredTeacher(server.url);
    const codes = new Set<string>();
    for (let i = 0; i < 60; i++) codes.add((await createSession(server.database.db, teacher.id, {})).code);
    expect(codes.size).toBe(60);
    for (const code of codes) expect(code).toMatch(CODE);
    expect([...codes].join('')).not.toMatch(/[01OIL]/);
  });

  it('retries with a new code when the drawn one is already taken', async () => {
    const { client, teacher } = await registeredTeacher(server.url);
    const existing = await newSession(client);
    const drawn = [existing.code, 'ZZZ222'];
    const session = await createSession(server.database.db, teacher.id, {}, () => drawn.shift()!);
    expect(session.code).toBe('ZZZ222');
    expect(drawn).toEqual([]);
  });

  it('lists the teacher’s sessions newest first with participants, question count and current question', async () => {
    const { client, teacher } = await registeredTeacher(server.url);
    const first = await newSession(client, 'active', 'Première');
    const second = await newSession(client, 'created', 'Deuxième');
    const q1 = (await client.post('/api/questions', { ...openQuestion, sessionId: first.id })).json.question;
    await client.post('/api/questions', { ...openQuestion, sessionId: first.id, title: 'Deux' });
    await client.patch(`/api/questions/${q1.id}/activate`);
    await addStudentAnswer(first.id, q1.id);

    const list = await client.get(`/api/sessions/teacher/${teacher.id}`);
    expect(list.status).toBe(200);
    expect(list.json.success).toBe(true);
    expect(list.json.sessions.map((s: { name: string }) => s.name)).toEqual(['Deuxième', 'Première']);
    const [newest, oldest] = list.json.sessions;
    expect(newest).toMatchObject({ id: second.id, questionsCount: 0, participantsCount: 0, currentQuestion: null });
    expect(oldest).toMatchObject({
      id: first.id,
      status: 'active',
      questionsCount: 2,
      participantsCount: 1,
      participants: [{ studentId: 'ABC_lea', studentName: 'Léa' }],
      currentQuestion: { id: q1.id, isActive: true },
    });
    expect(oldest).not.toHaveProperty('questions');

    const totals = await client.get('/api/auth/teacher/me');
    expect(totals.json.teacher).toMatchObject({ totalSessions: 2, totalStudents: 1 });
  });

  it('answers another teacher’s session list with a 404', async () => {
    const alice = await registeredTeacher(server.url, 'Alice');
    const bob = await registeredTeacher(server.url, 'Bob');
    await newSession(bob.client, 'created', 'Secret de Bob');
    const response = await alice.client.get(`/api/sessions/teacher/${bob.teacher.id}`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Secret de Bob');
    expect((await httpClient(server.url).get(`/api/sessions/teacher/${bob.teacher.id}`)).status).toBe(401);
  });

  it('returns one session with its questions in order and the current question', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'active');
    const titles = ['Un', 'Deux', 'Trois'];
    const ids: string[] = [];
    for (const title of titles) {
      ids.push((await client.post('/api/questions', { ...openQuestion, sessionId: session.id, title })).json.question.id);
    }
    await client.patch(`/api/questions/${ids[1]}/activate`);
    const response = await client.get(`/api/sessions/${session.id}`);
    expect(response.status).toBe(200);
    expect(response.json.session.questions.map((q: { title: string }) => q.title)).toEqual(titles);
    expect(response.json.session.questions.map((q: { position: number }) => q.position)).toEqual([0, 1, 2]);
    expect(response.json.session).toMatchObject({ questionsCount: 3, currentQuestion: { id: ids[1], title: 'Deux' } });
  });

  it('counts the participants of one session without listing them, and lists them a page at a time when asked', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'active');
    const question = (await client.post('/api/questions', { ...openQuestion, sessionId: session.id })).json.question;
    await client.patch(`/api/questions/${question.id}/activate`);
    const ids = ['ABC_a', 'ABC_b', 'ABC_c', 'ABC_d', 'ABC_e'];
    for (const id of ids) await addStudentAnswer(session.id, question.id, id);

    const light = await client.get(`/api/sessions/${session.id}`);
    expect(light.status).toBe(200);
    expect(light.json.session).toMatchObject({ participantsCount: 5, questionsCount: 1, currentQuestion: { id: question.id } });
    expect(light.json.session.questions).toHaveLength(1);
    expect(light.json.session).not.toHaveProperty('participants');
    expect(light.json.session).not.toHaveProperty('participantsPage');

    const first = await client.get(`/api/sessions/${session.id}?include=participants&pageSize=2`);
    expect(first.json.session.participantsCount).toBe(5);
    expect(first.json.session.participantsPage).toEqual({ page: 1, pageSize: 2, total: 5 });
    const pages = [first.json.session.participants];
    for (const page of [2, 3]) {
      pages.push((await client.get(`/api/sessions/${session.id}?include=participants&pageSize=2&page=${page}`)).json.session.participants);
    }
    expect(pages.map((p: unknown[]) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((p: { studentId: string }) => p.studentId).sort()).toEqual(ids);

    expect((await client.get(`/api/sessions/${session.id}?include=everything`)).status).toBe(400);
    expect((await client.get(`/api/sessions/${session.id}?include=participants&pageSize=501`)).status).toBe(400);
  });

  it('shows a session by code to anyone, with only the public fields', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'active', 'Sciences');
    await client.post('/api/questions', { ...openQuestion, sessionId: session.id });
    const anonymous = httpClient(server.url);
    const response = await anonymous.get(`/api/sessions/code/${session.code.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      session: {
        id: session.id,
        code: session.code,
        name: 'Sciences',
        status: 'active',
        participantsCount: 0,
        isAutonomous: false,
        disableTimer: false,
        pausedAt: null,
      },
    });
    for (const code of ['ZZZZZZ', 'AB', '0OIL1A', 'ABCDEFGH']) {
      const missing = await anonymous.get(`/api/sessions/code/${code}`);
      expect(missing.status, code).toBe(404);
      expect(missing.json).toEqual({ error: 'Session non trouvée', code: 'session-not-found' });
    }
    const blank = await anonymous.get('/api/sessions/code/%20');
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe('Code de session manquant');
  });

  it('allows exactly the status changes of the shared rule and refuses the others with a French 409', async () => {
    const { client } = await registeredTeacher(server.url);
    for (const from of SESSION_STATUSES) {
      for (const to of SESSION_STATUSES) {
        const session = await newSession(client, from);
        const response = await client.patch(`/api/sessions/${session.id}/status`, { status: to });
        if (canTransition(from, to)) {
          expect({ from, to, status: response.status }).toEqual({ from, to, status: 200 });
          expect(response.json).toMatchObject({ success: true, session: { id: session.id, status: to } });
        } else {
          expect({ from, to, status: response.status }).toEqual({ from, to, status: 409 });
          expect(response.json).toEqual({
            code: 'invalid-transition',
            error: `Impossible de passer la session de « ${SESSION_STATUS_LABELS[from]} » à « ${SESSION_STATUS_LABELS[to]} ».`,
          });
          const unchanged = await client.get(`/api/sessions/${session.id}`);
          expect(unchanged.json.session.status).toBe(from);
        }
      }
    }
    const ended = await newSession(client, 'ended');
    const message = (await client.patch(`/api/sessions/${ended.id}/status`, { status: 'active' })).json.error;
    expect(message).toBe('Impossible de passer la session de « Terminée » à « Active ».');
    const bad = await client.patch(`/api/sessions/${ended.id}/status`, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Statut de session invalide');
  });

  it('switches the active question off when the session stops, and keeps it through a pause', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client, 'active');
    const question = (await client.post('/api/questions', { ...openQuestion, sessionId: session.id })).json.question;
    await client.patch(`/api/questions/${question.id}/activate`);
    const paused = await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
    expect(paused.json.session.currentQuestion).toMatchObject({ id: question.id });
    const stopped = await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    expect(stopped.json.session.currentQuestion).toBeNull();
    expect(stopped.json.session.questions[0].isActive).toBe(false);
  });

  it('deletes a session only when created or ended, with its questions, responses and participants', async () => {
    const { client } = await registeredTeacher(server.url);
    const db = server.database.db;
    for (const status of ['active', 'paused'] as const) {
      const session = await newSession(client, status);
      const refused = await client.del(`/api/sessions/${session.id}`);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('session-not-deletable');
      expect(refused.json.error).toBe(
        status === 'active'
          ? "Impossible de supprimer une session active : arrêtez-la d'abord."
          : "Impossible de supprimer une session en pause : arrêtez-la d'abord.",
      );
      expect((await client.get(`/api/sessions/${session.id}`)).status).toBe(200);
    }
    for (const status of ['created', 'ended'] as const) {
      const session = await newSession(client);
      const question = (await client.post('/api/questions', { ...openQuestion, sessionId: session.id })).json.question;
      await addStudentAnswer(session.id, question.id);
      await moveTo(client, session.id, status);
      const deleted = await client.del(`/api/sessions/${session.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({ success: true, message: 'Session supprimée' });
      expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
      expect(await db.select().from(questions).where(eq(questions.sessionId, session.id))).toEqual([]);
      expect(await db.select().from(responses).where(eq(responses.sessionId, session.id))).toEqual([]);
      expect(await db.select().from(participants).where(eq(participants.sessionId, session.id))).toEqual([]);
      expect((await client.get(`/api/sessions/${session.id}`)).status).toBe(404);
      expect((await client.del(`/api/sessions/${session.id}`)).status).toBe(404);
    }
    const me = await client.get('/api/auth/teacher/me');
    expect(me.json.teacher).toMatchObject({ totalSessions: 2, totalStudents: 0 });
  });

  it('toggles the autonomous mode and the timer, and refuses both once the session has ended', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = await newSession(client);
    const autonomous = await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    expect(autonomous.status).toBe(200);
    expect(autonomous.json).toMatchObject({ success: true, session: { id: session.id, isAutonomous: true, disableTimer: false } });
    const timer = await client.patch(`/api/sessions/${session.id}/timer`, { disableTimer: true });
    expect(timer.json.session).toMatchObject({ isAutonomous: true, disableTimer: true });
    expect((await client.get(`/api/sessions/code/${session.code}`)).json.session).toMatchObject({
      isAutonomous: true,
      disableTimer: true,
    });
    const back = await client.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: false });
    expect(back.json.session.isAutonomous).toBe(false);

    const invalid = await client.patch(`/api/sessions/${session.id}/timer`, { disableTimer: 'oui' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toBe('disableTimer doit être vrai ou faux');
    expect((await client.patch(`/api/sessions/${session.id}/autonomous`, {})).status).toBe(400);

    const ended = await newSession(client, 'ended');
    const refused = await client.patch(`/api/sessions/${ended.id}/timer`, { disableTimer: true });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ code: 'session-ended', error: 'La session est terminée : elle ne peut plus être modifiée.' });
  });

  it('answers ids that are not UUIDs with a 404, never a database error', async () => {
    const { client } = await registeredTeacher(server.url);
    for (const id of ['abc', '1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(100)]) {
      const path = `/api/sessions/${encodeURIComponent(id)}`;
      const response = await client.get(path);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.json.error).toBe('Session non trouvée');
      expect((await client.patch(`${path}/status`, { status: 'active' })).status).toBe(404);
      expect((await client.del(path)).status).toBe(404);
    }
  });
});
