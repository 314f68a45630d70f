/**
 * The evaluation provider misbehaves in every way at once, seen from a real app process:
 * scores out of range or of the wrong type, no feedback, a body that is not JSON, prose, a
 * 500, a hang-up, a reply slower than the time-out. Answers are acknowledged at once and
 * stored; each evaluation is tried a bounded number of times, then the built-in evaluator
 * scores the answer, flagged for the teacher with the provider's failure as reason: never a
 * score the provider had no right to give, never an answer left unevaluated; the process
 * keeps serving; after a restart with the provider fixed, a teacher's re-evaluation uses it. (The queue, the
 * provider and the service are tested piece by piece in src/evaluation/.)
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { answerByRest, classWithQuestions, joinByRest } from '../testing/evaluation-harness';
import { startFakeChatServer, type Behaviour, type FakeChatServer } from '../testing/fake-chat-completions';
import { questionText } from '../evaluation/evaluation-service';
import { evaluateInFrench } from '../evaluation/french/french-evaluator';
import { OPEN_QUESTION } from '../testing/live-harness';
import { pgliteFolder, type ProcessDatabase } from '../testing/process-databases';
import { startAppProcess, type AppProcess } from '../testing/processes';
import { httpClient } from '../testing/test-app';

const STUDENTS = 8;
const ATTEMPTS = 3;
const TIMEOUT_MS = 300;

const BAD: Behaviour[] = [
  { kind: 'json', value: { score: 150, feedback: 'Parfait, et même plus.' } },
  { kind: 'json', value: { score: -5, feedback: 'Moins que rien.' } },
  { kind: 'json', value: { score: '80', feedback: 'Une note en texte.' } },
  { kind: 'json', value: { score: 72.5, feedback: 'Une note à virgule.' } },
  { kind: 'json', value: { score: 60 } },
  { kind: 'content', content: 'Je dirais que cette réponse vaut 14/20.' },
  { kind: 'garbage-body' },
  { kind: 'status', status: 500 },
  { kind: 'hang-up' },
  { kind: 'slow', delayMs: TIMEOUT_MS * 5, then: { kind: 'json', value: { score: 90, feedback: 'Trop tard.' } } },
];

interface Row {
  concordance_score: number | null;
  evaluation_error: string | null;
  evaluation_attempts: number;
}

describe('an evaluation provider that misbehaves, at process level', () => {
  const database: ProcessDatabase = pgliteFolder();
  let fake: FakeChatServer | undefined;
  const processes: AppProcess[] = [];

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await fake?.close();
    await database.drop();
  });

  it('stores and acknowledges every answer, scores it with the built-in evaluator flagged for review when the provider fails, survives, and uses the provider again after a restart', { timeout: 90_000 }, async () => {
    fake = await startFakeChatServer({ kind: 'json', value: { score: 1e9, feedback: 'Énorme.' } });
    fake.plan(...Array.from({ length: STUDENTS * ATTEMPTS }, (_, i) => BAD[i % BAD.length]!));
    const env = {
      ...database.env,
      AUTH_RATE_LIMIT: '1000',
      EVALUATION_PROVIDER: 'openai',
      EVALUATION_BASE_URL: fake.baseUrl,
      EVALUATION_MODEL: 'modele-test',
      EVALUATION_TIMEOUT_MS: String(TIMEOUT_MS),
      EVALUATION_CONCURRENCY: '2',
    };
    const first = await startAppProcess(env);
    processes.push(first);

    const { client, session, questionIds } = await classWithQuestions(first.url, [OPEN_QUESTION]);
    const questionId = questionIds[0]!;
    const students = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await joinByRest(first.url, session.code, `Élève ${i}`));
    for (const [i, student] of students.entries()) {
      const started = performance.now();
      const answered = await answerByRest(first.url, questionId, student, `La plante transforme la lumière en glucose (${i}).`);
      expect(answered.status).toBe(201);
      // Never waits for the provider: one slow attempt alone is longer than this.
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    }

    // Each answer: its attempts, no more.
    await expect.poll(() => fake!.requests.length, { timeout: 30_000, interval: 200 }).toBe(STUDENTS * ATTEMPTS);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(fake.requests).toHaveLength(STUDENTS * ATTEMPTS);
    expect(first.child.exitCode).toBeNull();
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // Never left unevaluated, never given the provider's impossible scores: the built-in
    // evaluator scored each answer, flagged for the teacher, with the provider's failure as reason.
    const builtin = evaluateInFrench({ question: questionText(OPEN_QUESTION), proposition: OPEN_QUESTION.proposition, answer: 'La plante transforme la lumière en glucose (0).' });
    await expect
      .poll(async () => ((await client.get(`/api/questions/${questionId}/responses`)).json.responses as FlaggedResponse[]).filter((r) => r.concordanceScore !== null).length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(STUDENTS);
    const listed = (await client.get(`/api/questions/${questionId}/responses`)).json.responses as FlaggedResponse[];
    for (const response of listed) {
      expect(response.concordanceScore).toBe(builtin.score);
      expect(response.needsReview).toBe(true);
      expect(response.evaluatedBy).toBe('builtin');
      expect(response.evaluationNote).toMatch(/^Évaluée par l'évaluateur intégré\. Le service d'évaluation .*\(3 tentatives\)$/);
    }
    expect(fake.requests).toHaveLength(STUDENTS * ATTEMPTS);

    // What the database says: scored, no failure left, the provider tried its attempts and no more.
    await first.kill('SIGTERM');
    const pglite = new PGlite(database.env.DATA_DIR!);
    const { rows } = await pglite.query<Row>('select concordance_score, evaluation_error, evaluation_attempts from responses');
    await pglite.close();
    expect(rows).toHaveLength(STUDENTS);
    for (const row of rows) {
      expect(row.concordance_score).toBe(builtin.score);
      expect(row.evaluation_error).toBeNull();
    }

    // The provider repaired, the app restarted: a teacher asking again gets the model's reading.
    fake.fallback = { kind: 'model' };
    const second = await startAppProcess(env);
    processes.push(second);
    const teacher = httpClient(second.url);
    for (const [name, value] of client.cookies) teacher.cookies.set(name, value);
    const again = await teacher.post(`/api/evaluation/evaluate-open-question/${questionId}/${students[0]!.id}`);
    expect(again.status).toBe(200);
    expect(again.json.response).toMatchObject({ evaluatedBy: 'openai', evaluationNote: null });
    expect(again.json.response.aiFeedback).toMatch(/^Mots de la réponse modèle retrouvés/);
  });
});

interface FlaggedResponse {
  concordanceScore: number | null;
  needsReview: boolean;
  evaluatedBy: string | null;
  evaluationNote: string | null;
}

