/**
 * Writes a backup file from a database, table by table in foreign-key order, a few hundred
 * rows per statement.
 *
 * On PostgreSQL every statement runs in one REPEATABLE READ READ ONLY transaction on a
 * connection of its own: one snapshot, and writers are never held (MVCC). The embedded
 * database has a single connection shared with the running app: one transaction over the
 * whole read would hold every student's answer behind it, so each chunk is a statement of its
 * own and answers are stored between chunks (decision 160). What keeps the file consistent
 * there is the order: a row is written only if the rows it references were written before
 * it, so an answer is in the file with its question and session, or not at all, and an answer
 * acknowledged before the backup started is in it.
 */
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, existsSync, renameSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { readCatalogue, type TableInfo } from './catalogue';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupHeader } from './format';
import { ident, type SqlClient } from './sql-client';

export interface BackupSummary {
  file: string;
  bytes: number;
  sha256: string;
  counts: Record<string, number>;
  /** Rows left out because a row they reference was created after its table was read. */
  leftOut: number;
  /**
   * The longest single statement of the backup: on the embedded database, the longest the
   * backup made the app's own statements (a student's answer) wait.
   */
  longestStatementMs: number;
  durationMs: number;
}

export interface BackupProgress {
  table: string;
  rows: number;
  done: boolean;
}

export interface BackupSource {
  kind: 'pglite' | 'postgres';
  client: SqlClient;
  /** Rows per statement: small on the embedded database, whose connection the app shares. */
  chunkRows: number;
}

/** Migrations recorded by Drizzle's migrator in the database itself (0 before the first). */
export async function appliedMigrations(client: SqlClient): Promise<number> {
  const [exists] = await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return 0;
  const [row] = await client.query<{ n: number | string }>('select count(*) as n from drizzle.__drizzle_migrations');
  return Number(row?.n ?? 0);
}

export async function writeBackup(
  source: BackupSource,
  file: string,
  migrationTags: string[],
  onProgress: (progress: BackupProgress) => void = () => {},
): Promise<BackupSummary> {
  const started = performance.now();
  // Never over an existing file: it may be the only good copy.
  if (existsSync(file)) throw new Error(`${file} existe déjà : choisissez un autre nom`);
  const partial = `${file}.partial`;
  const out = new HashedWriter(createWriteStream(partial, { mode: 0o600 }));
  try {
    const tables = await readCatalogue(source.client);
    const migrations = await appliedMigrations(source.client);
    const header: BackupHeader = {
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: source.kind,
      schema: { migrations, last: migrationTags[migrations - 1] ?? null },
      tables: tables.map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) })),
    };
    await out.line(JSON.stringify([BACKUP_FORMAT, header]));
    const keys = new ReferencedKeys(tables);
    const timing = { longestMs: 0 };
    const counts: Record<string, number> = {};
    let leftOut = 0;
    for (const table of tables) {
      await out.line(JSON.stringify(['table', table.name]));
      let rows = 0;
      for await (const row of readTable(source, table, timing)) {
        const values = JSON.parse(row) as Record<string, unknown>;
        if (!keys.parentsPresent(table, values)) {
          leftOut++;
          continue;
        }
        keys.remember(table, values);
        await out.line(row);
        if (++rows % 10_000 === 0) onProgress({ table: table.name, rows, done: false });
      }
      counts[table.name] = rows;
      onProgress({ table: table.name, rows, done: true });
    }
    const sha256 = out.digest();
    await out.line(JSON.stringify(['end', { counts, sha256 }]));
    await out.close();
    renameSync(partial, file);
    return {
      file,
      bytes: statSync(file).size,
      sha256,
      counts,
      leftOut,
      longestStatementMs: Math.round(timing.longestMs),
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The rows of a table as JSON text, by primary key, a chunk per statement. */
async function* readTable(source: BackupSource, table: TableInfo, timing: { longestMs: number }): AsyncGenerator<string> {
  const from = `from ${ident(table.name)} t`;
  const timed = async (text: string, params: unknown[]) => {
    const started = performance.now();
    const rows = await source.client.query<{ j: string }>(text, params);
    timing.longestMs = Math.max(timing.longestMs, performance.now() - started);
    return rows;
  };
  if (table.primaryKey.length === 0) {
    for (const r of await timed(`select to_jsonb(t)::text as j ${from}`, [])) yield r.j;
    return;
  }
  const key = table.primaryKey;
  const types = key.map((k) => table.columns.find((c) => c.name === k)!.type);
  const order = key.map((k) => `t.${ident(k)}`).join(', ');
  let after: unknown[] | null = null;
  for (;;) {
    const where: string = after ? `where (${order}) > (${key.map((_, i) => `$${i + 1}::${types[i]}`).join(', ')})` : '';
    const rows: { j: string }[] = await timed(`select to_jsonb(t)::text as j ${from} ${where} order by ${order} limit ${source.chunkRows}`, after ?? []);
    for (const r of rows) yield r.j;
    if (rows.length < source.chunkRows) return;
    const last = JSON.parse(rows.at(-1)!.j) as Record<string, unknown>;
    after = key.map((k) => keyParam(last[k]));
  }
}

/** A key value back as a statement parameter (JSON objects of jsonb keys as their text). */
const keyParam = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/** Keys of the rows written so far, for the tables that others reference. */
class ReferencedKeys {
  private sets = new Map<string, { columns: string[]; keys: Set<string> }[]>();

  constructor(tables: TableInfo[]) {
    for (const t of tables) {
      for (const fk of t.foreignKeys) {
        const list = this.sets.get(fk.refTable) ?? [];
        if (!list.some((s) => s.columns.join() === fk.refColumns.join())) list.push({ columns: fk.refColumns, keys: new Set() });
        this.sets.set(fk.refTable, list);
      }
    }
  }

  remember(table: TableInfo, row: Record<string, unknown>) {
    for (const s of this.sets.get(table.name) ?? []) s.keys.add(keyOf(row, s.columns));
  }

  parentsPresent(table: TableInfo, row: Record<string, unknown>): boolean {
    return table.foreignKeys.every((fk) => {
      if (fk.refTable === table.name || fk.columns.some((c) => row[c] === null || row[c] === undefined)) return true;
      const s = this.sets.get(fk.refTable)!.find((x) => x.columns.join() === fk.refColumns.join())!;
      return s.keys.has(keyOf(row, fk.columns));
    });
  }
}

const keyOf = (row: Record<string, unknown>, columns: string[]) => columns.map((c) => JSON.stringify(row[c])).join('\u0000');

/** A file written line by line, hashing what it writes and waiting when the disk is behind. */
class HashedWriter {
  private hash: Hash = createHash('sha256');
  constructor(private stream: WriteStream) {}

  async line(text: string) {
    const data = `${text}\n`;
    this.hash.update(data);
    if (!this.stream.write(data)) await once(this.stream, 'drain');
  }

  digest() {
    return this.hash.copy().digest('hex');
  }

  async close() {
    this.stream.end();
    await once(this.stream, 'close');
  }

  destroy() {
    this.stream.destroy();
  }
}
