/**
 * Counts the statements sent through a database handle, for tests that hold a path to a
 * number of queries that does not grow with the class. Both drivers (PGlite and
 * node-postgres) send every statement outside a transaction through their client's `query`.
 */
import type { Db } from '../storage/db';

/** A statement as it was sent: its text and parameters. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

export interface StatementCounter {
  readonly count: number;
  /** Every statement sent since the counter was set, in order (settle and reset leave them). */
  readonly sent: readonly SentStatement[];
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
  const sent: SentStatement[] = [];
  client.query = (...args: unknown[]) => {
    count += 1;
    // PGlite is called with (text, params), node-postgres with ({ text, values }) or (config, params).
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof first === 'string' ? { text: first, params: second ?? [] } : { text: first.text, params: second ?? first.values ?? [] });
    return original.apply(client, args);
  };
  return {
    get count() {
      return count;
    },
    sent,
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
