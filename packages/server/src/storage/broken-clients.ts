/**
 * A pooled PostgreSQL client whose statement timed out, or whose connection failed while it
 * was checked out, is closed at once and never handed out again.
 *
 * node-postgres alone does not ensure it. When `query_timeout` fires, the statement's caller
 * gets an error but the statement may still be on the wire or running: the client stays
 * busy, and a client released without an error goes back to the pool. `pool.query` releases
 * with the error (the client is then closed), but Drizzle's transactions check a client out
 * with `pool.connect()` and:
 * - release it without an error after a failed body, once their ROLLBACK has failed too
 *   (queued behind the stuck statement, it times out in turn) — the next user of that client
 *   would run inside the transaction left open on the server, holding its locks, its writes
 *   never committed;
 * - never release it when BEGIN itself fails, so each such failure would keep one of the
 *   pool's connections forever.
 * And a checked-out client whose connection fails emits 'error' with nobody listening (the
 * pool listens only while it is idle), which would end the process.
 */
import type pg from 'pg';

/** What node-postgres rejects a statement with when `query_timeout` fires. */
const QUERY_TIMEOUT = 'Query read timeout';

type Callback = (error: Error | undefined, ...rest: unknown[]) => void;

export function closeBrokenClients(pool: pg.Pool): void {
  /** What broke each client; set once, for good. */
  const broken = new WeakMap<pg.PoolClient, Error>();
  /** How to give back each client that is checked out right now. */
  const checkedOut = new Map<pg.PoolClient, (error?: Error) => void>();
  const guarded = new WeakSet<pg.PoolClient>();

  const breakClient = (client: pg.PoolClient, error: Error) => {
    if (!broken.has(client)) broken.set(client, error);
    // Released with an error, the pool closes it (a busy connection is destroyed, so the
    // server rolls back whatever it had open) and counts it no more.
    checkedOut.get(client)?.(error);
  };

  function guard(client: pg.PoolClient): void {
    // Released once, whoever releases first: the pool throws on a second release, and the
    // caller (Drizzle) still releases a client given back here.
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      checkedOut.delete(client);
      const reason = broken.get(client) ?? (error instanceof Error ? error : undefined);
      release(reason ?? error);
    };
    client.release = releaseOnce;
    checkedOut.set(client, releaseOnce);

    if (guarded.has(client)) return;
    guarded.add(client);
    // Idle, the pool's own listener drops the client; checked out, nobody else listens.
    client.on('error', (error) => breakClient(client, error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (last as Callback) : null;
      // Whatever else is asked of a broken client (Drizzle's ROLLBACK) fails at once, with the
      // error that broke it, so that the caller reports the real cause.
      const failure = broken.get(client);
      if (failure) {
        if (callback) return void process.nextTick(callback, failure);
        return Promise.reject(failure);
      }
      const onError = (error: unknown) => {
        if (error instanceof Error && error.message === QUERY_TIMEOUT) breakClient(client, error);
      };
      if (callback) {
        args[args.length - 1] = (error: Error | undefined, ...rest: unknown[]) => {
          if (error) onError(error);
          callback(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      // Observed here, rejected to the caller as well.
      if (result instanceof Promise) result.catch(onError);
      return result;
    }) as typeof client.query;
  }

  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  // `pool.query` checks out through `this.connect(callback)`, Drizzle through `connect()`.
  pool.connect = ((callback?: Callback) => {
    if (!callback) {
      return (connect() as Promise<pg.PoolClient>).then((client) => {
        guard(client);
        return client;
      });
    }
    return connect((error, client, ...rest) => {
      if (error || !client) return callback(error, client, ...rest);
      guard(client as pg.PoolClient);
      callback(undefined, client, (client as pg.PoolClient).release);
    });
  }) as typeof pool.connect;
}
