/**
 * Counts the statements sent through a database handle, for tests that hold a path to a
 * number of queries that does not grow with the class. Both drivers (PGlite and
 * node-postgres) send every statement outside a transaction through their client's `query`.
 */
import type { Db } from '../storage/db';

export interface StatementCounter {
  readonly count: number;
  reset(): void;
  /**
   * Waits until no statement was sent for `quietMs` (the app's background work, such as the
   * live statistics a previous test's answers left to push, is done), then starts from zero.
   */
  settle(quietMs?: number): Promise<void>;
  /** Puts the client's own `query` back. */
  restore(): void;
}

export function countStatements(db: Db): StatementCounter {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return original.apply(client, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    async settle(quietMs = 200) {
      for (;;) {
        const before = count;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        if (count === before) break;
      }
      count = 0;
    },
    restore: () => {
      client.query = original;
    },
  };
}
