/**
 * A worker thread of the built-in evaluator's pool (evaluator-pool.ts): the French reading
 * runs here, off the event loop that acknowledges answers (decision 184). The input arrives as
 * the queue built it, whole, whatever fields it carries. A refusal (EvaluationError) comes back
 * as data: a class does not cross threads.
 */
import { clusterAnswers, type AnswerTexts, type Clustering } from '../answer-groups';
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput } from '../evaluator';
import { evaluateInFrench } from './french-evaluator';
import { loadThesaurus } from './thesaurus';
import { lowerThisThreadPriority } from './thread-priority';

export type WorkerOutcome = { ok: true; evaluation: Evaluation } | { ok: false; message: string; retryable: boolean };

// Answers first (decision 184): the answer path's thread wins a core from a reader.
lowerThisThreadPriority();
loadThesaurus();

/** A class's distinct answers in groups (GET /evaluation/groups): thousands of comparisons, off the main thread too. */
export function groups(texts: AnswerTexts): Clustering {
  return clusterAnswers(texts);
}

/** A page of answers in one message: a message per answer kept the thread waiting for the next one (decision 184). */
export function many(inputs: EvaluationInput[]): WorkerOutcome[] {
  return inputs.map(evaluate);
}

/**
 * Same input, same result (the evaluator is deterministic): the many identical answers of a
 * class are read once per thread. The key is the whole input, whatever fields it carries.
 */
const KNOWN_LIMIT = 4_096;
const known = new Map<string, WorkerOutcome>();

export default function evaluate(input: EvaluationInput): WorkerOutcome {
  const key = JSON.stringify(input);
  const hit = known.get(key);
  if (hit) return hit;
  const outcome = read(input);
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(key, outcome);
  return outcome;
}

function read(input: EvaluationInput): WorkerOutcome {
  try {
    return { ok: true, evaluation: evaluateInFrench(input) };
  } catch (error) {
    if (error instanceof EvaluationError) return { ok: false, message: error.message, retryable: error.retryable };
    throw error;
  }
}
