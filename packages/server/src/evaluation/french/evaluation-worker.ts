/**
 * A worker thread of the built-in evaluator's pool (evaluator-pool.ts): the French reading
 * runs here, off the event loop that acknowledges answers (issue 24). The input arrives as
 * the queue built it, whole, whatever fields it carries. A refusal (EvaluationError) comes back
 * as data: a class does not cross threads.
 */
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput } from '../evaluator';
import { evaluateInFrench } from './french-evaluator';
import { loadThesaurus } from './thesaurus';

export type WorkerOutcome = { ok: true; evaluation: Evaluation } | { ok: false; message: string; retryable: boolean };

loadThesaurus();

export default function evaluate(input: EvaluationInput): WorkerOutcome {
  try {
    return { ok: true, evaluation: evaluateInFrench(input) };
  } catch (error) {
    if (error instanceof EvaluationError) return { ok: false, message: error.message, retryable: error.retryable };
    throw error;
  }
}
