/**
 * The way a burst of open answers is scored (decisions 183 and 184): answers just stored go to the evaluator
 * without being read back, a page in one call; scores of several pages land in one statement,
 * after the answers being stored; a pass over the database reads ahead while pages are scored.
 */
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../storage/db';
import { gradedGroups, responses } from '../storage/schema';
import { toQuestion, toResponse } from '../storage/mappers';
import { testDatabases } from '../testing/databases';
import { scriptedEvaluator } from '../testing/evaluation-harness';
import { insertOpenQuestion, insertSession } from '../testing/fixtures';
import type { Evaluation, EvaluationInput } from './evaluator';
import { createEvaluationQueue, type StoredOpenAnswer } from './evaluation-queue';
import { createEvaluationService } from './evaluation-service';
import { EvaluationError } from './evaluation-error';
import { createScoreWriter } from './score-writer';

const silent = Fastify({ logger: false }).log;

describe.each(testDatabases)('scoring a burst on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  async function openQuestion(answers: string[]) {
    const session = await insertSession(database.db);
    const question = await insertOpenQuestion(database.db, session.id);
    const rows = await database.db
      .insert(responses)
      .values(answers.map((answer, i) => ({ questionId: question.id, sessionId: session.id, studentId: `s${i}`, studentName: `Élève ${i}`, answer })))
      .returning();
    return { question: toQuestion(question), rows: rows.sort((a, b) => a.studentId.localeCompare(b.studentId, 'en', { numeric: true })) };
  }

  const row = async (id: string) => (await database.db.select().from(responses).where(eq(responses.id, id)))[0]!;

  it('writes the scores of several callers in one statement once the answers have gone first, only into answers unevaluated and unchanged', async () => {
    const { question, rows } = await openQuestion(['La lumière.', 'Le soleil.', 'L’eau.', 'Je ne sais pas.']);
    await database.db.insert(gradedGroups).values({ questionId: question.id, answers: ['l eau'], score: 70, feedback: 'Vu en classe.' });
    let release!: () => void;
    const answersGone = new Promise<void>((resolve) => (release = resolve));
    const statements: string[] = [];
    const counted = new Proxy(database.db, {
      get(db, key, receiver) {
        if (key === 'execute') return (query: unknown) => (statements.push('execute'), db.execute(query as never));
        return Reflect.get(db, key, receiver) as unknown;
      },
    }) as Db;
    const writer = createScoreWriter(counted, { answersFirst: () => answersGone });
    const scoreOf = (i: number, score: number) => ({
      questionId: question.id,
      response: toResponse(rows[i]!),
      evaluation: { score, feedback: 'Évalué.' },
      by: 'builtin' as const,
      note: null,
    });
    // Meanwhile the student changed an answer, and another was scored elsewhere.
    await database.db.update(responses).set({ answer: 'La lumière du soleil.' }).where(eq(responses.id, rows[0]!.id));
    await database.db.update(responses).set({ concordanceScore: 10 }).where(eq(responses.id, rows[3]!.id));
    const first = writer.write([scoreOf(0, 90), scoreOf(1, 50)]);
    const second = writer.write([scoreOf(2, 60), scoreOf(3, 40)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statements).toEqual([]);
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(statements).toEqual(['execute']);
    expect(one.map((r) => r.studentId)).toEqual(['s1']);
    expect(two.map((r) => r.studentId)).toEqual(['s2']);
    // As stored: the answer like the graded group's gets its grade with its score.
    expect(two[0]).toMatchObject({ concordanceScore: 60, teacherScore: 70, teacherFeedback: 'Vu en classe.', gradedGroupId: expect.any(String) });
    expect(toResponse(await row(rows[2]!.id))).toEqual(two[0]);
    expect(toResponse(await row(rows[1]!.id))).toEqual(one[0]);
    expect(await row(rows[0]!.id)).toMatchObject({ concordanceScore: null });
    expect(await row(rows[3]!.id)).toMatchObject({ concordanceScore: 10 });
  });

  it('reads a page of answers in one call to an evaluator that can, each refusal recorded as the failure of its answer', async () => {
    const { question, rows } = await openQuestion(['La lumière.', 'Refusée.', 'Absurde.', 'Le soleil.']);
    const pages: string[][] = [];
    const evaluator = {
      ...scriptedEvaluator(),
      async evaluateMany(inputs: EvaluationInput[]): Promise<Array<Evaluation | Error>> {
        pages.push(inputs.map((input) => input.answer));
        return inputs.map(({ answer }) =>
          answer === 'Refusée.' ? new EvaluationError('Réponse illisible.', false) : answer === 'Absurde.' ? { score: 250, feedback: '?' } : { score: 75, feedback: 'Bien.' },
        );
      },
    };
    const pushed: QuestionResponse[] = [];
    const service = createEvaluationService({
      db: database.db,
      evaluator,
      live: { answerEvaluated: (_s, _q, response) => pushed.push(response) },
      log: silent,
      concurrency: 1,
      deadlineMs: 5_000,
    });
    // As the answer path hands them over: nothing is read back.
    await service.evaluateStored(rows.map((r) => ({ question, response: toResponse(r) })));
    expect(pages).toEqual([['La lumière.', 'Refusée.', 'Absurde.', 'Le soleil.']]);
    expect(evaluator.calls).toEqual([]);
    expect(pushed.map((r) => [r.studentId, r.concordanceScore])).toEqual([
      ['s0', 75],
      ['s3', 75],
    ]);
    expect(await row(rows[1]!.id)).toMatchObject({ concordanceScore: null, evaluationAttempts: 1, evaluationError: 'Réponse illisible.' });
    expect(await row(rows[2]!.id)).toMatchObject({ concordanceScore: null, evaluationAttempts: 1, evaluationError: "L'évaluateur a renvoyé une note ou un commentaire invalide." });
  });

  it('reads the next pages of a pass while the first ones are still being scored', async () => {
    const { question, rows } = await openQuestion(Array.from({ length: 120 }, (_, i) => `Réponse ${i}`));
    const pages: string[][] = [];
    let release!: () => void;
    const scored = new Promise<void>((resolve) => (release = resolve));
    const queue = createEvaluationQueue({
      db: database.db,
      service: {
        evaluateResponse: () => Promise.reject(new Error('not this way')),
        async evaluateMany(ids) {
          pages.push(ids);
          await scored;
        },
      },
      log: silent,
      batchSize: 50,
    });
    // Told without the answer: a pass over the question's waiting answers in the database.
    queue.notify(question.sessionId, question.id);
    await expect.poll(() => pages.length).toBe(3);
    release();
    await queue.idle();
    expect(pages.flat().sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

describe('answers just stored', () => {
  it('go to the evaluator as the answer path has them, a page at a time, without a read', async () => {
    const handed: string[][] = [];
    const noDatabase = new Proxy({} as Db, {
      get() {
        throw new Error('read the database');
      },
    });
    const queue = createEvaluationQueue({
      db: noDatabase,
      service: {
        evaluateResponse: () => Promise.reject(new Error('not this way')),
        async evaluateStored(answers) {
          handed.push(answers.map((a) => a.response.id));
        },
      },
      log: silent,
      batchSize: 50,
    });
    const question = { id: 'q', sessionId: 's', type: 'open_ended' } as Question;
    const stored = (i: number): StoredOpenAnswer => ({ question, response: { id: `r${i}`, answer: `Réponse ${i}` } as QuestionResponse });
    for (let i = 0; i < 120; i++) queue.notify('s', 'q', stored(i));
    // Out of the answer path's turn.
    expect(handed).toEqual([]);
    await queue.idle();
    expect(handed.map((page) => page.length)).toEqual([50, 50, 20]);
    expect(handed.flat()).toEqual(Array.from({ length: 120 }, (_, i) => `r${i}`));
  });
});
