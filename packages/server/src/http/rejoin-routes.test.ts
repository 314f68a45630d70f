/**
 * Coming back on another device (decision 105): the rejoin code, the teacher's
 * approval, and what happens to the device left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import {
  CHOICE_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvent,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
} from '../testing/live-harness';
import { httpClient, registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';

const NAME_TAKEN = 'name-taken';

describe.each(testDatabases)('coming back on another device on $name', (target) => {
  let server: TestApp;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await server.database.close();
  });

  async function activeClass() {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    return { client, session, questionIds };
  }

  const join = (body: object) => httpClient(server.url).post('/api/sessions/join', body);

  it('resumes the same student with their rejoin code: same id, answers and score, a fresh token and code', async () => {
    const { session, questionIds } = await activeClass();
    const first = await join({ code: session.code, studentName: 'Marie Curie' });
    const marie = first.json.student as { id: string; token: string; rejoinCode: string };
    expect(marie.rejoinCode).toMatch(/^\d{6}$/);
    const phoneA = httpClient(server.url);
    expect((await phoneA.post(`/api/questions/${questionIds[0]}/respond`, { studentId: marie.id, answer: '0' }, { 'x-student-token': marie.token })).status).toBe(201);
    const resultsWith = async (token: string) =>
      httpClient(server.url).request('GET', `/api/sessions/${session.id}/student/${marie.id}/responses`, undefined, { 'x-student-token': token });
    const before = (await resultsWith(marie.token)).json;

    // Same name, no code, no token: refused as before.
    expect((await join({ code: session.code, studentName: 'Marie Curie' })).json.code).toBe(NAME_TAKEN);

    // Another device, the code typed with a space, the session code in lower case.
    const spaced = `${marie.rejoinCode.slice(0, 3)} ${marie.rejoinCode.slice(3)}`;
    const resumed = await join({ code: session.code.toLowerCase(), studentName: ' Marie Curie ', rejoinCode: spaced });
    expect(resumed.status).toBe(200);
    expect(resumed.json).toMatchObject({ success: true, session: { id: session.id }, student: { id: marie.id, name: 'Marie Curie' } });
    expect(resumed.json.student.token).not.toBe(marie.token);
    // All answers and the same score, read with the new token; the old token no longer works.
    expect((await resultsWith(resumed.json.student.token)).json).toEqual(before);
    expect((await resultsWith(marie.token)).status).toBe(401);
    // The code is used up: a new one comes with the resume, the old one no longer works.
    expect(resumed.json.student.rejoinCode).toMatch(/^\d{6}$/);
    expect(resumed.json.student.rejoinCode).not.toBe(marie.rejoinCode);
    expect((await join({ code: session.code, studentName: 'Marie Curie', rejoinCode: marie.rejoinCode })).json.code).toBe('rejoin-code-invalid');
    // A resume is not a new participant.
    const publicSession = await httpClient(server.url).get(`/api/sessions/code/${session.code}`);
    expect(publicSession.json.session.participantsCount).toBe(1);
  });

  it('moves a student with their answers: the new device sees them, the old device is told and closed, its token refused', async () => {
    const { session, questionIds } = await activeClass();
    const joined = await join({ code: session.code, studentName: 'Marie Curie' });
    const phoneA = { id: joined.json.student.id as string, token: joined.json.student.token as string, code: joined.json.student.rejoinCode as string };
    const socketA = await openSocket(server.url);
    sockets.push(socketA);
    expect((await request(socketA, 'join-session', { sessionCode: session.code, userType: 'student', userId: phoneA.id, token: phoneA.token })).ok).toBe(true);
    expect((await request(socketA, 'submit-answer', { questionId: questionIds[0], studentId: phoneA.id, studentName: 'x', answer: '0' })).ok).toBe(true);

    const told = nextEvent<{ message: string }>(socketA, 'student-resumed-elsewhere');
    const closed = new Promise((resolve) => socketA.once('disconnect', resolve));
    const resumed = await join({ code: session.code, studentName: 'Marie Curie', rejoinCode: phoneA.code });
    expect(resumed.json.student).toMatchObject({ id: phoneA.id });
    expect(resumed.json.student.token).not.toBe(phoneA.token);
    expect((await told).message).toBe('Votre participation a repris sur un autre appareil : cet appareil n’y a plus accès.');
    await closed;

    // Phone B, over the socket: the same question with her answer.
    const socketB = await openSocket(server.url);
    sockets.push(socketB);
    const snapshot = await request<any>(socketB, 'join-session', { sessionCode: session.code, userType: 'student', userId: phoneA.id, token: resumed.json.student.token });
    expect(snapshot).toMatchObject({ ok: true, data: { current: { question: { id: questionIds[0] }, response: { answer: '0' }, feedback: { isCorrect: true } } } });
    expect(snapshot.ok && snapshot.data.session.participantsCount).toBe(1);

    // Phone A's token works nowhere any more.
    const again = await openSocket(server.url);
    sockets.push(again);
    expect(await request(again, 'join-session', { sessionCode: session.code, userType: 'student', userId: phoneA.id, token: phoneA.token })).toMatchObject({ ok: false, code: 'student-unauthenticated' });
    const oldResults = await httpClient(server.url).request('GET', `/api/sessions/${session.id}/student/${phoneA.id}/responses`, undefined, { 'x-student-token': phoneA.token });
    expect(oldResults.status).toBe(401);
    const results = await httpClient(server.url).request('GET', `/api/sessions/${session.id}/student/${phoneA.id}/responses`, undefined, { 'x-student-token': resumed.json.student.token });
    expect(results.status).toBe(200);
    expect(results.text).toContain('"answer":"0"');
  });

  it('refuses a wrong code in French, then every code from that address once it tried too many', async () => {
    const database = await target.open();
    // Three wrong codes a minute (a tenth of JOIN_RATE_LIMIT), far below the joins themselves.
    const strict = await startTestApp(database, { joinRateLimit: 30 });
    try {
      const { session } = await teacherWithSession(strict.url, [CHOICE_QUESTION]);
      const marie = (await httpClient(strict.url).post('/api/sessions/join', { code: session.code, studentName: 'Marie Curie' })).json.student;
      const tryCode = (rejoinCode: string) => httpClient(strict.url).post('/api/sessions/join', { code: session.code, studentName: 'Marie Curie', rejoinCode });
      const wrong = marie.rejoinCode === '000000' ? '000001' : '000000';
      const refused = await tryCode(wrong);
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({
        error: 'Ce code de reprise ne correspond pas à ce nom dans cette session. Vérifiez le nom et le code, ou demandez à l’enseignant de vous laisser revenir.',
        code: 'rejoin-code-invalid',
      });
      // A name nobody joined under gets the same answer: the refusal tells nothing.
      expect((await httpClient(strict.url).post('/api/sessions/join', { code: session.code, studentName: 'Personne', rejoinCode: wrong })).json.code).toBe('rejoin-code-invalid');
      expect((await tryCode('12')).json).toMatchObject({ code: 'invalid-body', error: expect.stringContaining('6 chiffres') });
      expect((await tryCode(wrong)).status).toBe(401);
      // Three misses: now even the right code is refused from this address, so guessing learns nothing.
      const blocked = await tryCode(marie.rejoinCode);
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe('rate-limited');
    } finally {
      await strict.close();
      await database.close();
    }
  });

  it('lets the teacher approve a request in one click; the waiting device then resumes by itself', async () => {
    const { client, session, questionIds } = await activeClass();
    const phoneA = await joinStudent(server.url, session.code, 'Marie Curie');
    sockets.push(phoneA.socket);
    await request(phoneA.socket, 'submit-answer', { questionId: questionIds[0], studentId: phoneA.id, studentName: 'x', answer: '1' });
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });

    // A name nobody joined under cannot ask.
    expect((await httpClient(server.url).post('/api/sessions/rejoin-requests', { code: session.code, studentName: 'Inconnu' })).status).toBe(404);

    const announced = nextEvent<any>(teacher, 'rejoin-requested');
    const asked = await httpClient(server.url).post('/api/sessions/rejoin-requests', { code: session.code, studentName: 'Marie Curie' });
    expect(asked.status).toBe(202);
    const secret = asked.json.rejoinRequest as string;
    expect((await announced).request).toMatchObject({ studentId: phoneA.id, studentName: 'Marie Curie' });
    const listed = await client.get(`/api/sessions/${session.id}/rejoin-requests`);
    expect(listed.json.requests).toEqual([expect.objectContaining({ studentId: phoneA.id, studentName: 'Marie Curie' })]);

    // While the teacher has not answered, the device is told to wait; a wrong secret is refused.
    const claim = (rejoinRequest: string) => httpClient(server.url).post('/api/sessions/join', { code: session.code, studentName: 'Marie Curie', rejoinRequest });
    expect((await claim(secret)).json).toMatchObject({ code: 'rejoin-pending', error: 'Votre demande attend l’accord de l’enseignant.' });
    expect((await claim('pas-le-secret')).json.code).toBe('rejoin-request-unknown');

    // Another teacher cannot answer it.
    const other = await registeredTeacher(server.url, 'Autre Prof');
    expect((await other.client.post(`/api/sessions/${session.id}/rejoin-requests/${phoneA.id}/approve`)).status).toBe(404);

    const settled = nextEvent<any>(teacher, 'rejoin-settled');
    const told = nextEvent<any>(phoneA.socket, 'student-resumed-elsewhere');
    expect((await client.post(`/api/sessions/${session.id}/rejoin-requests/${phoneA.id}/approve`)).json).toEqual({ success: true });
    expect(await settled).toMatchObject({ studentId: phoneA.id });
    const resumed = await claim(secret);
    expect(resumed.status).toBe(200);
    expect(resumed.json.student).toMatchObject({ id: phoneA.id, rejoinCode: expect.stringMatching(/^\d{6}$/) });
    await told;
    // Used up: the list is empty and the secret works once.
    expect((await client.get(`/api/sessions/${session.id}/rejoin-requests`)).json.requests).toEqual([]);
    expect((await claim(secret)).json.code).toBe('rejoin-request-unknown');
    const results = await httpClient(server.url).request('GET', `/api/sessions/${session.id}/student/${phoneA.id}/responses`, undefined, { 'x-student-token': resumed.json.student.token });
    expect(results.text).toContain('"answer":"1"');
  });

  it('tells a waiting device that the teacher declined', async () => {
    const { client, session } = await activeClass();
    const marie = await join({ code: session.code, studentName: 'Marie Curie' });
    const asked = await httpClient(server.url).post('/api/sessions/rejoin-requests', { code: session.code, studentName: 'Marie Curie' });
    expect((await client.post(`/api/sessions/${session.id}/rejoin-requests/${marie.json.student.id}/decline`)).status).toBe(200);
    const claimed = await join({ code: session.code, studentName: 'Marie Curie', rejoinRequest: asked.json.rejoinRequest });
    expect(claimed.json).toMatchObject({ code: 'rejoin-declined', error: 'L’enseignant n’a pas accepté votre demande de retour.' });
    expect((await client.post(`/api/sessions/${session.id}/rejoin-requests/${marie.json.student.id}/approve`)).json.code).toBe('rejoin-request-closed');
  });
});
