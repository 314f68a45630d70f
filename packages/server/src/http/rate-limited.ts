/** Rate limits of routes, keyed on the client's address (TRUST_PROXY). */
import type { onRequestAsyncHookHandler, onErrorAsyncHookHandler } from 'fastify';
import { AppError, isAppError } from '../domain/app-error';
import type { Budget } from '../rate-limits';

/** One attempt of `budget` per request. */
export function rateLimited(budget: Budget): { onRequest: onRequestAsyncHookHandler } {
  return {
    onRequest: async (request) => {
      if (!(await budget.spend(request.ip))) throw new AppError('rate-limited');
    },
  };
}

/**
 * A route that takes a session code: refused once the address has spent `misses`, which only
 * an unknown code spends. However many students share the address, finding their session
 * costs nothing; guessing codes costs a miss each.
 */
export function refusedAfterMisses(misses: Budget): { onRequest: onRequestAsyncHookHandler; onError: onErrorAsyncHookHandler } {
  return {
    onRequest: async (request) => {
      if (await misses.isSpent(request.ip)) throw new AppError('rate-limited');
    },
    onError: async (request, _reply, error) => {
      if (isAppError(error) && error.code === 'session-not-found') await misses.spend(request.ip);
    },
  };
}

/** Both: a budget spent by every request, and one spent by unknown codes. */
export function joinLimited(joins: Budget, misses: Budget): { onRequest: onRequestAsyncHookHandler[]; onError: onErrorAsyncHookHandler } {
  const codes = refusedAfterMisses(misses);
  return { onRequest: [codes.onRequest, rateLimited(joins).onRequest], onError: codes.onError };
}
