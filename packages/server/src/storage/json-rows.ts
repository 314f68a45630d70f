/**
 * Rows that PostgreSQL hands back as JSON (`to_json(r)` inside a `json_agg`), read as Drizzle
 * reads the table's own columns: the same keys, the same dates and numbers. A statement that
 * returns many small rows beside one wide one can then return the wide one once (decision 205).
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** `json` as a row of `table`; a column missing from it reads as null. */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A `json` column's value: parsed by the driver, or still text where a driver leaves it so. */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
