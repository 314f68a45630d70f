/**
 * The database is the queue: an open answer is waiting for evaluation as long as its
 * concordance_score is null and it has failed fewer than `maxAttempts` times. Storing an
 * answer only calls `notify`, which marks its question and returns at once (the student's
 * acknowledgement never waits for an evaluator); one worker then walks that question's
 * new answers, oldest first, in small batches. A sweep over all questions at start picks up
 * what a previous run left, and repeats now and then: it catches answers stored by a path
 * that did not notify (another process, a crash between commit and notify) and is the only
 * pass that tries failed answers again, so a provider that is down is not asked again at
 * every new answer, only once a sweep, `maxAttempts` times at most.
 *
 * An answer the answer path has just stored comes with its row and question (decision 184): it is
 * handed to the evaluator at once, without a read, so a burst's answers are read (in the worker
 * threads) while the burst is still being stored, and only their scores wait for the answers to
 * go first. A pass over the database reads the next page while the previous ones are scored.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { questions, responses } from '../storage/schema';
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import type { EvaluationService } from './evaluation-service';

/** An answer just stored, as the answer path has it. */
export interface StoredOpenAnswer {
  question: Question;
  response: QuestionResponse;
}

export interface EvaluationQueueOptions {
  db: Db;
  service: Pick<EvaluationService, 'evaluateResponse'> & Partial<Pick<EvaluationService, 'evaluateMany' | 'evaluateStored'>>;
  log: FastifyBaseLogger;
  /** Failed evaluations after which an answer waits for a teacher's evaluate-all. */
  maxAttempts?: number;
  /** Answers loaded and evaluated together. */
  batchSize?: number;
  /** Time between two sweeps over all questions once started. */
  sweepIntervalMs?: number;
  /** Pages of a pass being scored at once: the next is read while the previous ones are scored and written. */
  pagesAhead?: number;
  /** Answers just stored held in memory for the evaluator; beyond, they wait in the database for a pass. */
  freshLimit?: number;
}

export interface EvaluationQueue {
  /** An answer to this question was stored (given: the answer, scored without reading it). Never blocks, never throws. */
  notify(sessionId: string, questionId: string, stored?: StoredOpenAnswer): void;
  /** Looks for waiting answers of every question now. */
  sweep(): void;
  /** A sweep now, then every `sweepIntervalMs`. */
  start(): void;
  /** Resolves once nothing is pending or running (later sweeps excepted). */
  idle(): Promise<void>;
  /** No new work; waits up to `graceMs` for the batch in progress. */
  stop(graceMs?: number): Promise<void>;
}

/** The pending-set entry standing for every question. */
const ALL = '*';

export function createEvaluationQueue(options: EvaluationQueueOptions): EvaluationQueue {
  const { db, service, log } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const batchSize = options.batchSize ?? 50;
  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  const pagesAhead = options.pagesAhead ?? 4;
  const freshLimit = options.freshLimit ?? 20_000;

  const pending = new Set<string>();
  let running: Promise<void> | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Answers just stored, not yet handed over. */
  let fresh: StoredOpenAnswer[] = [];
  let freshScheduled = false;
  /** Batches of fresh answers being scored or written. */
  const scoring = new Set<Promise<void>>();

  /**
   * A page of waiting answers after the answer `after`, in (timestamp, id) order: of one
   * question and never tried, or of every question, failed ones included.
   */
  async function waiting(questionId: string | null, after: string | null): Promise<string[]> {
    const rows = await db
      .select({ id: responses.id })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(
        and(
          eq(questions.type, 'open_ended'),
          isNull(responses.concordanceScore),
          lt(responses.evaluationAttempts, maxAttempts),
          questionId ? and(eq(responses.questionId, questionId), eq(responses.evaluationAttempts, 0)) : undefined,
          // Compared in the database: a JS Date would cut the microseconds off the cursor.
          after
            ? sql`(${responses.timestamp}, ${responses.id}) > (select cursor_row.timestamp, cursor_row.id from responses cursor_row where cursor_row.id = ${after})`
            : undefined,
        ),
      )
      .orderBy(asc(responses.timestamp), asc(responses.id))
      .limit(batchSize);
    return rows.map((r) => r.id);
  }

  function scorePage(ids: string[]): Promise<void> {
    if (service.evaluateMany) {
      // Read together, scored together, written in one statement (decision 184).
      return service.evaluateMany(ids).catch((error: unknown) => {
        log.warn({ responses: ids.length, errorName: error instanceof Error ? error.name : typeof error }, 'evaluations not stored');
      });
    }
    return Promise.all(
      ids.map((id) =>
        service.evaluateResponse(id).catch((error: unknown) => {
          // Not even a failure could be recorded (database trouble): the next sweep retries.
          log.warn({ responseId: id, errorName: error instanceof Error ? error.name : typeof error }, 'evaluation not stored');
        }),
      ),
    ).then(() => undefined);
  }

  /** Each waiting answer of the scope once, a few pages being scored at a time. */
  async function pass(questionId: string | null): Promise<void> {
    let after: string | null = null;
    const pages = new Set<Promise<void>>();
    try {
      while (!stopped) {
        while (pages.size >= pagesAhead) await Promise.race(pages);
        const ids = await waiting(questionId, after);
        if (ids.length === 0) break;
        const page = scorePage(ids).finally(() => pages.delete(page));
        pages.add(page);
        after = ids.at(-1)!;
      }
    } finally {
      await Promise.all(pages);
    }
  }

  /** Hands the answers just stored to the evaluator, a page at a time, all at once. */
  function handOver() {
    freshScheduled = false;
    while (fresh.length > 0 && !stopped && service.evaluateStored) {
      const page = fresh.slice(0, batchSize);
      fresh = fresh.slice(batchSize);
      const batch: Promise<void> = service
        .evaluateStored(page)
        .catch((error: unknown) => {
          // Left unevaluated in the database: the next sweep tries them again.
          log.warn({ responses: page.length, errorName: error instanceof Error ? error.name : typeof error }, 'evaluations not stored');
        })
        .finally(() => scoring.delete(batch));
      scoring.add(batch);
    }
  }

  async function drain(): Promise<void> {
    // Out of the caller's turn: notify runs inside the answer path.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (!stopped && pending.size > 0) {
      const scope = pending.has(ALL) ? ALL : pending.values().next().value!;
      if (scope === ALL) pending.clear();
      else pending.delete(scope);
      try {
        await pass(scope === ALL ? null : scope);
      } catch (error) {
        // The database is down or closing: the answers stay waiting in it for the next sweep.
        log.warn({ errorName: error instanceof Error ? error.name : typeof error }, 'evaluation queue pass failed');
      }
    }
  }

  function schedule(scope: string) {
    if (stopped) return;
    pending.add(scope);
    if (running) return;
    running = drain().finally(() => {
      running = null;
      // Marked while the last pass was ending.
      if (!stopped && pending.size > 0) schedule(pending.values().next().value!);
    });
  }

  return {
    notify(_sessionId, questionId, stored) {
      try {
        if (stored && service.evaluateStored && fresh.length < freshLimit && !stopped) {
          fresh.push(stored);
          if (!freshScheduled) {
            freshScheduled = true;
            // Out of the caller's turn: notify runs inside the answer path.
            setImmediate(handOver);
          }
          return;
        }
        schedule(questionId);
      } catch {
        // Nothing here can fail, and an answer's acknowledgement must not depend on it.
      }
    },
    sweep() {
      schedule(ALL);
    },
    start() {
      schedule(ALL);
      if (sweeper || stopped) return;
      sweeper = setInterval(() => schedule(ALL), sweepIntervalMs);
      sweeper.unref();
    },
    async idle() {
      while (running || scoring.size > 0 || freshScheduled) {
        if (running) await running;
        else if (scoring.size > 0) await Promise.all(scoring);
        else await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
    async stop(graceMs = 2_000) {
      stopped = true;
      pending.clear();
      fresh = [];
      if (sweeper) clearInterval(sweeper);
      const busy = [...(running ? [running] : []), ...scoring];
      if (busy.length > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all(busy), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
        clearTimeout(timer);
      }
    },
  };
}
