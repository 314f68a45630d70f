/**
 * npm run backup -- <file>: writes a backup of the database the configuration names
 * (DATABASE_URL, or the embedded one in DATA_DIR), while the app runs or not.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { appIsRunning, requestBackup } from '../storage/backup/admin-socket';
import { backupPlace } from '../storage/backup/backup';
import { configuredPlace, describePlace, fail, printBackupSummary, printProgress } from './report';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) fail('usage : npm run backup -- <fichier>');
const file = path.resolve(args[0]!);
if (existsSync(file)) fail(`${file} existe déjà : choisissez un autre nom`);
if (!existsSync(path.dirname(file))) fail(`le dossier ${path.dirname(file)} n'existe pas`);

const config = loadConfig(process.env, null);
const place = configuredPlace(config);
console.info(`Sauvegarde de la ${describePlace(place)}…`);
try {
  let summary;
  if (place.kind === 'pglite' && (await appIsRunning(place.dataDir))) {
    console.info("L'application tourne : c'est elle qui écrit la sauvegarde, sans interrompre la classe.");
    summary = await requestBackup(place.dataDir, file, printProgress);
  } else {
    if (place.kind === 'pglite' && !existsSync(path.join(place.dataDir, 'PG_VERSION'))) {
      fail(`aucune base embarquée dans ${place.dataDir} (vérifiez DATA_DIR)`);
    }
    summary = await backupPlace(place, file, printProgress);
  }
  printBackupSummary(summary);
} catch (error) {
  fail((error as Error).message);
}
