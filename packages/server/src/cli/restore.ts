/**
 * npm run restore -- <file> [--force]: loads a backup into the database the configuration
 * names, which must be empty unless --force is given. The file is checked first.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { appIsRunning } from '../storage/backup/admin-socket';
import { BackupFileError } from '../storage/backup/format';
import { restoreBackup } from '../storage/backup/restore';
import { configuredPlace, describePlace, fail, printCounts, rowsText } from './report';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) fail('usage : npm run restore -- <fichier> [--force]');
const file = path.resolve(files[0]!);

const config = loadConfig(process.env, null);
const place = configuredPlace(config);
if (place.kind === 'pglite') {
  if (await appIsRunning(place.dataDir)) fail(`l'application tourne sur ${place.dataDir} : arrêtez-la avant de restaurer`);
  const entries = existsSync(place.dataDir) ? readdirSync(place.dataDir) : [];
  if (entries.length > 0 && !entries.includes('PG_VERSION')) fail(`${place.dataDir} n'est ni vide ni une base CIAR : choisissez un autre DATA_DIR`);
}
console.info(`Restauration de ${file} dans la ${describePlace(place)}…`);
try {
  const { header, counts } = await restoreBackup(place, file, {
    force,
    onProgress: (table, rows) => console.info(`  ${table} : ${rowsText(rows)}`),
  });
  console.info(`Sauvegarde du ${new Date(header.createdAt).toLocaleString('fr-FR')} (${header.source === 'pglite' ? 'base embarquée' : 'PostgreSQL'}) restaurée :`);
  printCounts(counts);
} catch (error) {
  fail(error instanceof BackupFileError ? `sauvegarde refusée : ${error.message}` : (error as Error).message);
}
