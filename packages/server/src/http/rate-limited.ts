/** Rate limits of routes, keyed on the client's address (TRUST_PROXY). */
import type { ErrorCode } from '@ciar/shared/errors';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../domain/app-error';
import { spentOnFailure, type Budget } from '../rate-limits';

/** One attempt of `budget` per request. */
export function rateLimited(budget: Budget): { onRequest: onRequestAsyncHookHandler } {
  return {
    onRequest: async (request) => {
      if (!(await budget.spend(request.ip))) throw new AppError('rate-limited');
    },
  };
}

/**
 * `handler`, with a budget that only its `failure` spends (an unknown session code, a wrong
 * password): however many people share an address, succeeding costs nothing, and guessing
 * costs a point each (rate-limits.ts, spentOnFailure).
 */
export function failuresLimited<R>(
  budget: Budget,
  failure: ErrorCode,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<R>,
  belongs?: (request: FastifyRequest) => Promise<boolean>,
) {
  return (request: FastifyRequest, reply: FastifyReply): Promise<R> =>
    spentOnFailure(budget, request.ip, failure, () => handler(request, reply), belongs && (() => belongs(request)));
}
