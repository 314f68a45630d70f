import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../storage/db';
import { testDatabases } from '../testing/databases';
import {
  answerByRest,
  CHOICE_QUESTION,
  joinByRest,
  OPEN_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvent,
  openSocket,
  request,
  teacherWithSession,
  type ClientSocket,
  type JoinedStudent,
} from '../testing/live-harness';
import { countStatements } from '../testing/statement-counter';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';

const STUDENTS = 60;
const SECRETS = ['correctAnswer', 'explication', 'proposition', 'Paris est la capitale', 'dioxyde de carbone en glucose'];

describe.each(testDatabases)('live session over socket.io on $name', (target) => {
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

  async function countAnswers(questionId: string): Promise<number> {
    const [row] = await selectRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from responses where question_id = ${questionId}`);
    return Number(row!.n);
  }

  it(`runs a question with ${STUDENTS} students: activation reaches all, answers are stored once, the teacher sees the counts`, async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION, OPEN_QUESTION]);
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    expect(await request(teacher, 'start-session', { sessionId: session.id })).toMatchObject({ ok: true, data: { status: 'active' } });
    const joined = await request<any>(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    expect(joined).toMatchObject({ ok: true, data: { session: { code: session.code, status: 'active' } } });

    const students: JoinedStudent[] = [];
    const participantCounts: number[] = [];
    teacher.on('user-joined', (data) => participantCounts.push(data.participantsCount));
    for (let i = 0; i < STUDENTS; i++) students.push(await joinStudent(server.url, session.code, `Élève ${i}`));
    sockets.push(...students.map((s) => s.socket));
    await expect.poll(() => participantCounts.at(-1)).toBe(STUDENTS);

    const started = performance.now();
    const received = Promise.all(students.map((s) => nextEvent<any>(s.socket, 'question-activated')));
    expect(await request(teacher, 'activate-question', { sessionId: session.id, questionId: questionIds[0] })).toMatchObject({ ok: true });
    const activations = await received;
    console.info(`activation → all ${STUDENTS} students received: ${(performance.now() - started).toFixed(1)} ms`);
    for (const activation of activations) {
      expect(activation.questionId).toBe(questionIds[0]);
      expect(activation.question.options).toEqual([{ id: '0', text: 'Paris' }, { id: '1', text: 'Lyon' }]);
      expect(activation.question).not.toHaveProperty('correctAnswer');
    }

    const stats = nextEvent<any>(teacher, 'answer-submitted', (d) => d.stats.responsesCount === STUDENTS);
    const acks = await Promise.all(
      students.map((s, i) =>
        request<any>(s.socket, 'submit-answer', { questionId: questionIds[0], studentId: s.id, studentName: s.name, answer: i % 3 === 0 ? '1' : '0' }),
      ),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(acks[0]).toMatchObject({ ok: true, data: { feedback: { isCorrect: false, correctAnswer: '0' } } });
    expect(acks[1]).toMatchObject({ ok: true, data: { feedback: { isCorrect: true } } });
    const final = await stats;
    expect(final.stats.counts).toEqual({ '0': STUDENTS - Math.ceil(STUDENTS / 3), '1': Math.ceil(STUDENTS / 3) });
    expect(await countAnswers(questionIds[0]!)).toBe(STUDENTS);

    // A second, different answer (another tab): one row, one clear refusal.
    const second = await request<any>(students[0]!.socket, 'submit-answer', { questionId: questionIds[0], studentId: students[0]!.id, studentName: 'x', answer: '0' });
    expect(second).toEqual({ ok: false, error: 'Vous avez déjà répondu à cette question.', code: 'already-answered' });
    expect(await countAnswers(questionIds[0]!)).toBe(STUDENTS);
  });

  it('tells the teacher an arrival at once and a crowd in a few messages, students the size in fewer still', async () => {
    const { client, session } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    const arrivals: Array<{ participantsCount: number; participant?: unknown }> = [];
    teacher.on('user-joined', (data) => arrivals.push(data));
    const first = await joinStudent(server.url, session.code, 'Premier');
    sockets.push(first.socket);
    // Alone in a quiet class: told at once, by name.
    await expect.poll(() => arrivals).toEqual([{ participantsCount: 1, participant: { studentId: first.id, studentName: 'Premier' } }]);
    const counts: number[] = [];
    first.socket.on('user-joined', (data) => {
      expect(data).not.toHaveProperty('participant');
      counts.push(data.participantsCount);
    });
    const others = await Promise.all(Array.from({ length: 20 }, (_, i) => joinStudent(server.url, session.code, `Autre ${i}`)));
    sockets.push(...others.map((o) => o.socket));
    await expect.poll(() => counts.at(-1)).toBe(21);
    await expect.poll(() => arrivals.at(-1)?.participantsCount).toBe(21);
    expect(counts.length).toBeLessThan(20);
    // Twenty arrivals at once reach the teacher in fewer messages, the size never going back.
    expect(arrivals.length).toBeLessThan(21);
    const told = arrivals.map((a) => a.participantsCount);
    expect(told).toEqual([...told].sort((a, b) => a - b));
  });

  it('never shows a student the answer, explanations or model answer before they answered', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION, OPEN_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const student = await joinStudent(server.url, session.code, 'Curieux');
    sockets.push(student.socket);
    for (const questionId of questionIds) {
      const got = nextEvent(student.socket, 'question-activated');
      expect((await client.patch(`/api/questions/${questionId}/activate`)).status).toBe(200);
      await got;
    }
    // Also what a REST caller without the teacher's cookie can read.
    const publicView = await fetch(`${server.url}/api/sessions/code/${session.code}`).then((r) => r.text());
    const everything = JSON.stringify(student.received) + publicView;
    for (const secret of SECRETS) expect(everything).not.toContain(secret);

    // Once answered, the feedback reveals them.
    const ack = await request<any>(student.socket, 'submit-answer', { questionId: questionIds[1], studentId: student.id, studentName: student.name, answer: 'De la lumière et de l’eau.' });
    expect(ack).toMatchObject({ ok: true, data: { feedback: { proposition: OPEN_QUESTION.proposition } } });
  });

  it('refuses bad payloads with French messages and stores nothing, with or without an acknowledgement callback', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const student = await joinStudent(server.url, session.code, 'Testeur');
    sockets.push(student.socket);
    const base = { questionId: questionIds[0], studentId: student.id, studentName: student.name };
    const cases: Array<[unknown, string]> = [
      [{ ...base, answer: '7' }, 'Index invalide: 7'],
      [{ ...base, answer: 'deux' }, 'Index invalide: deux'],
      [{ ...base, answer: '' }, 'Veuillez donner une réponse.'],
      [{ ...base, answer: { $gt: 1 } }, 'Réponse invalide'],
      [{ ...base, answer: '0', teacherId: 'x' }, 'Clé non reconnue : "teacherId"'],
      [{ ...base, studentId: 'ABCDEF_quelqu_un', answer: '0' }, 'Votre participation n’est pas reconnue sur cet appareil. Rejoignez la session avec votre nom.'],
      [{ ...base, questionId: 'pas-un-uuid', answer: '0' }, 'Question non trouvée'],
      ['texte', 'Entrée invalide : objet attendu, chaîne de caractères reçu'],
      [null, 'Entrée invalide : objet attendu, null reçu'],
    ];
    for (const [payload, error] of cases) {
      const ack = await request<any>(student.socket, 'submit-answer', payload);
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, error });
    }
    // Without a callback (a spec client), the same refusals arrive as error events.
    for (const [payload, error] of cases) {
      const refused = nextEvent<any>(student.socket, 'error');
      (student.socket.emit as (event: string, payload: unknown) => void)('submit-answer', payload);
      expect(await refused, JSON.stringify(payload)).toMatchObject({ error, code: expect.any(String) });
    }
    expect(await countAnswers(questionIds[0]!)).toBe(0);
    expect(student.socket.connected).toBe(true);
  });

  it('refuses teacher events without the cookie, and on another teacher’s session', async () => {
    const { session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    const anonymous = await openSocket(server.url);
    const intruder = await registeredTeacher(server.url, 'Intrus');
    const other = await openSocket(server.url, cookieHeader(intruder.client));
    sockets.push(anonymous, other);
    for (const [event, payload] of [
      ['start-session', { sessionId: session.id }],
      ['stop-session', { sessionId: session.id }],
      ['activate-question', { sessionId: session.id, questionId: questionIds[0] }],
      ['join-session', { sessionCode: session.code, userType: 'teacher', userId: 'x', userName: 'x' }],
    ] as const) {
      expect(await request(anonymous, event, payload)).toMatchObject({ ok: false, code: 'unauthenticated' });
      expect(await request(other, event, payload)).toMatchObject({ ok: false, code: expect.stringMatching(/not-found/) });
    }
    const [row] = await selectRows<{ status: string }>(server.database.db, sql`select status from sessions where id = ${session.id}`);
    expect(row!.status).toBe('created');
  });

  it('refuses a handshake from a foreign origin, even with the teacher’s cookie', async () => {
    const { client } = await registeredTeacher(server.url);
    await expect(openSocket(server.url, { ...cookieHeader(client), origin: 'https://pirate.example' })).rejects.toBeTruthy();
    // Same host and port, other scheme: another origin.
    await expect(openSocket(server.url, { ...cookieHeader(client), origin: server.url.replace('http:', 'https:') })).rejects.toBeTruthy();
    const own = await openSocket(server.url, { ...cookieHeader(client), origin: server.url });
    own.close();
  });

  it('refuses answers after the time is up, and answers to a question that is not open', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [
      { ...CHOICE_QUESTION, timeLimit: 10 },
      CHOICE_QUESTION,
    ]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const student = await joinStudent(server.url, session.code, 'Retardataire');
    sockets.push(student.socket);
    const notOpen = await request<any>(student.socket, 'submit-answer', { questionId: questionIds[1], studentId: student.id, studentName: 'r', answer: '0' });
    expect(notOpen).toMatchObject({ ok: false, code: 'question-not-open' });
    await server.database.db.execute(sql`update questions set activated_at = now() - interval '13 seconds' where id = ${questionIds[0]}`);
    const late = await request<any>(student.socket, 'submit-answer', { questionId: questionIds[0], studentId: student.id, studentName: 'r', answer: '0' });
    expect(late).toEqual({ ok: false, code: 'time-up', error: 'Temps écoulé : cette question n’accepte plus de réponses.' });
    expect(await countAnswers(questionIds[0]!)).toBe(0);
  });

  it('gives a reconnecting student the same question, remaining time and their own answer', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const activated = await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const student = await joinStudent(server.url, session.code, 'Nomade');
    await request(student.socket, 'submit-answer', { questionId: questionIds[0], studentId: student.id, studentName: 'n', answer: '1' });
    student.socket.close();

    const again = await openSocket(server.url);
    sockets.push(again);
    const snapshot = await request<any>(again, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token });
    expect(snapshot).toMatchObject({
      ok: true,
      data: {
        session: { status: 'active' },
        current: {
          question: { id: questionIds[0], activatedAt: activated.json.question.activatedAt },
          response: { answer: '1' },
          feedback: { isCorrect: false, correctAnswer: '0' },
        },
      },
    });
    // Without the token, the same name is not enough.
    const impostor = await openSocket(server.url);
    sockets.push(impostor);
    expect(await request(impostor, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id })).toMatchObject({ ok: false, code: 'student-unauthenticated' });
  });

  /** A started session of two choice questions, its teacher's live channel joined. */
  async function startedWithTeacher() {
    const setup = await teacherWithSession(server.url, [CHOICE_QUESTION, CHOICE_QUESTION]);
    await setup.client.patch(`/api/sessions/${setup.session.id}/status`, { status: 'active' });
    const teacher = await openSocket(server.url, cookieHeader(setup.client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: setup.session.code, userType: 'teacher', userId: 't', userName: 'Prof' });
    return { ...setup, teacher };
  }

  it('shows every screen the question on screen as the teacher corrects it, under the same activation, and those who answered their new feedback', async () => {
    const { client, session, questionIds, teacher } = await startedWithTeacher();
    const activated = await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const answered = await joinStudent(server.url, session.code, 'Lina');
    const waiting = await joinStudent(server.url, session.code, 'Malo');
    sockets.push(answered.socket, waiting.socket);
    const seq = (answered.joined as { activationSeq: number }).activationSeq;
    await request(answered.socket, 'submit-answer', { questionId: questionIds[0], studentId: answered.id, studentName: 'Lina', answer: '1' });

    // The right answer was the wrong one, and the title had a typo: corrected on screen.
    const corrected = { ...CHOICE_QUESTION, title: 'Capitale de la France', correctAnswer: '1' };
    const toWaiting = nextEvent<any>(waiting.socket, 'question-activated');
    const toTeacher = nextEvent<any>(teacher, 'question-activated');
    const feedback = nextEvent<any>(answered.socket, 'answer-confirmed');
    expect((await client.patch(`/api/questions/${questionIds[0]}`, corrected)).status).toBe(200);
    const sent = { questionId: questionIds[0], activatedAt: activated.json.question.activatedAt, activationSeq: seq };
    expect(await toWaiting).toMatchObject({ ...sent, question: { title: 'Capitale de la France' } });
    expect((await toWaiting).question).not.toHaveProperty('correctAnswer');
    expect(await toTeacher).toMatchObject({ ...sent, question: { title: 'Capitale de la France', correctAnswer: '1' } });
    expect(await feedback).toMatchObject({ questionId: questionIds[0], response: { answer: '1' }, feedback: { isCorrect: true } });

    // A question not on screen is edited quietly.
    const quiet: string[] = [];
    waiting.socket.on('question-activated', () => quiet.push('question-activated'));
    expect((await client.patch(`/api/questions/${questionIds[1]}`, corrected)).status).toBe(200);
    await request(waiting.socket, 'leave-session', { sessionCode: session.code });
    expect(quiet).toEqual([]);
  });

  it('closes on every screen the question the teacher deletes while it is on screen, and says nothing of another', async () => {
    const { client, session, questionIds, teacher } = await startedWithTeacher();
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const student = await joinStudent(server.url, session.code, 'Noé');
    sockets.push(student.socket);
    const seq = (student.joined as { activationSeq: number }).activationSeq;

    const quiet: string[] = [];
    student.socket.on('question-deactivated', () => quiet.push('question-deactivated'));
    expect((await client.request('DELETE', `/api/questions/${questionIds[1]}`)).status).toBe(200);
    await request(student.socket, 'leave-session', { sessionCode: 'ZZZZZZ' }); // a round trip: what was sent before it is in
    expect(quiet).toEqual([]);

    const toStudent = nextEvent<any>(student.socket, 'question-deactivated');
    const toTeacher = nextEvent<any>(teacher, 'question-deactivated');
    expect((await client.request('DELETE', `/api/questions/${questionIds[0]}`)).status).toBe(200);
    expect(await toStudent).toEqual({ sessionId: session.id, activationSeq: seq + 1 });
    expect(await toTeacher).toEqual({ sessionId: session.id, activationSeq: seq + 1 });
  });

  it('lets a student join in one statement by REST and one by socket, however large the class', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const first = await joinStudent(server.url, session.code, 'Premier');
    sockets.push(first.socket);

    const statements = countStatements(server.database.db);
    try {
      await statements.settle();
      const joined = await fetch(`${server.url}/api/sessions/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: session.code, studentName: 'Second' }),
      });
      const { student } = (await joined.json()) as { student: { id: string; token: string } };
      expect(statements.count).toBe(1);

      // The REST join's own follow-ups (the teacher's live statistics, pushed later) land before
      // the socket's window opens, not in it: under load one came after the reset and counted.
      await statements.settle();
      const socket = await openSocket(server.url);
      sockets.push(socket);
      const ack = await request<any>(socket, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token });
      expect(ack).toMatchObject({ ok: true, data: { session: { participantsCount: 2 }, current: { question: { id: questionIds[0] } } } });
      expect(statements.count).toBe(1);
    } finally {
      statements.restore();
    }
  });

  it('stores a crowd of REST joins in a few grouped statements, each with its own exact class size, the same name once', async () => {
    const { session } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    const other = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    const post = (code: string, studentName: string) =>
      fetch(`${server.url}/api/sessions/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, studentName }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const statements = countStatements(server.database.db);
    try {
      await statements.settle();
      const names = Array.from({ length: 30 }, (_, i) => `Groupe ${i}`);
      const results = await Promise.all([
        ...names.map((name) => post(session.code, name)),
        post(session.code, 'Jumeau'),
        post(session.code, 'Jumeau'),
        post(other.session.code, 'Ailleurs'),
        post('ZZZZZZ', 'Perdu'),
      ]);
      const [twinA, twinB, elsewhere, lost] = results.slice(30);
      // The same name twice at once: one joins, the other is told the name is taken.
      expect([twinA!.status, twinB!.status].sort()).toEqual([200, 409]);
      expect(elsewhere).toMatchObject({ status: 200, body: { session: { id: other.session.id } } });
      expect(lost).toMatchObject({ status: 404, body: { code: 'session-not-found' } });
      // 31 newcomers in the session: each read a distinct, exact class size.
      const sizes = await selectRows<{ participants_count: number }>(server.database.db, sql`select participants_count from sessions where id = ${session.id}`);
      expect(Number(sizes[0]!.participants_count)).toBe(31);
      // One statement per join would be 34; grouped, far fewer.
      expect(statements.count).toBeLessThan(34 / 2);
    } finally {
      statements.restore();
    }
  });

  it('reads a crowd of socket joins in a few grouped statements, each student getting their own answer, an impostor refused', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const CROWD = 40;
    const crowd = await Promise.all(Array.from({ length: CROWD }, (_, i) => joinByRest(server.url, session.code, `Foule ${i}`)));
    // Every other student answered already (by REST): the snapshot must carry their own answer.
    for (const [i, student] of crowd.entries()) if (i % 2 === 0) expect(await answerByRest(server.url, questionIds[0]!, student, String(i % 4 === 0 ? 0 : 1))).toBe(201);
    const devices = await Promise.all(crowd.map(() => openSocket(server.url)));
    const impostor = await openSocket(server.url);
    sockets.push(...devices, impostor);

    const statements = countStatements(server.database.db);
    try {
      await statements.settle();
      const [acks, refused] = await Promise.all([
        Promise.all(
          crowd.map((student, i) =>
            request<any>(devices[i]!, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: student.token }),
          ),
        ),
        request<any>(impostor, 'join-session', { sessionCode: session.code, userType: 'student', userId: crowd[1]!.id, token: 'pas-le-bon' }),
      ]);
      expect(refused).toMatchObject({ ok: false, code: 'student-unauthenticated' });
      for (const [i, ack] of acks.entries()) {
        expect(ack, `student ${i}`).toMatchObject({ ok: true, data: { current: { question: { id: questionIds[0] } } } });
        expect((ack as any).data.current.response?.answer ?? null, `student ${i}`).toBe(i % 2 === 0 ? String(i % 4 === 0 ? 0 : 1) : null);
      }
      // One statement per join would be 41; grouped, far fewer.
      expect(statements.count).toBeLessThan(CROWD / 2);
    } finally {
      statements.restore();
    }
  });

  it('leaves a refused student in none of the session rooms', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const student = await joinStudent(server.url, session.code, 'Titulaire');
    sockets.push(student.socket);
    const impostor = await openSocket(server.url);
    sockets.push(impostor);
    const refused = await request(impostor, 'join-session', { sessionCode: session.code, userType: 'student', userId: student.id, token: 'pas-le-bon' });
    expect(refused).toMatchObject({ ok: false, code: 'student-unauthenticated' });

    let leaked = 0;
    impostor.onAny(() => leaked++);
    const reached = nextEvent(student.socket, 'question-activated');
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    await reached;
    await request(student.socket, 'submit-answer', { questionId: questionIds[0], studentId: student.id, studentName: 'n', answer: '0' });
    expect(leaked).toBe(0);
  });

  it('finds the new session behind a code that a deleted session had, though the old one was looked up before', async () => {
    const old = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await old.client.patch(`/api/sessions/${old.session.id}/status`, { status: 'active' });
    const early = await joinStudent(server.url, old.session.code, 'Ancien');
    early.socket.close();
    await old.client.patch(`/api/sessions/${old.session.id}/status`, { status: 'ended' });
    expect((await old.client.del(`/api/sessions/${old.session.id}`)).status).toBe(200);

    // Codes are unique among existing sessions only: the same code may be drawn again.
    const [reborn] = await selectRows<{ id: string }>(
      server.database.db,
      sql`insert into sessions (teacher_id, name, code, status) values (${old.teacher.id}, 'Nouveau cours', ${old.session.code}, 'active') returning id`,
    );
    const student = await joinStudent(server.url, old.session.code, 'Nouvel élève');
    sockets.push(student.socket);
    expect(student.joined).toMatchObject({ session: { id: reborn!.id, name: 'Nouveau cours' } });
    // Sent once: the acknowledgement carries the snapshot, so no session-joined event repeats it.
    expect(student.received.map((r) => r.event)).not.toContain('session-joined');
  });

  it('sends students to the join page when the teacher stops the session, and blocks answers while paused', async () => {
    const { client, session, questionIds } = await teacherWithSession(server.url, [CHOICE_QUESTION]);
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    await client.patch(`/api/questions/${questionIds[0]}/activate`);
    const student = await joinStudent(server.url, session.code, 'Attentif');
    sockets.push(student.socket);

    const paused = nextEvent<any>(student.socket, 'session-status-changed');
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
    expect(await paused).toEqual({
      sessionId: session.id,
      status: 'paused',
      pausedAt: expect.any(String),
      openQuestion: { questionId: questionIds[0], pausedMs: 0 },
      serverNow: expect.any(String),
    });
    const refused = await request<any>(student.socket, 'submit-answer', { questionId: questionIds[0], studentId: student.id, studentName: 'a', answer: '0' });
    expect(refused).toMatchObject({ ok: false, error: 'Impossible de soumettre une réponse : la session est en pause.' });

    await client.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    const stopped = nextEvent<any>(student.socket, 'session-stopped');
    await client.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    expect(await stopped).toEqual({ sessionId: session.id, message: "La session a été terminée par l'enseignant" });
  });

  it('closes a teacher’s sockets at logout', async () => {
    const { client } = await registeredTeacher(server.url);
    const socket = await openSocket(server.url, cookieHeader(client));
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await client.post('/api/auth/teacher/logout');
    await closed;
  });
});
