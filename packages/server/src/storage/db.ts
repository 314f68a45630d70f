/**
 * Opens the database: PGlite in a folder (or in memory) by default, a PostgreSQL server
 * when a URL is given. Both speak the same dialect, share one Drizzle schema and apply
 * the same migrations at start.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { closeBrokenClients } from './broken-clients';
import { pgliteSql, pgSql, type SqlClient } from './backup/sql-client';
import { backupBeforeMigrations } from './backup/before-upgrade';
import { migrationsFolder } from './migrations';
import { prepareStatements } from './pglite-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain statements on the same connection(s), for backups (storage/backup). */
  sql: SqlClient;
  /** Where the data was saved before this start applied new migrations to it (embedded database). */
  backupBeforeUpgrade?: string;
  /** Told the duration (seconds) of each statement sent outside a transaction, for the metrics. */
  onQuery(listener: (seconds: number) => void): void;
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Longest wait for a connection, new or from the pool. */
      connectTimeoutMs?: number;
      /** Longest wait for a statement's result, measured by the app whatever the server does. */
      queryTimeoutMs?: number;
    };

/**
 * A PostgreSQL server that stops answering without closing its connections (a network
 * partition, a frozen machine) must not keep students and teachers waiting for ever, nor fill
 * the pool with connections that will never come back.
 * - 5 s to connect, or to be handed a pooled connection: on a school's network a connection is
 *   made in milliseconds, and a healthy pool hands one out in milliseconds even in a class-wide
 *   burst (answers go in one statement at a time); beyond 5 s the server is not there.
 * - 15 s per statement: a 1,000-student session's heaviest statements (statistics, ranking,
 *   CSV export, an answer burst) take well under a second (statistics of 1,000 students × 30
 *   questions: about 0.2 s, decision 081), ten times the class a few seconds, so a slow but
 *   living server (a checkpoint, a vacuum, a lock held by another request) is still waited
 *   for. A student's screen stops waiting at 10 s and offers to try again: waiting longer
 *   would help no one, and the connection and the request are freed.
 *   node-postgres measures it on the client side, so it ends the wait even when nothing at
 *   all comes back; `broken-clients.ts` makes sure a connection given up on is closed.
 * - TCP keepalive after 10 s of silence, so that a connection the network has lost is noticed
 *   and dropped while idle instead of when a student's answer is sent on it.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** `/api/health`'s database check, for load balancers that probe every few seconds. */
const PING_TIMEOUT_MS = 2_000;
const QUERY_TIMEOUT_MS = 15_000;
const KEEPALIVE_AFTER_MS = 10_000;
/** The advisory lock's key for migrations: « CIAR » in ASCII, unlikely to collide with another app's. */
const MIGRATION_LOCK = 0x43494152;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };

  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    prepareStatements(client);
    const timer = timeQueries(client as unknown as { query: (...args: unknown[]) => Promise<unknown> });
    const db = drizzlePglite(client, { schema });
    const backupBeforeUpgrade = target.dataDir ? await backupBeforeMigrations(client, target.dataDir) : null;
    await migratePglite(db, migrations);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ...(backupBeforeUpgrade ? { backupBeforeUpgrade } : {}),
      sql: pgliteSql(client),
      onQuery: timer.onQuery,
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    };
  }

  const connection = {
    connectionString: target.url,
    connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
  };
  // Migrations run on a connection of their own, without the statement time-out: an upgrade
  // that rewrites a large table may take minutes, and stopping it halfway would stop the start.
  const migrator = new pg.Client(connection);
  migrator.on('error', () => {}); // a lost connection fails the statement in flight: that is reported
  await migrator.connect();
  try {
    // Processes started together on an empty database would each create the same tables, and
    // all but one fail: one applies the migrations at a time, the others then find them done.
    // The lock is the connection's, so it is released even if this process dies meanwhile.
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator, { schema }), migrations);
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({
    ...connection,
    max: target.poolSize ?? 10,
    query_timeout: target.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
  });
  // An idle client losing its connection (server restart, network cut) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the client by itself.
  pool.on('error', () => {});
  closeBrokenClients(pool);
  retryOnEndedConnection(pool);
  const timer = timeQueries(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    sql: pgSql(pool),
    onQuery: timer.onQuery,
    // A load balancer's health check gives up after a few seconds: answer it before, whatever
    // the pool is waiting for. The abandoned statement still ends at its own time-out.
    ping: () => withDeadline(pool.query('select 1'), PING_TIMEOUT_MS),
    close: () => pool.end(),
  };
}

/**
 * When the server ends its connections (a restart, a failover, pg_terminate_backend), an idle
 * pooled client may be handed out before its end is noticed, and the statement fails with
 * 57P01 although the server is up again. The server never ran that statement (it ended the
 * connection before reading it, or rolled it back), so it is sent once more on a fresh
 * connection instead of failing a student's answer.
 */
function retryOnEndedConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    // Callback style is not used by Drizzle; leave it as it is.
    if (typeof args.at(-1) === 'function') return query(...args);
    try {
      return await query(...args);
    } catch (error) {
      if ((error as { code?: string }).code !== '57P01') throw error;
      return query(...args);
    }
  }) as typeof pool.query;
}

/** Times every promise-style `query` call of a client or pool, for whoever listens. */
function timeQueries(client: { query: (...args: unknown[]) => Promise<unknown> }) {
  const listeners: ((seconds: number) => void)[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (listeners.length === 0 || typeof args.at(-1) === 'function') return query(...args);
    const started = performance.now();
    const done = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    const result = query(...args);
    result.then(done, done);
    return result;
  };
  return { onQuery: (listener: (seconds: number) => void) => void listeners.push(listener) };
}

/** Resolves when `work` does, or fails with a "database unavailable" time-out after `ms`. */
function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(() => undefined),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Database ping: no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Rows of a raw SQL query: both drivers return them under `rows`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
