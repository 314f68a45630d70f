/**
 * BACKUP_DIR / BACKUP_KEEP: the embedded database saves itself once a day into a folder and
 * keeps the newest few files. (A PostgreSQL server has its own backup tooling, and several
 * processes would each write one: there, `npm run backup` from cron is the way.)
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db';
import { backupDatabase } from './backup';
import type { BackupSummary } from './export';

const DAILY_FILE = /^ciar-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.ciar-backup$/;

export async function dailyBackup(database: Database, dir: string, keep: number): Promise<{ summary: BackupSummary; removed: string[] }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ciar-${new Date().toISOString().replace(/[:.]/g, '-')}.ciar-backup`);
  const summary = await backupDatabase(database, file);
  // The names sort by date; only files this job wrote are ever removed.
  const ours = readdirSync(dir).filter((name) => DAILY_FILE.test(name)).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return { summary, removed };
}
