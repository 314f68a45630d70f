/** Recognising database failures that mean something to the domain, whichever driver raised them. */

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/**
 * A unique constraint refused the write (SQLSTATE 23505), optionally a given constraint.
 * Drizzle wraps the driver's error, so the whole cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code === '23505') {
      return constraint === undefined || e.constraint === constraint || (e.message ?? '').includes(constraint);
    }
  }
  return false;
}
