/**
 * The socket counterpart of the HTTP error contract: every client event that asks for
 * something is validated, handled, then acknowledged with `{ ok: true, data }` or
 * `{ ok: false, error, code }` in French.
 *
 * Clients of the original protocol (docs/product.md#real-time-protocol) send no acknowledgement callback (decision 101). Their event is handled
 * all the same: the outcome reaches them as the spec's events (`session-joined`,
 * `answer-confirmed`, `question-activated`, `session-status-changed`), and a refusal as an
 * `error` event carrying the same `{ error, code }`. The events that are broadcast anyway go
 * in every case; `session-joined`, a whole snapshot for the joining socket alone, only when
 * the acknowledgement does not already carry it (`acknowledged`).
 */
import type { Ack } from '@ciar/shared/events';
import { ERRORS } from '@ciar/shared/errors';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod';
import { isAppError } from '../domain/app-error';
import { parseInput } from '../domain/validate';
import { isDatabaseDown } from '../domain/db-errors';

export function ackError(error: unknown, log: FastifyBaseLogger): Ack<never> {
  if (isAppError(error)) return { ok: false, error: error.message, code: error.code };
  if (isDatabaseDown(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { ok: false, error: ERRORS['database-unavailable'].message, code: 'database-unavailable' };
  }
  log.error({ err: error }, 'socket handler failed');
  return { ok: false, error: ERRORS.internal.message, code: 'internal' };
}

/** Where a refusal goes when the client gave no acknowledgement callback. */
export type RefusalEvent = (refusal: { error: string; code: string }) => void;

export function handler<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.output<S>, context: { acknowledged: boolean }) => Promise<T>,
  log: FastifyBaseLogger,
  refuse: RefusalEvent,
) {
  return async (payload: unknown, ack?: unknown) => {
    let result: Ack<T>;
    try {
      result = { ok: true, data: await run(parseInput(schema, payload), { acknowledged: typeof ack === 'function' }) };
    } catch (error) {
      result = ackError(error, log);
    }
    if (typeof ack === 'function') ack(result);
    else if (!result.ok) refuse({ error: result.error, code: result.code });
  };
}
