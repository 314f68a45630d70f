/**
 * Every row of every table of the app's schema, as text in a stable order: two snapshots
 * are equal exactly when a refused request changed nothing. Tables are listed from the
 * database itself, so a table added later is compared too.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../storage/db';

export async function databaseSnapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await selectRows<{ row: string }>(db, sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`);
    snapshot[name] = rows.map((r) => r.row);
  }
  return snapshot;
}
