/**
 * Why an evaluation failed, in French, for the teacher: it is stored in evaluation_error
 * and shown next to the unevaluated answer. Messages name the kind of failure only: never
 * the provider's raw error text, which may echo the request (the answer, a key prefix).
 */
import { EVALUATION_MESSAGES } from '@ciar/shared/evaluation';

export class EvaluationError extends Error {
  constructor(
    message: string,
    /** Worth trying again soon: time-outs, rate limits, server errors, invalid output. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'EvaluationError';
  }
}

/** The French reason stored for a failure; anything unexpected is 'Erreur inconnue'. */
export function failureReason(error: unknown): string {
  return error instanceof EvaluationError ? error.message : EVALUATION_MESSAGES.unknown;
}
