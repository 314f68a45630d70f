/**
 * Loads a backup file into an empty database (decision 160). The file is checked whole
 * (format, version, checksum, counts) before the database is opened. Then the migrations the
 * backup was taken under are applied, every row is loaded in one transaction in the file's
 * foreign-key order, and the remaining migrations run on the restored data, exactly as an
 * upgrade of that database would have run them.
 */
import { readCatalogue } from './catalogue';
import { BackupFileError, readLines, verifyBackupFile, type BackupHeader } from './format';
import { ident } from './sql-client';
import { openPlace, type OpenedPlace, type Place } from './target';
import { migrationsFolder, migrationsUpTo, readJournal } from '../migrations';

/** Rows per INSERT: one JSON array parameter, unpacked by the database into the table's types. */
const BATCH_ROWS = 1000;

export interface RestoreOptions {
  /** Empty a database that already holds data instead of refusing it. */
  force?: boolean;
  onProgress?: (table: string, rows: number) => void;
}

export interface RestoreResult {
  header: BackupHeader;
  counts: Record<string, number>;
}

export async function restoreBackup(place: Place, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const { header, footer } = await verifyBackupFile(file);
  const journal = readJournal();
  const level = header.schema.migrations;
  if (level > journal.length || (level > 0 && journal[level - 1]!.tag !== header.schema.last)) {
    throw new BackupFileError(
      `sauvegarde faite par une autre version de CIAR (schéma ${header.schema.last ?? 'vide'}) : installez une version qui la connaît`,
    );
  }

  const target = await openPlace(place);
  try {
    const upTo = migrationsUpTo(level);
    try {
      await target.migrate(upTo.folder);
    } finally {
      upTo.remove();
    }
    const tables = await readCatalogue(target.sql);
    const filled = [];
    for (const t of tables) {
      const [row] = await target.sql.query<{ any: boolean }>(`select exists(select 1 from ${ident(t.name)}) as any`);
      if (row?.any) filled.push(t.name);
    }
    if (filled.length > 0 && !options.force) {
      throw new Error(
        `la base de destination contient déjà des données (${filled.join(', ')}) : restaurez dans une base vide, ou ajoutez --force pour les remplacer`,
      );
    }
    await load(target, file, header, tables.map((t) => t.name), options);
    await target.migrate(migrationsFolder());
    const counts: Record<string, number> = {};
    for (const t of await readCatalogue(target.sql)) {
      const [row] = await target.sql.query<{ n: number | string }>(`select count(*) as n from ${ident(t.name)}`);
      counts[t.name] = Number(row?.n ?? 0);
    }
    for (const [name, expected] of Object.entries(footer.counts)) {
      if (counts[name] !== expected) throw new Error(`Restore: table ${name} holds ${counts[name]} rows, the backup ${expected}`);
    }
    return { header, counts };
  } finally {
    await target.close();
  }
}

/** Every row in one transaction: a restore that fails half-way leaves the database as it was. */
async function load(target: OpenedPlace, file: string, header: BackupHeader, targetTables: string[], options: RestoreOptions) {
  const columns = new Map(header.tables.map((t) => [t.name, t.columns]));
  await target.sql.query('begin');
  try {
    if (options.force && targetTables.length > 0) await target.sql.query(`truncate ${targetTables.map(ident).join(', ')} cascade`);
    let table: string | null = null;
    let batch: string[] = [];
    let rows = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const cols = columns.get(table)!.map(ident).join(', ');
      await target.sql.query(
        `insert into ${ident(table)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`,
        [`[${batch.join(',')}]`],
      );
      rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const line of readLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (line.startsWith('[')) {
        await flush();
        if (table) options.onProgress?.(table, rows);
        const [kind, name] = JSON.parse(line) as [string, string];
        if (kind === 'end') break;
        table = name;
        rows = 0;
        if (!targetTables.includes(table)) throw new Error(`Restore: table ${table} is missing from the target database`);
        continue;
      }
      batch.push(line);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await target.sql.query('commit');
  } catch (error) {
    await target.sql.query('rollback').catch(() => {});
    throw error;
  }
}
