/**
 * Where a real app process keeps its data in process-level tests: a fresh PGlite folder (the
 * default deployment), or a fresh database on the PostgreSQL server of TEST_DATABASE_URL.
 * `env` is what to pass to `startAppProcess`; `query` reads the data once the process is gone
 * (PGlite allows one process at a time) or while it runs (PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** The database URL for PostgreSQL, to put a proxy in front of it. */
  url: string | null;
  drop(): Promise<void>;
}

export function pgliteFolder(): ProcessDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'ciar-faults-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    url: null,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function admin<T>(base: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function freshPostgres(base: string): Promise<ProcessDatabase> {
  const name = `ciar_faults_${randomBytes(5).toString('hex')}`;
  await admin(base, (c) => c.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    drop: () => admin(base, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Rows of one query on a PostgreSQL database, through a connection of its own. */
export async function queryPostgres<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return admin(url, async (c) => (await c.query(text, values)).rows as T[]);
}
