/**
 * The socket counterpart of the HTTP error contract: every client event that asks for
 * something is validated, handled, then acknowledged with `{ ok: true, data }` or
 * `{ ok: false, error, code }` in French. An event without an acknowledgement callback is
 * ignored: nothing is done that the client could not be told about.
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

export function handler<S extends z.ZodType, T>(
  schema: S,
  run: (input: z.output<S>) => Promise<T>,
  log: FastifyBaseLogger,
) {
  return async (payload: unknown, ack?: unknown) => {
    if (typeof ack !== 'function') return;
    let result: Ack<T>;
    try {
      result = { ok: true, data: await run(parseInput(schema, payload)) };
    } catch (error) {
      result = ackError(error, log);
    }
    ack(result);
  };
}
