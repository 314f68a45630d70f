/**
 * Evaluating one stored open answer: load it with its question, ask the evaluator (under
 * the concurrency limit and a deadline), store the score, then tell the teacher and the
 * student. Whatever the evaluator does (throw, hang, return nonsense) ends as a recorded
 * failure on the answer, never as a lost answer or a crashed server.
 *
 * Automatic runs (the queue, evaluate-all) write only into an answer still unevaluated, so
 * two workers, or two processes, never both write it. A teacher asking for one answer gets
 * a fresh evaluation (after changing the model answer, say); the teacher's own score, kept
 * apart, is never touched here.
 */
import { isAutoSubmitted } from '@ciar/shared/answer';
import { parseAcceptedIdeas } from '@ciar/shared/accepted-ideas';
import { EVALUATION_MESSAGES } from '@ciar/shared/evaluation';
import type { Question } from '@ciar/shared/question';
import type { EvaluatorKind, QuestionResponse } from '@ciar/shared/response';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvents } from '../realtime/live-events';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { gradedGroups, questions, responses } from '../storage/schema';
import { createScoreWriter, type ScoreToStore } from './score-writer';
import { fallsInto } from './french/similarity';
import { EvaluationError, failureReason } from './evaluation-error';
import { parseEvaluation } from './evaluation-result';
import type { Evaluation, EvaluationInput, Evaluator } from './evaluator';
import { createLimiter } from './limit';

export type EvaluationOutcome =
  | { status: 'evaluated'; question: Question; response: QuestionResponse }
  | { status: 'failed'; code: 'evaluation-failed' | 'missing-proposition'; reason: string }
  | { status: 'skipped'; reason: 'not-found' | 'not-open' | 'already-evaluated' | 'closed' };

export interface EvaluateOptions {
  /** Evaluate again even if already scored (a teacher's explicit request). */
  force?: boolean;
}

export interface EvaluationService {
  /** The provider's French name, for the status message. */
  readonly evaluatorName: string;
  evaluateResponse(responseId: string, options?: EvaluateOptions): Promise<EvaluationOutcome>;
  /**
   * Scores again every answer to the question the teacher has not graded (its accepted ideas
   * changed): each new score reaches the teacher and the student as it is stored. Resolves with
   * how many were scored.
   */
  rescoreQuestion(questionId: string): Promise<number>;
  /**
   * The queue's way (decision 183): answers never evaluated, read in one query, scored together,
   * written in one statement once the answers being stored have gone first.
   */
  evaluateMany(responseIds: string[]): Promise<void>;
  /**
   * The same for answers just stored, as the answer path has them (with its question): nothing
   * to read, so their reading can start while a burst is still being stored.
   */
  evaluateStored(answers: ReadonlyArray<{ question: Question; response: QuestionResponse }>): Promise<void>;
  /** Every unevaluated open answer of the session, whatever its earlier failures. */
  evaluateSession(sessionId: string): Promise<{ evaluatedCount: number; errorCount: number }>;
  /** After this, results still arriving are dropped: the database may be closing. */
  close(): void;
}

export interface EvaluationServiceOptions {
  db: Db;
  evaluator: Evaluator;
  live: Pick<LiveEvents, 'answerEvaluated'>;
  log: FastifyBaseLogger;
  /**
   * Scores an answer the evaluator failed on (an external provider down, slow or talking
   * nonsense), so that no answer stays unevaluated; such a score is flagged for review.
   */
  fallback?: Evaluator;
  /** Evaluator calls at once. */
  concurrency: number;
  /** Longest an evaluator call may take, its own retries included: a hung provider frees its slot. */
  deadlineMs: number;
  /** Resolves when storing answers leaves room (answer-writer `quiet`): answers are written before scores. */
  answersFirst?: () => Promise<void>;
}

const INVALID_RESULT = "L'évaluateur a renvoyé une note ou un commentaire invalide.";

/** Answers of one evaluate-all loaded and evaluated together. */
const SESSION_CHUNK = 50;

export function createEvaluationService(options: EvaluationServiceOptions): EvaluationService {
  const { db, evaluator, live, log } = options;
  const limiter = createLimiter(options.concurrency);
  // One evaluation per answer at a time in this process: the queue and an evaluate-all
  // reaching the same answer share the provider call.
  const inFlight = new Map<string, Promise<EvaluationOutcome>>();
  /** Answers in a batch of the queue now. */
  const batched = new Set<string>();
  const scoreWriter = createScoreWriter(db, options.answersFirst ? { answersFirst: options.answersFirst } : {});
  let closed = false;

  async function callEvaluator(input: EvaluationInput, by: Evaluator = evaluator): Promise<Evaluation> {
    const result = await limiter.run(() => withDeadline(Promise.resolve().then(() => by.evaluate(input)), options.deadlineMs));
    const evaluation = parseEvaluation(result);
    if (!evaluation) throw new EvaluationError(INVALID_RESULT, false);
    return evaluation;
  }

  /** The configured evaluator, or the fallback when it fails: who scored, and why. */
  async function score(input: EvaluationInput, responseId: string): Promise<Scored> {
    try {
      return { evaluation: await callEvaluator(input), by: evaluator.kind ?? null, note: null };
    } catch (error) {
      return standIn(error, input, responseId);
    }
  }

  /** The fallback's score for an answer the evaluator failed on; the failure when there is no fallback. */
  async function standIn(error: unknown, input: EvaluationInput, responseId: string): Promise<Scored> {
    if (!options.fallback) throw error;
    const reason = failureReason(error);
    log.warn({ responseId, reason, ...(error instanceof EvaluationError ? {} : { errorName: errorName(error) }) }, 'evaluation provider failed, built-in evaluator used');
    const evaluation = await callEvaluator(input, options.fallback);
    // The meaning reader did not read it: the teacher should look.
    return { evaluation: { ...evaluation, needsReview: true }, by: options.fallback.kind ?? null, note: fallbackNote(reason) };
  }

  async function recordFailure(responseId: string, reason: string): Promise<void> {
    if (closed) return;
    await db
      .update(responses)
      .set({ evaluationAttempts: sql`${responses.evaluationAttempts} + 1`, evaluationError: reason })
      .where(and(eq(responses.id, responseId), isNull(responses.concordanceScore)));
  }

  /** The latest graded group of the question this answer falls into, if any. */
  async function gradedGroupOf(questionId: string, answer: string) {
    const groups = await db.select().from(gradedGroups).where(eq(gradedGroups.questionId, questionId)).orderBy(desc(gradedGroups.createdAt));
    return groups.find((group) => fallsInto(answer, group.answers)) ?? null;
  }

  async function evaluate(responseId: string, force: boolean): Promise<EvaluationOutcome> {
    const [row] = await db
      .select({ response: responses, question: questions })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(eq(responses.id, responseId));
    if (!row) return { status: 'skipped', reason: 'not-found' };
    if (row.question.type !== 'open_ended') return { status: 'skipped', reason: 'not-open' };
    if (!force && row.response.concordanceScore !== null) return { status: 'skipped', reason: 'already-evaluated' };

    const answer = row.response.answer;
    const proposition = row.question.proposition?.trim() ?? '';
    let scored: Scored;
    if (isAutoSubmitted(answer)) {
      // Nothing to compare: results score it 0 anyway, so no provider is asked.
      scored = { evaluation: { score: 0, feedback: EVALUATION_MESSAGES.autoSubmitted, confidence: 1 }, by: null, note: null };
    } else if (proposition === '') {
      await recordFailure(responseId, EVALUATION_MESSAGES.noProposition);
      return { status: 'failed', code: 'missing-proposition', reason: EVALUATION_MESSAGES.noProposition };
    } else {
      try {
        scored = await score(evaluationInput(row.question, proposition, answer), responseId);
      } catch (error) {
        const reason = failureReason(error);
        // The reason only: the error of a provider may quote the request, i.e. the answer.
        log.warn({ responseId, reason, ...(error instanceof EvaluationError ? {} : { errorName: errorName(error) }) }, 'evaluation failed');
        await recordFailure(responseId, reason);
        return { status: 'failed', code: 'evaluation-failed', reason };
      }
    }

    if (closed) return { status: 'skipped', reason: 'closed' };
    const { evaluation } = scored;
    // An answer like those of a group the teacher graded gets the teacher's grade at once.
    const group = row.response.teacherScore === null && !isAutoSubmitted(answer) ? await gradedGroupOf(row.question.id, answer) : null;
    const [updated] = await db
      .update(responses)
      .set({
        concordanceScore: evaluation.score,
        aiFeedback: evaluation.feedback,
        evaluationTimestamp: new Date(),
        evaluationError: null,
        evaluationConfidence: evaluation.confidence ?? null,
        needsReview: evaluation.needsReview ?? false,
        evaluatedBy: scored.by,
        evaluationNote: scored.note,
        ...(group ? { teacherScore: group.score, teacherFeedback: group.feedback, gradedGroupId: group.id } : {}),
      })
      .where(
        and(
          eq(responses.id, responseId),
          // The answer scored is the answer stored.
          eq(responses.answer, answer),
          force ? undefined : isNull(responses.concordanceScore),
        ),
      )
      .returning();
    if (!updated) return { status: 'skipped', reason: 'already-evaluated' };
    const question = toQuestion(row.question);
    const response = toResponse(updated);
    live.answerEvaluated(row.question.sessionId, question, response);
    return { status: 'evaluated', question, response };
  }

  function evaluateResponse(responseId: string, { force = false }: EvaluateOptions = {}): Promise<EvaluationOutcome> {
    if (closed) return Promise.resolve({ status: 'skipped', reason: 'closed' });
    const key = `${responseId}:${force ? 'force' : 'auto'}`;
    const running = inFlight.get(key);
    if (running) return running;
    const promise = evaluate(responseId, force).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function rescoreQuestion(questionId: string): Promise<number> {
    const rows = await db
      .select({ id: responses.id, answer: responses.answer })
      .from(responses)
      .where(and(eq(responses.questionId, questionId), isNull(responses.teacherScore), isNotNull(responses.concordanceScore)))
      .orderBy(asc(responses.timestamp), asc(responses.id));
    let rescored = 0;
    for (let i = 0; i < rows.length && !closed; i += SESSION_CHUNK) {
      const outcomes = await Promise.all(
        rows
          .slice(i, i + SESSION_CHUNK)
          .filter((r) => !isAutoSubmitted(r.answer))
          .map((r) =>
            evaluateResponse(r.id, { force: true }).catch((error: unknown): EvaluationOutcome => {
              log.warn({ responseId: r.id, errorName: errorName(error) }, 'evaluation could not be stored');
              return { status: 'failed', code: 'evaluation-failed', reason: EVALUATION_MESSAGES.unknown };
            }),
          ),
      );
      rescored += outcomes.filter((outcome) => outcome.status === 'evaluated').length;
    }
    return rescored;
  }

  /**
   * A page of answers in one call when the evaluator can (its worker pool), under one slot of
   * the limiter; null when it cannot or the call itself failed: then each answer is asked alone.
   */
  async function readTogether(inputs: EvaluationInput[]): Promise<Array<Evaluation | Error> | null> {
    if (!evaluator.evaluateMany || inputs.length === 0) return null;
    const many = evaluator.evaluateMany.bind(evaluator);
    try {
      const results = await limiter.run(() => withDeadline(Promise.resolve().then(() => many(inputs)), options.deadlineMs));
      return results.length === inputs.length ? results : null;
    } catch (error) {
      log.warn({ responses: inputs.length, errorName: errorName(error) }, 'evaluation of a page failed, answers read one by one');
      return null;
    }
  }

  /** One answer's result from a page, checked as any result (the fallback asked when it failed). */
  async function fromPage(read: Evaluation | Error, input: EvaluationInput, responseId: string): Promise<Scored> {
    const evaluation = read instanceof Error ? null : parseEvaluation(read);
    if (evaluation) return { evaluation, by: evaluator.kind ?? null, note: null };
    return standIn(read instanceof Error ? read : new EvaluationError(INVALID_RESULT, false), input, responseId);
  }

  /**
   * Scores answers together (the queue's way): each through the limiter, then every score of
   * the batch, and of the batches that finish meanwhile, written by the score writer once the
   * answers being stored have gone; then each stored score is pushed.
   */
  async function scoreBatch(items: ReadonlyArray<{ question: Question; response: QuestionResponse }>): Promise<void> {
    const scores: ScoreToStore[] = [];
    const toRead: Array<{ question: Question; response: QuestionResponse; input: EvaluationInput }> = [];
    for (const { question, response } of items) {
      const answer = response.answer;
      const proposition = question.proposition?.trim() ?? '';
      if (isAutoSubmitted(answer)) {
        scores.push({ questionId: question.id, response, evaluation: { score: 0, feedback: EVALUATION_MESSAGES.autoSubmitted, confidence: 1 }, by: null, note: null });
      } else if (proposition === '') {
        await recordFailure(response.id, EVALUATION_MESSAGES.noProposition);
      } else {
        // The whole input object goes to the evaluator (and its worker) as built here.
        toRead.push({ question, response, input: evaluationInput(question, proposition, answer) });
      }
    }
    const failed = async (responseId: string, error: unknown) => {
      const reason = failureReason(error);
      log.warn({ responseId, reason, ...(error instanceof EvaluationError ? {} : { errorName: errorName(error) }) }, 'evaluation failed');
      await recordFailure(responseId, reason);
    };
    const together = await readTogether(toRead.map((item) => item.input));
    await Promise.all(
      toRead.map(async ({ question, response, input }, i) => {
        try {
          const read = together?.[i];
          scores.push({ questionId: question.id, response, ...(read ? await fromPage(read, input, response.id) : await score(input, response.id)) });
        } catch (error) {
          await failed(response.id, error);
        }
      }),
    );
    if (closed || scores.length === 0) return;
    const stored = await scoreWriter.write(scores);
    if (closed) return;
    const questionOf = new Map(items.map(({ question, response }) => [response.id, question]));
    for (const response of stored) {
      const question = questionOf.get(response.id);
      if (question) live.answerEvaluated(question.sessionId, question, response);
    }
  }

  /** Answers of this batch or of a teacher's request now: a batch leaves them alone. */
  function taken(id: string): boolean {
    return batched.has(id) || inFlight.has(`${id}:auto`) || inFlight.has(`${id}:force`);
  }

  async function inBatch(items: ReadonlyArray<{ question: Question; response: QuestionResponse }>): Promise<void> {
    for (const { response } of items) batched.add(response.id);
    try {
      await scoreBatch(items);
    } finally {
      for (const { response } of items) batched.delete(response.id);
    }
  }

  async function evaluateMany(responseIds: string[]): Promise<void> {
    if (closed || responseIds.length === 0) return;
    const ids = responseIds.filter((id) => !taken(id));
    if (ids.length === 0) return;
    await options.answersFirst?.();
    const rows = await db
      .select({ response: responses, question: questions })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(and(inArray(responses.id, ids), eq(questions.type, 'open_ended'), isNull(responses.concordanceScore)));
    const shared = new Map<string, Question>();
    const items = rows
      .filter((row) => !taken(row.response.id))
      .map((row) => {
        let question = shared.get(row.question.id);
        if (!question) shared.set(row.question.id, (question = toQuestion(row.question)));
        return { question, response: toResponse(row.response) };
      });
    await inBatch(items);
  }

  async function evaluateStored(items: ReadonlyArray<{ question: Question; response: QuestionResponse }>): Promise<void> {
    if (closed) return;
    await inBatch(items.filter(({ question, response }) => question.type === 'open_ended' && response.concordanceScore === null && !taken(response.id)));
  }

  async function evaluateSession(sessionId: string) {
    const rows = await db
      .select({ id: responses.id })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(and(eq(responses.sessionId, sessionId), eq(questions.type, 'open_ended'), isNull(responses.concordanceScore)))
      .orderBy(asc(responses.timestamp), asc(responses.id));
    let evaluatedCount = 0;
    let errorCount = 0;
    for (let i = 0; i < rows.length; i += SESSION_CHUNK) {
      const outcomes = await Promise.all(
        rows.slice(i, i + SESSION_CHUNK).map((r) =>
          evaluateResponse(r.id).catch((error: unknown): EvaluationOutcome => {
            log.warn({ responseId: r.id, errorName: errorName(error) }, 'evaluation could not be stored');
            return { status: 'failed', code: 'evaluation-failed', reason: EVALUATION_MESSAGES.unknown };
          }),
        ),
      );
      for (const outcome of outcomes) {
        // Scored meanwhile by the queue: evaluated all the same.
        if (outcome.status === 'evaluated' || (outcome.status === 'skipped' && outcome.reason === 'already-evaluated')) evaluatedCount += 1;
        else if (outcome.status === 'failed') errorCount += 1;
      }
    }
    return { evaluatedCount, errorCount };
  }

  return {
    evaluatorName: evaluator.name,
    evaluateResponse,
    rescoreQuestion,
    evaluateMany,
    evaluateStored,
    evaluateSession,
    close() {
      closed = true;
    },
  };
}

/** What an evaluator is given for one answer: plain data (it may cross to a worker thread). */
export function evaluationInput(
  question: { title: string; content: string; acceptedIdeas?: string | null },
  proposition: string,
  answer: string,
): EvaluationInput {
  const acceptedIdeas = parseAcceptedIdeas(question.acceptedIdeas);
  return { question: questionText(question), proposition, answer, ...(acceptedIdeas.length > 0 ? { acceptedIdeas } : {}) };
}

/** What the student was asked: the title gives the topic, the content the wording. */
export function questionText(question: { title: string; content: string }): string {
  const title = question.title.trim();
  const content = question.content.trim();
  if (!content || content === title) return title;
  return title ? `${title}\n${content}` : content;
}

interface Scored {
  evaluation: Evaluation;
  by: EvaluatorKind | null;
  /** Why another evaluator than the configured one scored it. */
  note: string | null;
}

export function fallbackNote(reason: string): string {
  return `Évaluée par l'évaluateur intégré. ${reason}`;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EvaluationError("L'évaluateur n'a pas répondu à temps.", true)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
