/**
 * How errors appear in the logs. Pino's default serialiser copies an error's message, stack
 * and every own property; for a failed query that means Drizzle's "params: …" (the answer a
 * student wrote, a name, an e-mail) and PostgreSQL's `detail` (the row a constraint refused).
 * This one keeps what helps diagnose a failure — type, message and stack without the values,
 * the SQL text with its placeholders, codes, the constraint's name — and nothing else.
 */

/** Properties of driver and system errors that never carry user data. */
const KEPT = ['code', 'errno', 'syscall', 'address', 'port', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine', 'query'];
const MAX_DEPTH = 5;

/** Drizzle words a failed query "Failed query: <sql>\nparams: <values>". */
function withoutValues(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [hidden]`;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: Error): SerializedError {
  return serialize(error, 0);
}

function serialize(error: Error, depth: number): SerializedError {
  const message = withoutValues(error.message);
  // The stack starts with the message, values included: put the cleaned one in its place.
  const stack = error.stack?.includes(error.message) ? error.stack.replace(error.message, message) : withoutValues(error.stack ?? '');
  const serialized: SerializedError = { type: error.constructor?.name || error.name, message, stack };
  for (const key of KEPT) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') serialized[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause instanceof Error) serialized.cause = serialize(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      serialized.errors = error.errors.slice(0, 5).map((e: unknown) => (e instanceof Error ? serialize(e, depth + 1) : typeof e));
    }
  }
  return serialized;
}
