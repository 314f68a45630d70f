import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseDown } from '../domain/db-errors';
import { testDatabases } from '../testing/databases';
import { queryPostgres } from '../testing/process-databases';
import { selectRows, type Database } from './db';

const postgres = testDatabases.find((target) => target.name === 'postgres');
const databaseUrl = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server can end a connection under a transaction; without one the suite is
// registered and reported as skipped (an empty file would fail the whole run).
describe.skipIf(!postgres)('a pooled connection lost inside a transaction, on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(() => database?.close());

  it('fails the transaction as the database down, and the process lives on', async () => {
    for (let round = 0; round < 3; round++) {
      const failed = await database.db
        .transaction(async (tx) => {
          const [row] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          // The server ends the connection under the transaction (a failover, an administrator).
          await queryPostgres(databaseUrl!, 'select pg_terminate_backend($1)', [row!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseDown(failed), String(failed)).toBe(true);
    }
    // Served again at once, on a connection of its own, outside any transaction.
    const [row] = await selectRows<{ alone: boolean }>(database.db, sql`select now() = statement_timestamp() as alone`);
    expect(row!.alone).toBe(true);
  });
});
