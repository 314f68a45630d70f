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

/** Connection-level failures (SQLSTATE classes 08 and 57P, socket errors): worth a retry later. */
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003']);

/**
 * node-postgres's own words, which carry no code: a connection lost or closed, and the
 * time-outs of `storage/db.ts` — a statement without a result in time ("Query read timeout"),
 * no connection in time, new ("Connection terminated due to connection timeout") or from a
 * full pool ("timeout exceeded when trying to connect"). A database that stopped answering is
 * a database down, for whoever waits for it.
 */
const DB_DOWN_MESSAGE = /Connection terminated|connection timeout|Query read timeout|timeout exceeded when trying to connect/i;

export function isDatabaseDown(error: unknown): boolean {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code && DB_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DB_DOWN_MESSAGE.test(e.message)) return true;
  }
  return false;
}
