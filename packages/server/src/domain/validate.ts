import type * as z from 'zod';
import { AppError } from './app-error';

/** Parses untrusted input with a shared schema; the first issue becomes a French 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError('invalid-body', issue?.message);
}
