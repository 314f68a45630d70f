import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { EVALUATION_MESSAGES } from '@ciar/shared/evaluation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../storage/db';
import { testDatabases } from '../testing/databases';
import {
  answerByRest,
  classWithQuestions,
  joinByRest,
  responseRows,
  scriptedEvaluator,
  type ScriptedEvaluator,
} from '../testing/evaluation-harness';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-completions';
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
  type ClientSocket,
} from '../testing/live-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FRENCH_EVALUATOR_NAME } from './french/french-evaluator';

describe.each(testDatabases)('evaluation queue on $name', (target) => {
  // A database per test: a new app sweeps up every waiting answer it finds, other tests' too.
  let database: Database;
  const apps: TestApp[] = [];
  const sockets: ClientSocket[] = [];

  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const app of apps.splice(0)) await app.close();
    await database.close();
  });

  async function start(evaluator?: ScriptedEvaluator, config: Parameters<typeof startTestApp>[1] = {}) {
    const app = await startTestApp(database, config, 50, evaluator ? { evaluator } : {});
    apps.push(app);
    return app;
  }

  it('with no configuration, scores an open answer within a second and tells the teacher and the student', async () => {
    const server = await start();
    const { client, session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const teacher = await openSocket(server.url, cookieHeader(client));
    sockets.push(teacher);
    expect(await request(teacher, 'join-session', { sessionCode: session.code, userType: 'teacher', userId: 't' })).toMatchObject({ ok: true });
    await watchScores(teacher, session.id);
    const student = await joinStudent(server.url, session.code, 'Camille Martin');
    sockets.push(student.socket);

    const toTeacher = nextEvaluation<any>(teacher, (d) => d.studentId === student.id);
    const toStudent = nextEvent<any>(student.socket, 'answer-evaluated');
    const started = performance.now();
    const ack = await request<any>(student.socket, 'submit-answer', {
      questionId,
      studentId: student.id,
      studentName: student.name,
      answer: 'La plante utilise la lumière pour changer le dioxyde de carbone et l’eau en glucose, et rejette de l’oxygène.',
    });
    expect(ack).toMatchObject({ ok: true, data: { response: { concordanceScore: null } } });
    const [forTeacher, forStudent] = await Promise.all([toTeacher, toStudent]);
    expect(performance.now() - started).toBeLessThan(1_000);

    for (const event of [forTeacher, forStudent]) {
      expect(event.questionId).toBe(questionId);
      expect(Number.isInteger(event.response.concordanceScore)).toBe(true);
      expect(event.response.concordanceScore).toBeGreaterThanOrEqual(50);
      expect(event.response.aiFeedback).toEqual(expect.any(String));
      expect(event.response.evaluationTimestamp).toEqual(expect.any(String));
    }
    expect(forStudent.feedback.isCorrect).toBe(true);
    const [row] = await responseRows(server.database.db, questionId);
    expect(row).toMatchObject({ concordanceScore: forTeacher.response.concordanceScore, evaluationError: null });

    // The REST path feeds the queue too.
    const other = await joinByRest(server.url, session.code, 'Léo Bernard');
    expect((await answerByRest(server.url, questionId, other, 'Je ne sais pas.')).status).toBe(201);
    await expect.poll(async () => (await responseRows(server.database.db, questionId)).every((r) => r.concordanceScore !== null), { timeout: 1_000 }).toBe(true);
    expect((await client.get('/api/evaluation/status')).json.message).toBe(`Évaluation automatique active : ${FRENCH_EVALUATOR_NAME}`);
  });

  it('keeps every answer stored while the evaluator throws, unevaluated with the reason recorded', async () => {
    const evaluator = scriptedEvaluator();
    evaluator.behave = () => {
      throw new Error('panne totale sk-secret');
    };
    const server = await start(evaluator);
    const { session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION, CHOICE_QUESTION]);
    const students = await Promise.all(['Ana', 'Bruno', 'Chloé', 'David'].map((name) => joinByRest(server.url, session.code, name)));
    for (const student of students) {
      expect((await answerByRest(server.url, questionIds[0]!, student, `Réponse de ${student.id}`)).status).toBe(201);
      expect((await answerByRest(server.url, questionIds[1]!, student, 0)).status).toBe(201);
    }
    await server.evaluation.queue.idle();
    await expect.poll(() => evaluator.calls.length).toBe(4);

    const rows = await responseRows(server.database.db, questionIds[0]!);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ concordanceScore: null, aiFeedback: null, evaluationAttempts: 1, evaluationError: EVALUATION_MESSAGES.unknown });
    }
    // Choice answers are never sent to an evaluator.
    expect((await responseRows(server.database.db, questionIds[1]!)).every((r) => r.evaluationAttempts === 0)).toBe(true);
  });

  it('records an invalid result from the evaluator as a failure, never as a score', async () => {
    const evaluator = scriptedEvaluator();
    evaluator.behave = () => ({ score: 250, feedback: 'Parfait.' });
    const server = await start(evaluator);
    const { session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const student = await joinByRest(server.url, session.code, 'Ana');
    await answerByRest(server.url, questionIds[0]!, student, 'Une réponse.');
    await expect.poll(async () => (await responseRows(server.database.db, questionIds[0]!))[0]!.evaluationError).toBe(
      "L'évaluateur a renvoyé une note ou un commentaire invalide.",
    );
    expect((await responseRows(server.database.db, questionIds[0]!))[0]!.concordanceScore).toBeNull();
  });

  it('picks up, after a restart, the answers a previous run left unevaluated', async () => {
    const broken = scriptedEvaluator();
    broken.behave = () => {
      throw new Error('panne');
    };
    const first = await start(broken);
    const { session, questionIds } = await classWithQuestions(first.url, [OPEN_QUESTION]);
    for (const name of ['Ana', 'Bruno', 'Chloé']) {
      await answerByRest(first.url, questionIds[0]!, await joinByRest(first.url, session.code, name), `La lumière, l’eau et le dioxyde de carbone (${name}).`);
    }
    await expect.poll(() => broken.calls.length).toBe(3);
    await first.evaluation.queue.idle();
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect((await responseRows(database.db, questionIds[0]!)).map((r) => r.concordanceScore)).toEqual([null, null, null]);

    const working = scriptedEvaluator();
    await start(working);
    await expect.poll(async () => (await responseRows(database.db, questionIds[0]!)).map((r) => r.concordanceScore), { timeout: 2_000 }).toEqual([80, 80, 80]);
    const rows = await responseRows(database.db, questionIds[0]!);
    expect(rows.every((r) => r.evaluationError === null && r.aiFeedback === 'Bonne réponse, il manque un détail.')).toBe(true);
  });

  it('scores an auto-submitted answer 0 without calling the evaluator', async () => {
    const evaluator = scriptedEvaluator();
    const server = await start(evaluator);
    const { session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    await answerByRest(server.url, questionIds[0]!, await joinByRest(server.url, session.code, 'Ana'), AUTO_SUBMIT_ANSWER);
    await expect.poll(async () => (await responseRows(server.database.db, questionIds[0]!))[0]!.concordanceScore).toBe(0);
    expect((await responseRows(server.database.db, questionIds[0]!))[0]!.aiFeedback).toBe(EVALUATION_MESSAGES.autoSubmitted);
    expect(evaluator.calls).toHaveLength(0);
  });

  it('leaves an answer to an open question without model answer unevaluated, saying why', async () => {
    const evaluator = scriptedEvaluator();
    const server = await start(evaluator);
    const { session, questionIds } = await classWithQuestions(server.url, [{ ...OPEN_QUESTION, proposition: '' }]);
    await answerByRest(server.url, questionIds[0]!, await joinByRest(server.url, session.code, 'Ana'), 'Une réponse.');
    await expect.poll(async () => (await responseRows(server.database.db, questionIds[0]!))[0]!.evaluationError).toBe(
      'Aucune réponse modèle pour cette question',
    );
    expect((await responseRows(server.database.db, questionIds[0]!))[0]!.concordanceScore).toBeNull();
    expect(evaluator.calls).toHaveLength(0);
  });

  it('keeps to the configured concurrency and scores every answer', async () => {
    const evaluator = scriptedEvaluator();
    evaluator.behave = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { score: 64, feedback: 'Moyen.' };
    };
    const server = await start(evaluator, {
      evaluation: { provider: 'builtin', baseUrl: null, apiKey: null, model: null, timeoutMs: 15_000, concurrency: 2 },
    });
    const { session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
    const students = await Promise.all(Array.from({ length: 12 }, (_, i) => joinByRest(server.url, session.code, `Élève ${i}`)));
    await Promise.all(students.map((s) => answerByRest(server.url, questionIds[0]!, s, `Réponse ${s.id}`)));
    await expect.poll(async () => (await responseRows(server.database.db, questionIds[0]!)).filter((r) => r.concordanceScore === 64).length, { timeout: 5_000 }).toBe(12);
    expect(evaluator.maxConcurrent).toBe(2);
    expect(evaluator.calls).toHaveLength(12);
  });

  describe('with an OpenAI-compatible provider that misbehaves', () => {
    let fake: FakeChatServer;
    beforeAll(async () => {
      fake = await startFakeChatServer();
    });
    afterAll(() => fake.close());

    it('acknowledges answers at once while the provider is slow and failing, has the built-in evaluator score them flagged for review, and uses the provider once it recovers', async () => {
      fake.fallback = { kind: 'slow', delayMs: 1_000, then: { kind: 'status', status: 500 } };
      const server = await start(undefined, {
        evaluation: { provider: 'openai', baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'modele-test', timeoutMs: 600, concurrency: 5 },
      });
      const { client, session, questionIds } = await classWithQuestions(server.url, [OPEN_QUESTION]);
      expect((await client.get('/api/evaluation/status')).json).toEqual({
        success: true,
        configured: true,
        message: 'Évaluation automatique active : modèle modele-test (API compatible OpenAI)',
      });
      const students = await Promise.all(['Ana', 'Bruno', 'Chloé', 'David', 'Emma'].map((name) => joinByRest(server.url, session.code, name)));
      for (const student of students) {
        const started = performance.now();
        const answered = await answerByRest(server.url, questionIds[0]!, student, 'La plante transforme la lumière en glucose.');
        expect(answered.status).toBe(201);
        // An evaluation takes three 0,6 s time-outs at least: the acknowledgement does not wait for it.
        expect(performance.now() - started).toBeLessThan(900);
      }
      // Never left unevaluated: the built-in evaluator scores each answer, flagged for the teacher.
      await expect
        .poll(async () => (await responseRows(server.database.db, questionIds[0]!)).every((r) => r.concordanceScore !== null), { timeout: 30_000, interval: 200 })
        .toBe(true);
      const rows = await responseRows(server.database.db, questionIds[0]!);
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        expect(row).toMatchObject({ needsReview: true, evaluatedBy: 'builtin', evaluationError: null });
        expect(row.evaluationNote).toBe("Évaluée par l'évaluateur intégré. Le service d'évaluation n'a pas répondu dans le délai de 0,6 s. (3 tentatives)");
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // Recovered: a teacher's re-evaluation gets the provider's own reading.
      fake.fallback = { kind: 'model' };
      const again = await client.post(`/api/evaluation/evaluate-open-question/${questionIds[0]}/${students[0]!.id}`);
      expect(again.json.response).toMatchObject({ evaluatedBy: 'openai', evaluationNote: null, needsReview: false });
    }, 60_000);
  });
});
