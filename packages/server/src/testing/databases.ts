/**
 * The databases integration tests run against: always an in-memory PGlite, and also the
 * PostgreSQL server named by TEST_DATABASE_URL (each suite gets a fresh database of its
 * own there, dropped afterwards). Under CI=true a missing server is a failure.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../storage/db';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const url = process.env.TEST_DATABASE_URL;

function withDatabase(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function openFreshPostgres(base: string): Promise<Database> {
  const name = `ciar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(base, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: () => openDatabase({ kind: 'pglite', dataDir: null }) },
  ...(url ? [{ name: 'postgres' as const, open: () => openFreshPostgres(url) }] : []),
];

if (!url && process.env.CI === 'true') {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped in CI.');
}
