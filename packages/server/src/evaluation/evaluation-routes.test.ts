import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { evaluationStats } from '@ciar/shared/evaluation';
import { questionStats, type OpenQuestionStats } from '@ciar/shared/statistics';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import {
  answerByRest,
  classWithQuestions,
  joinByRest,
  responseRows,
  scriptedEvaluator,
  TEST_EVALUATOR_NAME,
  type ScriptedEvaluator,
} from '../testing/evaluation-harness';
import {
  CHOICE_QUESTION,
  OPEN_QUESTION,
  cookieHeader,
  joinStudent,
  nextEvaluation,
  nextEvent,
  openSocket,
  request,
  watchScores,
} from '../testing/live-harness';
import { useLiveApp } from '../testing/live-app';
import { httpClient, registeredTeacher } from '../testing/test-app';

describe.each(testDatabases)('evaluation routes on $name', (target) => {
  const evaluator: ScriptedEvaluator = scriptedEvaluator();
  const live = useLiveApp(target, { evaluator });
  const { sockets } = live;

  /** Scores by the answer's text: "score:NN" gives NN, "panne" throws. */
  function byAnswer() {
    evaluator.behave = ({ answer }) => {
      if (answer.includes('panne')) throw new Error('panne');
      const score = Number(/score:(\d+)/.exec(answer)?.[1] ?? 80);
      return { score, feedback: `Note ${score}.` };
    };
  }

  async function openClass(answers: string[], extraQuestions: unknown[] = []) {
    byAnswer();
    const created = await classWithQuestions(live.server.url, [OPEN_QUESTION, ...extraQuestions]);
    const students = [];
    for (const [i, answer] of answers.entries()) {
      const student = await joinByRest(live.server.url, created.session.code, `Élève ${i}`);
      expect((await answerByRest(live.server.url, created.questionIds[0]!, student, answer)).status).toBe(201);
      students.push(student);
    }
    await live.server.evaluation.queue.idle();
    return { ...created, students, questionId: created.questionIds[0]! };
  }

  it('reports the evaluation status, naming the provider, to anyone', async () => {
    const response = await httpClient(live.server.url).get('/api/evaluation/status');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, configured: true, message: `Évaluation automatique active : ${TEST_EVALUATOR_NAME}` });
  });

  it('evaluates one answer again on request and returns the evaluation', async () => {
    const { client, questionId, students } = await openClass(['score:40 une réponse']);
    expect((await responseRows(live.server.database.db, questionId))[0]!.concordanceScore).toBe(40);

    evaluator.behave = () => ({ score: 72, feedback: 'Bonne réponse après correction du modèle.' });
    const response = await client.post(`/api/evaluation/evaluate-open-question/${questionId}/${students[0]!.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      evaluation: { score: 72, feedback: 'Bonne réponse après correction du modèle.', evaluationTimestamp: expect.any(String) },
      response: { studentId: students[0]!.id, concordanceScore: 72, teacherScore: null },
    });
    expect((await responseRows(live.server.database.db, questionId))[0]!.concordanceScore).toBe(72);
  });

  it("answers a failed evaluation with 'Échec de l'évaluation' and its reason, and keeps the answer", async () => {
    const { client, questionId, students } = await openClass(['panne']);
    const response = await client.post(`/api/evaluation/evaluate-open-question/${questionId}/${students[0]!.id}`);
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ error: "Échec de l'évaluation : Erreur inconnue", code: 'evaluation-failed' });
    expect(await responseRows(live.server.database.db, questionId)).toMatchObject([{ answer: 'panne', concordanceScore: null, evaluationError: 'Erreur inconnue' }]);
  });

  it('refuses answers of other question types, unknown students and questions without model answer', async () => {
    const { client, questionId, questionIds, session } = await openClass(['score:60'], [CHOICE_QUESTION]);
    const student = await joinByRest(live.server.url, session.code, 'Choix');
    await answerByRest(live.server.url, questionIds[1]!, student, 0);
    expect((await client.post(`/api/evaluation/evaluate-open-question/${questionIds[1]}/${student.id}`)).json).toEqual({
      error: 'Seules les réponses aux questions ouvertes sont évaluées.',
      code: 'not-open-question',
    });
    const missing = await client.post(`/api/evaluation/evaluate-open-question/${questionId}/inconnu`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: 'Réponse non trouvée', code: 'response-not-found' });

    await live.server.database.db.update(questions).set({ proposition: '  ' }).where(eq(questions.id, questionId));
    const [row] = await responseRows(live.server.database.db, questionId);
    const noModel = await client.post(`/api/evaluation/evaluate-open-question/${questionId}/${row!.studentId}`);
    expect(noModel.status).toBe(409);
    expect(noModel.json).toEqual({ error: 'Aucune réponse modèle pour cette question', code: 'missing-proposition' });
  });

  it('evaluates every unevaluated open answer of the session and counts successes and errors', async () => {
    evaluator.behave = () => {
      throw new Error('provider down');
    };
    const created = await classWithQuestions(live.server.url, [OPEN_QUESTION, { ...OPEN_QUESTION, title: 'Deuxième' }, CHOICE_QUESTION]);
    const { client, session, questionIds } = created;
    const answers = ['score:95', 'score:75', 'panne', AUTO_SUBMIT_ANSWER];
    for (const [i, answer] of answers.entries()) {
      const student = await joinByRest(live.server.url, session.code, `Élève ${i}`);
      // Stored although the provider is down.
      expect((await answerByRest(live.server.url, questionIds[i % 2]!, student, answer)).status).toBe(201);
      expect((await answerByRest(live.server.url, questionIds[2]!, student, 1)).status).toBe(201);
    }
    await live.server.evaluation.queue.idle();
    const before = [...(await responseRows(live.server.database.db, questionIds[0]!)), ...(await responseRows(live.server.database.db, questionIds[1]!))];
    // The auto-submitted answer needed no provider.
    expect(before.filter((r) => r.concordanceScore === null)).toHaveLength(3);

    byAnswer();
    const response = await client.post(`/api/evaluation/evaluate-all-responses/${session.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, evaluatedCount: 2, errorCount: 1, message: '2 réponses évaluées, 1 en échec' });
    const after = [...(await responseRows(live.server.database.db, questionIds[0]!)), ...(await responseRows(live.server.database.db, questionIds[1]!))];
    expect(after.map((r) => [r.answer, r.concordanceScore]).sort()).toEqual(
      [
        ['score:95', 95],
        ['score:75', 75],
        ['panne', null],
        [AUTO_SUBMIT_ANSWER, 0],
      ].sort(),
    );
    // Nothing left but the failing one.
    expect((await client.post(`/api/evaluation/evaluate-all-responses/${session.id}`)).json).toMatchObject({ evaluatedCount: 0, errorCount: 1 });
  });

  it('gives the evaluation stats of docs/product.md#statistics, as the shared statistics compute them', async () => {
    const { client, questionId } = await openClass(['score:95', 'score:72', 'score:55', 'score:10', 'panne']);
    const response = await client.get(`/api/evaluation/stats/${questionId}`);
    expect(response.status).toBe(200);
    const [question] = await live.server.database.db.select().from(questions).where(eq(questions.id, questionId));
    const rows = await responseRows(live.server.database.db, questionId);
    const expected = evaluationStats(questionStats(toQuestion(question!), rows.map(toResponse)) as OpenQuestionStats);
    expect(response.json).toEqual({ success: true, stats: expected });
    expect(expected).toEqual({
      questionId,
      totalResponses: 5,
      evaluatedResponses: 4,
      unevaluatedResponses: 1,
      needsReviewResponses: 0,
      averageScore: 58,
      evaluationRate: 80,
      scoreDistribution: { excellent: 1, good: 1, average: 1, poor: 1 },
    });
  });

  it("lets the teacher override a score, kept apart from the automatic one, pushed live, and removable", async () => {
    byAnswer();
    const { client, session, questionIds } = await classWithQuestions(live.server.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const teacher = await openSocket(live.server.url, cookieHeader(client));
    sockets.push(teacher);
    await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' });
    await watchScores(teacher, session.id);
    const student = await joinStudent(live.server.url, session.code, 'Inès');
    sockets.push(student.socket);
    const evaluated = nextEvent<any>(student.socket, 'answer-evaluated');
    await request(student.socket, 'submit-answer', { questionId, studentId: student.id, studentName: student.name, answer: 'score:45' });
    expect((await evaluated).response).toMatchObject({ concordanceScore: 45, teacherScore: null });
    expect((await evaluated).feedback.isCorrect).toBe(false);

    const toTeacher = nextEvaluation<any>(teacher, (d) => d.response.teacherScore === 90);
    const toStudent = nextEvent<any>(student.socket, 'answer-evaluated', (d) => d.response.teacherScore === 90);
    const overridden = await client.patch(`/api/evaluation/override/${questionId}/${student.id}`, { score: 90 });
    expect(overridden.status).toBe(200);
    expect(overridden.json).toMatchObject({ success: true, response: { concordanceScore: 45, teacherScore: 90, aiFeedback: 'Note 45.' } });
    const [teacherEvent, studentEvent] = await Promise.all([toTeacher, toStudent]);
    expect(teacherEvent.response).toMatchObject({ concordanceScore: 45, teacherScore: 90 });
    expect(studentEvent.feedback.isCorrect).toBe(true);
    expect((await client.get(`/api/evaluation/stats/${questionId}`)).json.stats).toMatchObject({ averageScore: 90, scoreDistribution: { excellent: 1 } });

    // A new automatic evaluation leaves the teacher's score alone.
    evaluator.behave = () => ({ score: 20, feedback: 'Insuffisant.' });
    expect((await client.post(`/api/evaluation/evaluate-open-question/${questionId}/${student.id}`)).json.response).toMatchObject({
      concordanceScore: 20,
      teacherScore: 90,
    });

    const removed = await client.patch(`/api/evaluation/override/${questionId}/${student.id}`, { score: null });
    expect(removed.json.response).toMatchObject({ concordanceScore: 20, teacherScore: null });

    for (const body of [{ score: 101 }, { score: -1 }, { score: 50.5 }, { score: '80' }, {}, { score: 80, extra: true }]) {
      const refused = await client.patch(`/api/evaluation/override/${questionId}/${student.id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('invalid-body');
    }
    expect((await client.patch(`/api/evaluation/override/${questionId}/${student.id}`, { score: 101 })).json.error).toBe(
      'La note doit être un nombre entier entre 0 et 100.',
    );
  });

  it("keeps every teacher route to the session's own teacher: 401 without login, 404 for another teacher", async () => {
    const { session, questionId, students } = await openClass(['score:60']);
    const routes: Array<[string, string, unknown?]> = [
      ['POST', `/api/evaluation/evaluate-open-question/${questionId}/${students[0]!.id}`],
      ['POST', `/api/evaluation/evaluate-all-responses/${session.id}`],
      ['GET', `/api/evaluation/stats/${questionId}`],
      ['PATCH', `/api/evaluation/override/${questionId}/${students[0]!.id}`, { score: 100 }],
    ];
    const anonymous = httpClient(live.server.url);
    const other = (await registeredTeacher(live.server.url, 'Autre Prof')).client;
    const calls = evaluator.calls.length;
    for (const [method, path, body] of routes) {
      const noLogin = await anonymous.request(method, path, body);
      expect(noLogin.status).toBe(401);
      expect(noLogin.json.code).toBe('unauthenticated');
      const stranger = await other.request(method, path, body);
      expect(stranger.status).toBe(404);
      expect(['question-not-found', 'session-not-found']).toContain(stranger.json.code);
    }
    for (const path of ['/api/evaluation/stats/pas-un-uuid', '/api/evaluation/evaluate-all-responses/pas-un-uuid']) {
      const owner = (await registeredTeacher(live.server.url)).client;
      expect((await owner.request(path.includes('stats') ? 'GET' : 'POST', path)).status).toBe(404);
    }
    expect(evaluator.calls.length).toBe(calls);
    expect(await responseRows(live.server.database.db, questionId)).toMatchObject([{ concordanceScore: 60, teacherScore: null }]);
  });
  it('counts, on the session page, each question’s answers awaiting review until the teacher grades them', async () => {
    const { client, session, questionId, students } = await openClass(['score:20 à revoir', 'score:30 à revoir', 'score:80 certain']);
    evaluator.behave = ({ answer }) => ({ score: 20, feedback: 'À revoir.', needsReview: answer.includes('revoir') });
    for (const student of students) {
      expect((await client.post(`/api/evaluation/evaluate-open-question/${questionId}/${student.id}`)).status).toBe(200);
    }
    expect((await client.get(`/api/sessions/${session.id}`)).json.session.needsReviewCounts).toEqual({ [questionId]: 2 });
    expect((await client.patch(`/api/evaluation/override/${questionId}/${students[0]!.id}`, { score: 20 })).status).toBe(200);
    expect((await client.get(`/api/sessions/${session.id}`)).json.session.needsReviewCounts).toEqual({ [questionId]: 1 });
  });
});
