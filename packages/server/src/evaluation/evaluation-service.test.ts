import { randomInt } from 'node:crypto';
import { SESSION_CODE_ALPHABET } from '@ciar/shared/constants';
import type { QuestionResponse } from '@ciar/shared/response';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/db';
import { responses } from '../storage/schema';
import { testDatabases } from '../testing/databases';
import { scriptedEvaluator } from '../testing/evaluation-harness';
import { startFakeChatServer } from '../testing/fake-chat-completions';
import { insertOpenQuestion, insertQuestion, insertSession } from '../testing/fixtures';
import { createEvaluationService, type EvaluationServiceOptions } from './evaluation-service';
import { createFrenchEvaluator, evaluateInFrench } from './french/french-evaluator';
import { createOpenAiEvaluator } from './openai-provider';

const silent = Fastify({ logger: false }).log;

const code = () => Array.from({ length: 6 }, () => SESSION_CODE_ALPHABET[randomInt(SESSION_CODE_ALPHABET.length)]).join('');

describe.each(testDatabases)('evaluation service on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  async function openAnswer(answer = 'La lumière et l’eau donnent du glucose.') {
    const session = await insertSession(database.db, { code: code() });
    const question = await insertOpenQuestion(database.db, session.id);
    const [row] = await database.db
      .insert(responses)
      .values({ questionId: question.id, sessionId: session.id, studentId: 'ana', studentName: 'Ana', answer })
      .returning();
    return row!;
  }

  function service(overrides: Partial<EvaluationServiceOptions> = {}) {
    const pushed: QuestionResponse[] = [];
    const evaluator = scriptedEvaluator();
    const created = createEvaluationService({
      db: database.db,
      evaluator,
      live: { answerEvaluated: (_sessionId, _question, response) => pushed.push(response) },
      log: silent,
      concurrency: 1,
      deadlineMs: 5_000,
      ...overrides,
    });
    return { service: created, evaluator, pushed };
  }

  async function stored(id: string) {
    const [row] = await database.db.select().from(responses).where(eq(responses.id, id));
    return row!;
  }

  it('passes the question (title and wording), the model answer and the answer to the evaluator', async () => {
    const row = await openAnswer();
    const { service: s, evaluator, pushed } = service();
    expect(await s.evaluateResponse(row.id)).toMatchObject({ status: 'evaluated', response: { concordanceScore: 80 } });
    expect(evaluator.calls).toEqual([
      {
        question: 'Photosynthèse\nExpliquez la photosynthèse.',
        proposition: 'La plante transforme la lumière, l’eau et le CO2 en glucose.',
        answer: 'La lumière et l’eau donnent du glucose.',
      },
    ]);
    expect(pushed).toHaveLength(1);
    expect(await stored(row.id)).toMatchObject({ concordanceScore: 80, evaluationError: null, evaluationAttempts: 0 });
  });

  it('records the confidence, the review flag and which evaluator scored', async () => {
    const row = await openAnswer();
    const { service: s, evaluator, pushed } = service();
    evaluator.behave = () => ({ score: 30, feedback: 'Je ne sais pas lire cette réponse.', confidence: 0.3, needsReview: true });
    expect(await s.evaluateResponse(row.id)).toMatchObject({ status: 'evaluated', response: { concordanceScore: 30, needsReview: true, evaluationConfidence: 0.3 } });
    expect(pushed[0]).toMatchObject({ needsReview: true });
    expect(await stored(row.id)).toMatchObject({ needsReview: true, evaluationConfidence: 0.3, evaluatedBy: null, evaluationNote: null });
  });

  it('hands an answer the provider fails on to the fallback, flagged for review, with the reason', async () => {
    const row = await openAnswer();
    const fake = await startFakeChatServer({ kind: 'status', status: 503 });
    try {
      const provider = createOpenAiEvaluator({ baseUrl: fake.baseUrl, apiKey: null, model: 'modele-test', timeoutMs: 1_000, maxAttempts: 2, sleep: async () => {} });
      const { service: s } = service({ evaluator: provider, fallback: createFrenchEvaluator() });
      const outcome = await s.evaluateResponse(row.id);
      expect(outcome).toMatchObject({ status: 'evaluated', response: { needsReview: true, evaluatedBy: 'builtin' } });
      expect(fake.requests).toHaveLength(2);
      const builtin = evaluateInFrench({ question: 'Photosynthèse\nExpliquez la photosynthèse.', proposition: 'La plante transforme la lumière, l’eau et le CO2 en glucose.', answer: row.answer });
      expect(await stored(row.id)).toMatchObject({
        concordanceScore: builtin.score,
        needsReview: true,
        evaluatedBy: 'builtin',
        evaluationError: null,
        evaluationNote: "Évaluée par l'évaluateur intégré. Le service d'évaluation est en erreur (HTTP 503). (2 tentatives)",
      });

      // Slow rather than failing: the same.
      fake.fallback = { kind: 'slow', delayMs: 3_000, then: { kind: 'json', value: { score: 99, feedback: 'Trop tard.' } } };
      const slow = await s.evaluateResponse(row.id, { force: true });
      expect(slow).toMatchObject({ status: 'evaluated', response: { concordanceScore: builtin.score, evaluatedBy: 'builtin', needsReview: true } });
      expect((await stored(row.id)).evaluationNote).toContain("n'a pas répondu dans le délai de 1 s");

      // The provider back: its reading, unsure included.
      fake.fallback = { kind: 'json', value: { score: 62, feedback: 'Partiel.', unsure: true } };
      expect(await s.evaluateResponse(row.id, { force: true })).toMatchObject({ response: { concordanceScore: 62, evaluatedBy: 'openai', needsReview: true, evaluationNote: null } });
      fake.fallback = { kind: 'json', value: { score: 85, feedback: 'Bien.', unsure: false } };
      expect(await s.evaluateResponse(row.id, { force: true })).toMatchObject({ response: { concordanceScore: 85, evaluatedBy: 'openai', needsReview: false } });
    } finally {
      await fake.close();
    }
  });

  it('frees the slot of an evaluator that never answers, and records why', async () => {
    const row = await openAnswer();
    const next = await openAnswer();
    const { service: s, evaluator } = service({ deadlineMs: 100 });
    evaluator.behave = (input) => (input.answer === 'bloque' ? new Promise(() => {}) : { score: 70, feedback: 'Bien.' });
    await database.db.update(responses).set({ answer: 'bloque' }).where(eq(responses.id, row.id));
    const [hung, after] = await Promise.all([s.evaluateResponse(row.id), s.evaluateResponse(next.id)]);
    expect(hung).toEqual({ status: 'failed', code: 'evaluation-failed', reason: "L'évaluateur n'a pas répondu à temps." });
    expect(after).toMatchObject({ status: 'evaluated' });
    expect(await stored(row.id)).toMatchObject({ concordanceScore: null, evaluationAttempts: 1, evaluationError: "L'évaluateur n'a pas répondu à temps." });
  });

  it('records a failure whatever the evaluator does wrong: a synchronous throw, a thrown string, nothing returned', async () => {
    const misbehaviours: Array<() => unknown> = [
      () => {
        throw new Error('synchronous');
      },
      () => Promise.reject('a string'),
      () => undefined,
      () => ({ score: Number.NaN, feedback: 'NaN' }),
    ];
    for (const misbehave of misbehaviours) {
      const row = await openAnswer();
      const s = createEvaluationService({
        db: database.db,
        evaluator: { name: 'Défaillant', evaluate: misbehave as never },
        live: { answerEvaluated: () => {} },
        log: silent,
        concurrency: 1,
        deadlineMs: 1_000,
      });
      expect(await s.evaluateResponse(row.id)).toMatchObject({ status: 'failed', code: 'evaluation-failed' });
      expect(await stored(row.id)).toMatchObject({ concordanceScore: null, evaluationAttempts: 1, evaluationError: expect.any(String) });
    }
  });

  it('asks the evaluator once when the queue and evaluate-all reach the same answer together', async () => {
    const row = await openAnswer();
    const { service: s, evaluator, pushed } = service();
    const outcomes = await Promise.all([s.evaluateResponse(row.id), s.evaluateResponse(row.id)]);
    expect(outcomes.map((o) => o.status)).toEqual(['evaluated', 'evaluated']);
    expect(evaluator.calls).toHaveLength(1);
    expect(pushed).toHaveLength(1);
  });

  it('writes an answer once when two processes evaluate it at the same time', async () => {
    const row = await openAnswer();
    const first = service();
    const second = service();
    second.evaluator.behave = () => ({ score: 30, feedback: 'Insuffisant.' });
    const outcomes = await Promise.all([first.service.evaluateResponse(row.id), second.service.evaluateResponse(row.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['evaluated', 'skipped']);
    expect(first.pushed.length + second.pushed.length).toBe(1);
    const winner = outcomes.find((o) => o.status === 'evaluated');
    expect((await stored(row.id)).concordanceScore).toBe(winner?.status === 'evaluated' ? winner.response.concordanceScore : -1);
  });

  it("re-evaluates on a teacher's request, keeping the teacher's own score", async () => {
    const row = await openAnswer();
    const { service: s, evaluator } = service();
    await s.evaluateResponse(row.id);
    await database.db.update(responses).set({ teacherScore: 95 }).where(eq(responses.id, row.id));
    evaluator.behave = () => ({ score: 55, feedback: 'Moyen.' });
    expect(await s.evaluateResponse(row.id)).toEqual({ status: 'skipped', reason: 'already-evaluated' });
    expect(await s.evaluateResponse(row.id, { force: true })).toMatchObject({ status: 'evaluated', response: { concordanceScore: 55, teacherScore: 95 } });
  });

  it('skips answers to other question types and drops results arriving after close', async () => {
    const session = await insertSession(database.db, { code: code() });
    const choice = await insertQuestion(database.db, session.id);
    const [choiceAnswer] = await database.db
      .insert(responses)
      .values({ questionId: choice.id, sessionId: session.id, studentId: 'ana', studentName: 'Ana', answer: '0' })
      .returning();
    const { service: s, evaluator } = service();
    expect(await s.evaluateResponse(choiceAnswer!.id)).toEqual({ status: 'skipped', reason: 'not-open' });
    expect(await s.evaluateResponse('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'skipped', reason: 'not-found' });

    const row = await openAnswer();
    let release!: () => void;
    evaluator.behave = () => new Promise((resolve) => (release = () => resolve({ score: 90, feedback: 'Excellent.' })));
    const pending = s.evaluateResponse(row.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    s.close();
    release();
    expect(await pending).toEqual({ status: 'skipped', reason: 'closed' });
    expect((await stored(row.id)).concordanceScore).toBeNull();
    expect(evaluator.calls).toHaveLength(1);
  });
});
