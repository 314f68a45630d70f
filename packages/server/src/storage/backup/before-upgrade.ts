/**
 * Before the app applies new migrations to an embedded database that holds data, it saves
 * that data in a backup file beside the data folder: an upgrade that goes wrong can then be
 * undone with `npm run restore` on the previous version.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readJournal } from '../migrations';
import { readCatalogue } from './catalogue';
import { appliedMigrations, writeBackup } from './export';
import { ident, pgliteSql } from './sql-client';

/** The backup's path, or null when there was nothing to save (no pending migration, or no data). */
export async function backupBeforeMigrations(client: PGlite, dataDir: string): Promise<string | null> {
  const sql = pgliteSql(client);
  const journal = readJournal();
  const applied = await appliedMigrations(sql);
  if (applied === 0 || applied >= journal.length) return null;
  let hasData = false;
  for (const table of await readCatalogue(sql)) {
    const [row] = await sql.query<{ any: boolean }>(`select exists(select 1 from ${ident(table.name)}) as any`);
    if (row?.any) hasData = true;
  }
  if (!hasData) return null;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-before-${journal.at(-1)!.tag}-${stamp}.ciar-backup`);
  // Nothing else uses the database yet: large chunks, the app is not serving.
  await writeBackup({ kind: 'pglite', client: sql, chunkRows: 5_000 }, file, journal.map((e) => e.tag));
  return file;
}
