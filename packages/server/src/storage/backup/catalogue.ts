/**
 * The application's tables as the database itself describes them (schema `public`): columns,
 * primary key and foreign keys, in an order where every table comes after the tables it
 * references. Backup and restore are driven by this, so a table or column added by a later
 * migration is saved and restored without any change here.
 */
import type { SqlClient } from './sql-client';

export interface ForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface TableInfo {
  name: string;
  columns: { name: string; type: string }[];
  /** Empty when the table has none: it is then read in one statement. */
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
}

interface ConstraintRow {
  table_name: string;
  kind: 'p' | 'f';
  columns: string;
  ref_table: string | null;
  ref_columns: string | null;
}

/** Columns of a constraint as a JSON array, in key order (works the same on both drivers). */
const keyColumns = (rel: string, key: string) =>
  `array_to_json(array(select a.attname from unnest(con.${key}) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.${rel} and a.attnum = k.n order by k.i))::text`;

export async function readCatalogue(client: SqlClient): Promise<TableInfo[]> {
  const columns = await client.query<ColumnRow>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const constraints = await client.query<ConstraintRow>(
    `select c.relname as table_name, con.contype as kind, ${keyColumns('conrelid', 'conkey')} as columns,
            rc.relname as ref_table, case when con.contype = 'f' then ${keyColumns('confrelid', 'confkey')} end as ref_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class rc on rc.oid = con.confrelid
      where n.nspname = 'public' and con.contype in ('p', 'f')
      order by c.relname, con.conname`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [], primaryKey: [], foreignKeys: [] }));
    table.columns.push({ name: row.column_name, type: row.type });
  }
  for (const row of constraints) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    const cols = JSON.parse(row.columns) as string[];
    if (row.kind === 'p') table.primaryKey = cols;
    else table.foreignKeys.push({ columns: cols, refTable: row.ref_table!, refColumns: JSON.parse(row.ref_columns!) as string[] });
  }
  return referencedFirst([...tables.values()]);
}

/** Tables ordered so that each comes after those it references (ties by name, for a stable file). */
export function referencedFirst(tables: TableInfo[]): TableInfo[] {
  const remaining = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()]
      .filter((t) => t.foreignKeys.every((fk) => fk.refTable === t.name || !remaining.has(fk.refTable)))
      .sort((a, b) => a.name.localeCompare(b.name));
    // A cycle of foreign keys (none in this schema): keep the rest by name rather than loop.
    const next = ready.length > 0 ? ready : [...remaining.values()].sort((a, b) => a.name.localeCompare(b.name));
    for (const t of next) {
      ordered.push(t);
      remaining.delete(t.name);
    }
  }
  return ordered;
}
