import { ApiError } from './api';

/**
 * The text of a failed call (docs/product.md#error-messages): the server's own message when its answer
 * carried one, otherwise the screen's French message (never a bare 'Erreur HTTP: 500').
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && hasErrorText(error.body)) return error.body.error;
  return fallback;
}

function hasErrorText(body: unknown): body is { error: string } {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' && body.error !== '';
}
