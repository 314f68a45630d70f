/**
 * `npm run backup` while the app runs on the embedded database: the app answers on its socket
 * beside the data folder, writes the file and reports progress and summary; while it runs,
 * the folder is reported in use (restore and a second start refuse it); once closed, it is not.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../testing/fixtures';
import { openDatabase } from '../db';
import { adminSocketPath, appIsRunning, requestBackup, startAdminSocket } from './admin-socket';
import type { BackupProgress } from './export';
import { verifyBackupFile } from './format';

const work = mkdtempSync(path.join(tmpdir(), 'ciar-admin-socket-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the running app’s backup socket', () => {
  it('writes a backup on request, and tells others the data folder is in use', async () => {
    const dataDir = path.join(work, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await insertSession(database.db, { name: 'Séance en cours' });
    expect(await appIsRunning(dataDir)).toBe(false);
    const socket = await startAdminSocket(dataDir, database);
    try {
      expect(await appIsRunning(dataDir)).toBe(true);
      await expect(startAdminSocket(dataDir, database)).rejects.toThrow(/already using/);

      const progress: BackupProgress[] = [];
      const file = path.join(work, 'demandee.ciar-backup');
      const summary = await requestBackup(dataDir, file, (p) => progress.push(p));
      expect(summary.counts).toMatchObject({ teachers: 1, sessions: 1 });
      expect(progress.filter((p) => p.done).map((p) => p.table)).toEqual(Object.keys(summary.counts));
      expect((await verifyBackupFile(file)).footer.sha256).toBe(summary.sha256);

      await expect(requestBackup(dataDir, file, () => {})).rejects.toThrow(/existe déjà/);
    } finally {
      await socket.close();
      await database.close();
    }
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
    expect(await appIsRunning(dataDir)).toBe(false);
  });
});
