/**
 * A worker thread of the built-in evaluator's pool (evaluator-pool.ts): the French reading
 * runs here, off the event loop that acknowledges answers (issue 24). The input arrives as
 * the queue built it, whole, whatever fields it carries. A refusal (EvaluationError) comes back
 * as data: a class does not cross threads.
 */
import type { AnswerGroup } from '@ciar/shared/evaluation';
import { groupAnswers, type GroupedAnswer } from '../answer-groups';
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput } from '../evaluator';
import { evaluateInFrench } from './french-evaluator';
import { loadThesaurus } from './thesaurus';

export type WorkerOutcome = { ok: true; evaluation: Evaluation } | { ok: false; message: string; retryable: boolean };

loadThesaurus();

/** A class's answers in groups (GET /evaluation/groups): thousands of comparisons, off the main thread too. */
export function groups(responses: GroupedAnswer[]): AnswerGroup[] {
  return groupAnswers(responses);
}

export default function evaluate(input: EvaluationInput): WorkerOutcome {
  try {
    return { ok: true, evaluation: evaluateInFrench(input) };
  } catch (error) {
    if (error instanceof EvaluationError) return { ok: false, message: error.message, retryable: error.retryable };
    throw error;
  }
}
