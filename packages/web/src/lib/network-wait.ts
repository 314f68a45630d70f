/**
 * An answer the network did not carry is kept and sent again, never dropped: school Wi-Fi
 * drops for a few seconds, sometimes while the browser still believes it is online (then
 * React Query does not pause the request, and the fetch simply fails). The live page's socket
 * does this by reconnecting; the self-paced quiz's HTTP answers do it with these retries, at
 * the socket's own pace (1 s, then doubling up to 5 s).
 */
import { SOCKET_RECONNECTION } from '@ciar/shared/constants';
import { ApiError } from './api';

/** The send button's text while an answer waits for the network (decision 102). */
export const WAITING_FOR_NETWORK = 'Envoi dès le retour du réseau…';

/**
 * What a later try may get past: a request that never reached the server or whose answer never
 * came back, and the answer of a server briefly away, 503 when its database reconnects, 502 or
 * 504 from the proxy in front while an app process restarts.
 */
const BRIEFLY_AWAY = new Set([502, 503, 504]);
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network' || BRIEFLY_AWAY.has(error.status));
}

/** React Query's retry options for a request that must get through: every transient failure is retried. */
export const UNTIL_THE_NETWORK_ANSWERS = {
  retry: (_failures: number, error: unknown) => isTransientFailure(error),
  retryDelay: (attempt: number) => Math.min(SOCKET_RECONNECTION.delay * 2 ** attempt, SOCKET_RECONNECTION.delayMax),
};
