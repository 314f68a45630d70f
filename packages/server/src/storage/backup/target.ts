/**
 * A database opened for backup or restore, outside the running app: the embedded data folder
 * or the PostgreSQL server, on one connection, with the migrations applied only on request.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteSql, pgSql, type SqlClient } from './sql-client';

export type Place = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface OpenedPlace {
  kind: Place['kind'];
  sql: SqlClient;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPlace(place: Place): Promise<OpenedPlace> {
  if (place.kind === 'pglite') {
    mkdirSync(place.dataDir, { recursive: true });
    const client = new PGlite(place.dataDir);
    await client.waitReady;
    return {
      kind: 'pglite',
      sql: pgliteSql(client),
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: place.url });
  client.on('error', () => {}); // a lost connection fails the statement in flight: that is reported
  await client.connect();
  return {
    kind: 'postgres',
    sql: pgSql(client),
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: () => client.end(),
  };
}
