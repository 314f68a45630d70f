/**
 * Taking a backup: of the database the running app holds (the embedded one, whose folder no
 * other process may open), or of a database opened for the purpose (PostgreSQL, or an
 * embedded folder no app is running on).
 */
import type { Database } from '../db';
import { readJournal } from '../migrations';
import { writeBackup, type BackupProgress, type BackupSummary } from './export';
import { openPlace, type Place } from './target';

/** Rows per statement on the embedded database: each holds the app's answers for a few ms. */
const EMBEDDED_CHUNK_ROWS = 500;
const POSTGRES_CHUNK_ROWS = 5_000;

const tags = () => readJournal().map((e) => e.tag);

/** A backup of the app's own database, while it serves (the daily backup, the admin socket). */
export function backupDatabase(database: Database, file: string, onProgress?: (p: BackupProgress) => void): Promise<BackupSummary> {
  return writeBackup(
    { kind: database.kind, client: database.sql, chunkRows: database.kind === 'pglite' ? EMBEDDED_CHUNK_ROWS : POSTGRES_CHUNK_ROWS },
    file,
    tags(),
    onProgress,
  );
}

/** A backup from a connection of its own: on PostgreSQL, one read-only snapshot of everything. */
export async function backupPlace(place: Place, file: string, onProgress?: (p: BackupProgress) => void): Promise<BackupSummary> {
  const opened = await openPlace(place);
  try {
    if (opened.kind === 'postgres') await opened.sql.query('begin isolation level repeatable read read only');
    const summary = await writeBackup(
      { kind: opened.kind, client: opened.sql, chunkRows: opened.kind === 'pglite' ? EMBEDDED_CHUNK_ROWS : POSTGRES_CHUNK_ROWS },
      file,
      tags(),
      onProgress,
    );
    if (opened.kind === 'postgres') await opened.sql.query('commit');
    return summary;
  } finally {
    await opened.close();
  }
}
