import type * as z from 'zod';
import { AppError } from './app-error';

/** In `u` mode a surrogate pair is one character, so only a half left alone matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Whether any string in `value` (keys included) holds a lone UTF-16 surrogate: half of a
 * character, which JSON can carry (`"\ud800"`) but no text is made of. Stored, it comes back as
 * « � » and can no longer be compared with what its author sends next (a name that never
 * matches itself again), so it is refused before anything is stored.
 */
export function hasInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasInvalidText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasInvalidText(item, depth + 1));
}

/** Parses untrusted input with a shared schema; the first issue becomes a French 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (hasInvalidText(input)) throw new AppError('invalid-text');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError('invalid-body', issue?.message);
}
