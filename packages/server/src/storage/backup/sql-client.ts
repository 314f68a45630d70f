/**
 * The one thing backup and restore need from a database: run a statement, get its rows. Both
 * the embedded PGlite and a node-postgres client or pool fit it, so the same code reads and
 * writes either database.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export function pgliteSql(client: PGlite): SqlClient {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
}

export function pgSql(client: pg.Client | pg.Pool): SqlClient {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
}

/** A name as an SQL identifier, quoted. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
