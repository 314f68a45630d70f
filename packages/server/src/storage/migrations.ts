/**
 * The migrations folder and its journal. The app applies every migration at start; a restore
 * applies only those the backup was taken under, loads the rows, then the rest, so that a
 * migration that fills a new column from existing rows runs on the restored data.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations folder ships next to the package, found from the source or the bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder not found');
}

export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** A temporary copy of the migrations folder holding only the first `count` migrations. */
export function migrationsUpTo(count: number): { folder: string; remove(): void } {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ciar-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) cpSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
