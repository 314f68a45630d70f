/** What the backup and restore commands print: French, for the person who runs the school's server. */
import type { BackupProgress, BackupSummary } from '../storage/backup/export';
import type { Place } from '../storage/backup/target';

export const describePlace = (place: Place) =>
  place.kind === 'pglite' ? `base embarquée ${place.dataDir}` : `PostgreSQL ${redactUrl(place.url)}`;

/** The URL without its password, which must not end up in a terminal's scroll-back. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'PostgreSQL';
  }
}

/** « 0 ligne », « 1 ligne », « 2 lignes », as French counts them. */
export const rowsText = (n: number) => `${n.toLocaleString('fr-FR')} ${n > 1 ? 'lignes' : 'ligne'}`;

export function printProgress(p: BackupProgress) {
  console.info(`  ${p.table} : ${rowsText(p.rows)}${p.done ? '' : '…'}`);
}

export function printCounts(counts: Record<string, number>) {
  for (const [table, n] of Object.entries(counts)) console.info(`  ${table.padEnd(16)} ${n.toLocaleString('fr-FR')}`);
}

export function printBackupSummary(summary: BackupSummary) {
  console.info(`Sauvegarde écrite : ${summary.file}`);
  printCounts(summary.counts);
  console.info(`  taille           ${(summary.bytes / 1024 / 1024).toFixed(2)} Mo (${summary.bytes} octets)`);
  console.info(`  SHA-256          ${summary.sha256}`);
  console.info(`  durée            ${(summary.durationMs / 1000).toFixed(1)} s (plus longue requête : ${summary.longestStatementMs} ms)`);
  if (summary.leftOut > 0) {
    console.info(`  ${summary.leftOut} ligne(s) créée(s) pendant la sauvegarde, après la lecture de leur session ou question, n'y sont pas.`);
  }
}

/** Ends the command with a clear message instead of a stack trace. */
export function fail(message: string): never {
  console.error(`Erreur : ${message}`);
  process.exit(1);
}

export function configuredPlace(config: { databaseUrl: string | null; dataDir: string }): Place {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}
