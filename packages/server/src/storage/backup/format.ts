/**
 * The backup file (decision 160): UTF-8 text, one JSON value per line.
 *   ["ciar-backup", header]        format version, schema level, every table and its columns
 *   ["table", "teachers"]          then one line per row of that table: its JSON object
 *   ...
 *   ["end", { counts, sha256 }]    rows per table, SHA-256 of every byte before this line
 * Control lines are arrays and rows are objects, so no column name can be mistaken for one.
 * A restore reads the whole file and checks all of this before it touches any database.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export const BACKUP_FORMAT = 'ciar-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Migrations applied to the database it was taken from: how many, and the last one's name. */
  schema: { migrations: number; last: string | null };
  tables: { name: string; columns: string[] }[];
}

export interface BackupFooter {
  counts: Record<string, number>;
  sha256: string;
}

/** A file that cannot be restored, with the reason in French for the person running the command. */
export class BackupFileError extends Error {}

export type Line = ['ciar-backup', BackupHeader] | ['table', string] | ['end', BackupFooter] | Record<string, unknown>;

/** Lines of a file, one at a time, without holding the file in memory. */
export async function* readLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) yield line;
}

/**
 * Reads the whole file and checks its format, version and checksum: the header, then the
 * footer's SHA-256 against the bytes before it, then the row counts against the rows present.
 */
export async function verifyBackupFile(file: string): Promise<{ header: BackupHeader; footer: BackupFooter }> {
  const hash = createHash('sha256');
  let header: BackupHeader | null = null;
  let footer: BackupFooter | null = null;
  let table: string | null = null;
  const seen: Record<string, number> = {};
  let lineNo = 0;
  try {
    for await (const line of readLines(file)) {
      lineNo++;
      if (footer) throw new BackupFileError(`contenu après la fin de la sauvegarde (ligne ${lineNo})`);
      const value = parseLine(line, lineNo);
      if (lineNo === 1) {
        if (!Array.isArray(value) || value[0] !== BACKUP_FORMAT) throw new BackupFileError("ce n'est pas une sauvegarde CIAR");
        header = value[1] as BackupHeader;
        if (header.version !== BACKUP_FORMAT_VERSION) {
          throw new BackupFileError(`format de sauvegarde ${header.version} inconnu de cette version de CIAR (attendu : ${BACKUP_FORMAT_VERSION})`);
        }
      } else if (Array.isArray(value) && value[0] === 'end') {
        footer = value[1] as BackupFooter;
        continue;
      } else if (Array.isArray(value) && value[0] === 'table') {
        table = String(value[1]);
        seen[table] = 0;
      } else if (table && !Array.isArray(value)) {
        seen[table]!++;
      } else {
        throw new BackupFileError(`ligne ${lineNo} inattendue`);
      }
      hash.update(`${line}\n`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupFileError(`fichier introuvable : ${file}`);
    throw error;
  }
  if (!header) throw new BackupFileError('fichier vide');
  if (!footer) throw new BackupFileError('fichier incomplet (la fin de la sauvegarde manque)');
  if (hash.digest('hex') !== footer.sha256) throw new BackupFileError('somme de contrôle incorrecte : le fichier a été modifié ou abîmé');
  for (const [name, count] of Object.entries(footer.counts)) {
    if ((seen[name] ?? 0) !== count) throw new BackupFileError(`table ${name} : ${seen[name] ?? 0} lignes présentes, ${count} annoncées`);
  }
  return { header, footer };
}

function parseLine(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError(`ligne ${lineNo} illisible`);
  }
}
