/**
 * The built-in evaluator in a pool of worker threads (tinypool): a burst of open answers is
 * read on other cores while the main thread keeps acknowledging answers (decision 183: an open
 * burst was acknowledged 2.4× slower than a choice burst, the evaluator sharing the loop).
 * Threads start on the first answer and stop when idle; until the first thread is ready
 * (loading the evaluator takes it a moment) answers are read on the main thread as before,
 * so the first answer of the day is not kept waiting. The same file runs from the built
 * bundle (dist/evaluation-worker.js beside dist/main.js) and from the TypeScript sources
 * under tsx or vitest (evaluation-worker-source.mjs, which loads the TypeScript through tsx).
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { clusterAnswers, type AnswerTexts, type Clustering } from '../answer-groups';
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput, Evaluator } from '../evaluator';
import { evaluateInFrench, FRENCH_EVALUATOR_NAME, loadFrenchEvaluator } from './french-evaluator';
import type { WorkerOutcome } from './evaluation-worker';

/**
 * A reader per core, four at most: they run at a lower priority than the main thread
 * (evaluation-worker.ts), so they take what the answer path leaves, the core it uses included.
 */
export function defaultEvaluationThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** Where the worker is: beside this module from source, beside main.js in the bundle. */
export function workerLocation(moduleUrl: string = import.meta.url): { filename: string; execArgv: string[] } {
  const fromSource = moduleUrl.endsWith('.ts');
  return fromSource
    ? { filename: new URL('./evaluation-worker-source.mjs', moduleUrl).href, execArgv: [] }
    : { filename: new URL('./evaluation-worker.js', moduleUrl).href, execArgv: [] };
}

const WARM_UP: EvaluationInput = { question: 'Pourquoi ?', proposition: 'La lumière.', answer: 'La lumière.' };

export interface PooledEvaluator extends Evaluator {
  /** The threads read the answers (else the main thread does, while they start). */
  readonly threadsReady: boolean;
  clusterAnswers(texts: AnswerTexts): Promise<Clustering>;
  evaluateMany(inputs: EvaluationInput[]): Promise<Array<Evaluation | Error>>;
  /** Ends the threads; evaluations in progress are dropped (their answers wait for the next run). */
  close(): Promise<void>;
}

/**
 * `eager` (the built app): the threads start with the app and stay, so that no burst waits for
 * one to load the evaluator, nor is read on the main thread meanwhile. Otherwise (sources: tests
 * start many apps) a thread starts on the first answer, the main thread reads until it is ready,
 * and it stops after `idleTimeoutMs` unused.
 */
export function createPooledFrenchEvaluator({
  threads = defaultEvaluationThreads(),
  idleTimeoutMs = 30_000,
  eager = !import.meta.url.endsWith('.ts'),
  worker = workerLocation(),
  preload = loadFrenchEvaluator,
} = {}): PooledEvaluator {
  const { filename, execArgv } = worker;
  // A lazy pool's main thread reads until a thread is ready: its data is loaded now. Eager
  // threads read every answer, and the main thread, which serves the class, keeps its heap
  // small: it loads the data only if it must stand in for them (decision 206).
  if (!eager) preload();
  const pool = new Tinypool({ filename, execArgv, minThreads: eager ? threads : 0, maxThreads: threads, idleTimeout: idleTimeoutMs });
  let warming: Promise<void> | null = null;
  let ready = false;
  let broken = false;
  let closed = false;
  // A thread that cannot start (its file missing from a deployment, a broken install) is an
  // 'error' event on the pool: unheard, it would end the process. The main thread reads instead.
  let startFailed: () => void = () => {};
  const startFailure = new Promise<void>((resolve) => {
    startFailed = resolve;
  });
  pool.on('error', () => {
    broken = true;
    ready = false;
    startFailed();
  });
  const warmUp = () => {
    warming ??= pool
      .run(WARM_UP)
      .then(() => {
        ready = !closed;
      })
      .catch(() => {
        // No thread could start (closing, or a broken install): the main thread keeps reading.
        broken = true;
      });
  };
  if (eager) warmUp();
  // Eager threads are waited for (they start with the app), unless they cannot start; lazy ones
  // are stood in for.
  const standIn = async () => {
    if (eager && !ready && !broken && !closed) await Promise.race([warming, startFailure]);
    return closed || broken || (!ready && !eager);
  };
  return {
    name: FRENCH_EVALUATOR_NAME,
    kind: 'builtin',
    async evaluate(input: EvaluationInput): Promise<Evaluation> {
      if (await standIn()) {
        warmUp();
        return evaluateInFrench(input);
      }
      // The whole input, as built: a field added to it later reaches the worker unchanged.
      const outcome = (await pool.run(input)) as WorkerOutcome;
      if (!outcome.ok) throw new EvaluationError(outcome.message, outcome.retryable);
      return outcome.evaluation;
    },
    async evaluateMany(inputs: EvaluationInput[]): Promise<Array<Evaluation | Error>> {
      if (await standIn()) {
        warmUp();
        return inputs.map((input) => {
          try {
            return evaluateInFrench(input);
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        });
      }
      const outcomes = (await pool.run(inputs, { name: 'many' })) as WorkerOutcome[];
      return outcomes.map((outcome) => (outcome.ok ? outcome.evaluation : new EvaluationError(outcome.message, outcome.retryable)));
    },
    async clusterAnswers(texts) {
      if (await standIn()) {
        warmUp();
        return clusterAnswers(texts);
      }
      return (await pool.run(texts, { name: 'groups' })) as Clustering;
    },
    get threadsReady() {
      return ready;
    },
    async close() {
      closed = true;
      ready = false;
      await pool.destroy();
    },
  };
}
