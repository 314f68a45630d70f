/**
 * Opens the database: PGlite in a folder (or in memory) by default, a PostgreSQL server
 * when a URL is given. Both speak the same dialect, share one Drizzle schema and apply
 * the same migrations at start.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory
  | { kind: 'postgres'; url: string; poolSize?: number };

/** The migrations folder ships next to the package, found from the source or the bundle. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder not found');
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };

  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, migrations);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client losing its connection (server restart, network cut) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the client by itself.
  pool.on('error', () => {});
  retryOnEndedConnection(pool);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, migrations);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
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

/** Rows of a raw SQL query: both drivers return them under `rows`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
