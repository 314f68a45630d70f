import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { CHOICE_QUESTION, OPEN_QUESTION, teacherWithSession } from '../testing/live-harness';
import { httpClient, registeredTeacher, startTestApp, type HttpClient, type TestApp } from '../testing/test-app';
import { countStatements } from '../testing/statement-counter';

const TRUE_FALSE_QUESTION = {
  title: 'Ébullition',
  content: 'L’eau bout à 100 °C au niveau de la mer.',
  type: 'true_false',
  timeLimit: 30,
  options: [
    { text: 'Vrai', explication: 'À la pression atmosphérique normale, oui.' },
    { text: 'Faux', explication: 'Sous une pression différente seulement.' },
  ],
  correctAnswer: '0',
};

const RATING_QUESTION = {
  title: 'Avis',
  content: 'Avez-vous aimé ce chapitre ?',
  type: 'rating',
  timeLimit: 20,
  ratingScale: { min: 1, max: 5, labels: [] },
};

const QUIZ = [CHOICE_QUESTION, TRUE_FALSE_QUESTION, OPEN_QUESTION, RATING_QUESTION];

/** Texts a student must not read before answering the question they belong to. */
const SECRETS_BY_QUESTION = [
  ['Paris est la capitale', 'Lyon est une grande ville'],
  ['pression atmosphérique normale', 'Sous une pression différente'],
  ['dioxyde de carbone en glucose'],
  [],
];
const SECRET_KEYS = ['correctAnswer', 'correctExplication', 'explication', 'proposition'];

const UNAUTHENTICATED = {
  error: 'Votre participation n’est pas reconnue sur cet appareil. Rejoignez la session avec votre nom.',
  code: 'student-unauthenticated',
};

interface Student {
  id: string;
  token: string;
  /** Every body this student's device received. */
  received: string[];
  client: HttpClient;
}

describe.each(testDatabases)('a student’s own quiz and results on $name', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  async function autonomousSession(questions: unknown[] = QUIZ) {
    const setup = await teacherWithSession(server.url, questions);
    expect((await setup.client.patch(`/api/sessions/${setup.session.id}/autonomous`, { isAutonomous: true })).status).toBe(200);
    expect((await setup.client.patch(`/api/sessions/${setup.session.id}/status`, { status: 'active' })).status).toBe(200);
    return setup;
  }

  async function join(code: string, name: string): Promise<Student> {
    const client = httpClient(server.url);
    const response = await client.post('/api/sessions/join', { code, studentName: name });
    expect(response.status, response.text).toBe(200);
    return { id: response.json.student.id, token: response.json.student.token, received: [response.text], client };
  }

  async function studentGet(student: Student, path: string) {
    const response = await student.client.request('GET', path, undefined, { 'x-student-token': student.token });
    student.received.push(response.text);
    return response;
  }

  const resultsOf = (student: Student, sessionId: string) => studentGet(student, `/api/sessions/${sessionId}/student/${student.id}/responses`);
  const quizOf = (student: Student, sessionId: string) => studentGet(student, `/api/sessions/${sessionId}/student/${student.id}/quiz`);

  async function answer(student: Student, questionId: string, value: string) {
    const response = await student.client.post(
      `/api/questions/${questionId}/respond`,
      { studentId: student.id, studentName: 'ignoré', answer: value },
      { 'x-student-token': student.token },
    );
    student.received.push(response.text);
    return response;
  }

  it('lists an open quiz’s questions and takes answers to any of them without activation, revealing each one only once answered', async () => {
    const { session, questionIds, client: teacher } = await autonomousSession();
    const student = await join(session.code, 'Alice Martin');

    const quiz = await quizOf(student, session.id);
    expect(quiz.status).toBe(200);
    expect(quiz.json.session).toMatchObject({ id: session.id, status: 'active', isAutonomous: true });
    expect(quiz.json.questions.map((q: { id: string }) => q.id)).toEqual(questionIds);
    expect(quiz.json.questions[0].options).toEqual([{ id: '0', text: 'Paris' }, { id: '1', text: 'Lyon' }]);

    const before = await resultsOf(student, session.id);
    expect(before.status).toBe(200);
    expect(before.json.student).toEqual({ studentId: student.id, studentName: 'Alice Martin' });
    expect(before.json.results.map((r: { response: unknown; feedback: unknown }) => [r.response, r.feedback])).toEqual(QUIZ.map(() => [null, null]));
    expect(before.json.score.score).toBe(0);
    for (const secret of [...SECRETS_BY_QUESTION.flat(), ...SECRET_KEYS]) expect(student.received.join('\n')).not.toContain(secret);

    // The second question first: a self-paced student is not held to the teacher's order.
    const second = await answer(student, questionIds[1]!, '0');
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ success: true, message: 'Réponse enregistrée', feedback: { isCorrect: true } });
    const wrong = await answer(student, questionIds[0]!, '1');
    expect(wrong.json.feedback).toMatchObject({ isCorrect: false, correctAnswer: '0', correctExplication: 'Paris est la capitale depuis des siècles.' });
    expect((await answer(student, questionIds[0]!, '0')).json).toMatchObject({ code: 'already-answered' });

    const partway = await resultsOf(student, session.id);
    expect(partway.json.results[0]).toMatchObject({ response: { answer: '1' }, feedback: { isCorrect: false, explication: 'Lyon est une grande ville, pas la capitale.' } });
    expect(partway.json.results[2]).toMatchObject({ response: null, feedback: null });
    for (const secret of SECRETS_BY_QUESTION[2]!) expect(partway.text).not.toContain(secret);
    expect(partway.json.score).toMatchObject({ score: 50, choiceGraded: 2, choiceCorrect: 1 });

    expect((await answer(student, questionIds[2]!, 'La lumière et l’eau donnent du sucre.')).json.feedback).toMatchObject({
      isCorrect: null,
      proposition: OPEN_QUESTION.proposition,
    });
    expect((await answer(student, questionIds[3]!, '4')).status).toBe(201);
    // An evaluated open answer counts with its score: (0 + 100 + 80) / 3. The evaluator's own
    // pass is let finish first, so that the score set here is the last word.
    await server.evaluation.queue.idle();
    await server.database.db
      .update(responses)
      .set({ concordanceScore: 80 })
      .where(and(eq(responses.questionId, questionIds[2]!), eq(responses.studentId, student.id)));
    const done = await resultsOf(student, session.id);
    expect(done.json.results.every((r: { response: unknown }) => r.response !== null)).toBe(true);
    expect(done.json.score).toMatchObject({ score: 60, openEvaluated: 1, openAverage: 80 });

    // Once ended, the quiz lists nothing and takes nothing; the results stay readable.
    await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    const closed = await quizOf(student, session.id);
    expect(closed.json).toMatchObject({ session: { status: 'ended' }, questions: [] });
    expect((await resultsOf(student, session.id)).status).toBe(200);
  });

  it('reveals the solution of unanswered questions once the session ended, not before', async () => {
    const { session, questionIds, client: teacher } = await autonomousSession();
    const student = await join(session.code, 'Basile');
    await answer(student, questionIds[0]!, '0');
    expect((await resultsOf(student, session.id)).json.results[2].feedback).toBeNull();

    await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'ended' });
    const after = await resultsOf(student, session.id);
    expect(after.json.results[1]).toMatchObject({
      response: null,
      feedback: { isCorrect: null, correctAnswer: '0', correctExplication: 'À la pression atmosphérique normale, oui.' },
    });
    expect(after.json.results[2].feedback).toMatchObject({ proposition: OPEN_QUESTION.proposition });
    expect(after.json.score).toMatchObject({ score: 100, choiceGraded: 1 });
  });

  it('lists no question while the quiz is closed: supervised, not started or paused', async () => {
    const { session, client: teacher } = await teacherWithSession(server.url, QUIZ);
    const student = await join(session.code, 'Chloé');
    const path = `/api/sessions/${session.id}/student/${student.id}/quiz`;

    expect((await quizOf(student, session.id)).json).toMatchObject({ session: { status: 'created', isAutonomous: false }, questions: [] });
    await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'active' });
    expect((await quizOf(student, session.id)).json).toMatchObject({ session: { status: 'active' }, questions: [] });
    await teacher.patch(`/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    expect((await quizOf(student, session.id)).json.questions).toHaveLength(QUIZ.length);
    await teacher.patch(`/api/sessions/${session.id}/status`, { status: 'paused' });
    expect((await quizOf(student, session.id)).json).toMatchObject({ session: { status: 'paused' }, questions: [] });

    // The quiz is a student's view: the teacher's cookie alone does not open it.
    expect((await teacher.get(path)).json).toEqual(UNAUTHENTICATED);
    for (const secret of [...SECRETS_BY_QUESTION.flat(), ...SECRET_KEYS]) expect(student.received.join('\n')).not.toContain(secret);
  });

  it('lets only the student’s own token or the session’s teacher read the results, and tells nobody else who exists', async () => {
    const { session, questionIds, client: teacher } = await autonomousSession();
    const alice = await join(session.code, 'Alice');
    const bob = await join(session.code, 'Bob');
    await answer(alice, questionIds[0]!, '0');
    const path = (studentId: string, sessionId: string = session.id) => `/api/sessions/${sessionId}/student/${studentId}/responses`;
    const anonymous = httpClient(server.url);
    const withToken = (p: string, token: string, client: HttpClient = anonymous) => client.request('GET', p, undefined, { 'x-student-token': token });

    const refusals = [
      await anonymous.get(path(alice.id)),
      await withToken(path(alice.id), 'pas-le-bon-jeton'),
      await withToken(path(alice.id), bob.token),
      await withToken(path(`${session.code}_personne`), bob.token),
      await withToken(path(`${session.code}_personne`), 'pas-le-bon-jeton'),
      await withToken(path(alice.id, 'pas-un-uuid'), alice.token),
    ];
    // Another session of the same teacher: Alice's token proves nothing there.
    const { session: elsewhere } = await autonomousSession();
    refusals.push(await withToken(path(alice.id, elsewhere.id), alice.token));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.json).toEqual(UNAUTHENTICATED);
    }

    const intruder = await registeredTeacher(server.url, 'Autre Prof');
    const foreign = await intruder.client.get(path(alice.id));
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('session-not-found');
    expect((await withToken(path(alice.id), 'pas-le-bon-jeton', intruder.client)).status).toBe(404);

    const own = await alice.client.request('GET', path(alice.id), undefined, { 'x-student-token': alice.token });
    expect(own.status).toBe(200);
    expect(own.json.results[1].feedback).toBeNull();

    // The teacher knows every answer: nothing is held back from them, even before the end.
    const byTeacher = await teacher.get(path(alice.id));
    expect(byTeacher.status).toBe(200);
    expect(byTeacher.json.student).toEqual({ studentId: alice.id, studentName: 'Alice' });
    expect(byTeacher.json.results[1]).toMatchObject({ response: null, feedback: { correctAnswer: '0' } });
    const unknown = await teacher.get(path(`${session.code}_personne`));
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('student-not-found');
  });

  it('reads the quiz and the results in a number of queries that does not grow with the questions', async () => {
    const queries = countStatements(server.database.db);
    try {
      const counts: number[][] = [];
      for (const size of [1, 12]) {
        const { session, questionIds } = await autonomousSession(Array.from({ length: size }, () => CHOICE_QUESTION));
        const student = await join(session.code, `Élève ${size}`);
        for (const id of questionIds) await answer(student, id, '0');
        // Answers make the server evaluate them and send teachers batched statistics in the
        // background: let that pass before counting.
        await server.evaluation.queue.idle();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const measured: number[] = [];
        for (const read of [quizOf, resultsOf]) {
          queries.reset();
          expect((await read(student, session.id)).status).toBe(200);
          measured.push(queries.count);
        }
        counts.push(measured);
      }
      expect(counts[1]).toEqual(counts[0]);
    } finally {
      queries.restore();
    }
  });
});
