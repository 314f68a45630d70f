/**
 * The daily jobs: the embedded database's backup into BACKUP_DIR keeping the newest
 * BACKUP_KEEP files (and never another file of that folder), and the retention's log line.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { runMaintenance } from './maintenance';
import { verifyBackupFile } from './storage/backup/format';
import { openDatabase } from './storage/db';
import { insertSession } from './testing/fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'ciar-daily-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recordingLog() {
  const lines: string[] = [];
  const log = { info: (_o: unknown, m: string) => lines.push(m), error: (_o: unknown, m: string) => lines.push(`ERROR ${m}`), warn: () => {} };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('daily maintenance', () => {
  it('writes a checked backup a day, keeps the newest BACKUP_KEEP, and logs what retention removed', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await insertSession(database.db, { name: 'Séance gardée' });
      const backupDir = path.join(dir, 'sauvegardes');
      const { lines, log } = recordingLog();
      const config = { backupDir, backupKeep: 2, retentionDays: 365 };
      for (let day = 0; day < 3; day++) {
        await runMaintenance(database, config, log);
        if (day === 0) writeFileSync(path.join(backupDir, 'notes-de-l-admin.txt'), 'à garder');
        await new Promise((r) => setTimeout(r, 5)); // distinct file names (milliseconds)
      }
      const files = readdirSync(backupDir).sort();
      expect(files).toHaveLength(3);
      expect(files).toContain('notes-de-l-admin.txt');
      const backups = files.filter((f) => f.endsWith('.ciar-backup'));
      expect(backups).toHaveLength(2);
      const { footer } = await verifyBackupFile(path.join(backupDir, backups[1]!));
      expect(footer.counts.sessions).toBe(1);
      expect(lines.filter((l) => l.startsWith('retention: removed 0 session(s)'))).toHaveLength(3);
      expect(lines.filter((l) => l.startsWith('daily backup written to'))).toHaveLength(3);
    } finally {
      await database.close();
    }
  });
});
