/**
 * Evaluation inside the app: the service, the queue fed by every stored answer, sweeps for
 * what the previous run left from the moment the app is ready, and a clean stop on close:
 * results still arriving are dropped, and their answers wait for the next start.
 */
import type { FastifyInstance } from 'fastify';
import type { EvaluationConfig } from '../config';
import type { LiveEvents } from '../realtime/live-events';
import type { Db } from '../storage/db';
import { createEvaluationQueue, type EvaluationQueue } from './evaluation-queue';
import { createEvaluationService, type EvaluationService } from './evaluation-service';
import type { Evaluator } from './evaluator';
import { createFrenchEvaluator } from './french/french-evaluator';

export interface EvaluationRuntime {
  service: EvaluationService;
  queue: EvaluationQueue;
}

export interface EvaluationSetupOptions {
  db: Db;
  live: Pick<LiveEvents, 'answerEvaluated'>;
  evaluator: Evaluator;
  config: Pick<EvaluationConfig, 'timeoutMs' | 'concurrency'>;
  /** Answers being stored go first: scores are written after them (answer-writer `quiet`). */
  answersFirst?: () => Promise<void>;
}

export function setUpEvaluation(app: FastifyInstance, { db, live, evaluator, config, answersFirst }: EvaluationSetupOptions): EvaluationRuntime {
  const log = app.log.child({ module: 'evaluation' });
  const service = createEvaluationService({
    db,
    evaluator,
    live,
    log,
    // An external provider that fails hands the answer to the built-in evaluator.
    ...(evaluator.kind === 'openai' ? { fallback: createFrenchEvaluator() } : {}),
    concurrency: config.concurrency,
    // Room for the provider's own attempts and backoff; only a provider that hangs hits it.
    deadlineMs: config.timeoutMs * 4 + 30_000,
    ...(answersFirst ? { answersFirst } : {}),
  });
  const queue = createEvaluationQueue({ db, service, log });
  app.addHook('onReady', async () => {
    queue.start();
  });
  // Before the real-time layer stops (onClose): a result arriving later must not push to it.
  app.addHook('preClose', async () => {
    service.close();
    await queue.stop();
    await evaluator.close?.();
  });
  return { service, queue };
}
