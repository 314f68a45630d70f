/** A route's rate limit: one attempt of `budget` per request, keyed on the client's address (TRUST_PROXY). */
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../domain/app-error';
import type { Budget } from '../rate-limits';

export function rateLimited(budget: Budget): { onRequest: onRequestAsyncHookHandler } {
  return {
    onRequest: async (request) => {
      if (!(await budget.spend(request.ip))) throw new AppError('rate-limited');
    },
  };
}
