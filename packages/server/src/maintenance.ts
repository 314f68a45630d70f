/**
 * Once-a-day jobs of a running app: the embedded database's backup (BACKUP_DIR) and the
 * removal of expired sessions (RETENTION_DAYS). The first run comes a minute after the start,
 * so a restart does not wait for them, then every 24 hours. On several processes each runs
 * the retention: the second finds nothing left to remove.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { removeExpiredSessions } from './domain/retention';
import { dailyBackup } from './storage/backup/daily';
import type { Database } from './storage/db';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_MS = 60 * 1000;

export type MaintenanceConfig = Pick<Config, 'backupDir' | 'backupKeep' | 'retentionDays'>;

export async function runMaintenance(database: Database, config: MaintenanceConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.retentionDays !== null) {
    try {
      const removed = await removeExpiredSessions(database.db, config.retentionDays);
      log.info(
        { retention: removed },
        `retention: removed ${removed.sessions} session(s) ended more than ${config.retentionDays} days ago, with ${removed.participants} participant(s) and ${removed.answers} answer(s)`,
      );
    } catch (error) {
      log.error({ err: error }, 'retention: removing expired sessions failed');
    }
  }
  if (config.backupDir !== null && database.kind === 'pglite') {
    try {
      const { summary, removed } = await dailyBackup(database, config.backupDir, config.backupKeep);
      log.info({ backup: { file: summary.file, bytes: summary.bytes, sha256: summary.sha256, removed } }, `daily backup written to ${summary.file}`);
    } catch (error) {
      log.error({ err: error }, 'daily backup failed');
    }
  }
}

/** Starts the daily jobs; returns a function that stops them (and waits for one in flight). */
export function startMaintenance(database: Database, config: MaintenanceConfig, log: FastifyBaseLogger): () => Promise<void> {
  if (config.retentionDays === null && (config.backupDir === null || database.kind !== 'pglite')) return async () => {};
  if (config.backupDir !== null && database.kind !== 'pglite') log.warn('BACKUP_DIR is ignored on PostgreSQL: run npm run backup from cron');
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() => runMaintenance(database, config, log));
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(daily);
    await running;
  };
}
