/**
 * The embedded database's folder can be opened by one process only: two PGlite instances on
 * one folder corrupt it. So while the app runs, `npm run backup` asks the app to write the
 * backup, over a Unix socket beside the data folder (mode 0600: only the account running the
 * app, which can read the folder anyway). The same socket tells `npm run restore` and a
 * second `npm start` that the folder is in use.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from '../db';
import { backupDatabase } from './backup';
import type { BackupProgress, BackupSummary } from './export';

/** Unix socket paths are limited to about 100 bytes: a deep DATA_DIR gets one in the temp folder. */
export function adminSocketPath(dataDir: string): string {
  const beside = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.ciar.sock`);
  if (Buffer.byteLength(beside) < 100) return beside;
  return path.join(os.tmpdir(), `ciar-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

type Reply = { progress: BackupProgress } | { done: BackupSummary } | { error: string };

/** True when an app answers on the data folder's socket. */
export function appIsRunning(dataDir: string): Promise<boolean> {
  const socketPath = adminSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface AdminSocket {
  close(): Promise<void>;
}

/** Serves backups of the running app's embedded database. Refuses to start on a folder in use. */
export async function startAdminSocket(dataDir: string, database: Database): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir);
  if (await appIsRunning(dataDir)) throw new Error(`Another CIAR process is already using ${dataDir}`);
  rmSync(socketPath, { force: true }); // left by a process that did not stop cleanly
  let running: Promise<unknown> | null = null;
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    const send = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
    const lines = createInterface({ input: socket });
    lines.once('line', (line) => {
      let file: string;
      try {
        file = (JSON.parse(line) as { backup: string }).backup;
        if (typeof file !== 'string' || !path.isAbsolute(file)) throw new Error();
      } catch {
        send({ error: 'requête invalide' });
        socket.end();
        return;
      }
      if (running) {
        send({ error: 'une sauvegarde est déjà en cours' });
        socket.end();
        return;
      }
      running = backupDatabase(database, file, (progress) => send({ progress }))
        .then((summary) => send({ done: summary }))
        .catch((error: unknown) => send({ error: (error as Error).message }))
        .finally(() => {
          running = null;
          socket.end();
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: async () => {
      await running;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
}

/** Asks the running app for a backup; resolves with its summary. */
export function requestBackup(dataDir: string, file: string, onProgress: (p: BackupProgress) => void): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminSocketPath(dataDir));
    let settled = false;
    socket.once('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    socket.once('error', (error) => reject(error));
    createInterface({ input: socket }).on('line', (line) => {
      const reply = JSON.parse(line) as Reply;
      if ('progress' in reply) onProgress(reply.progress);
      else if ('done' in reply) {
        settled = true;
        resolve(reply.done);
      } else {
        settled = true;
        reject(new Error(reply.error));
      }
    });
    socket.once('close', () => {
      if (!settled) reject(new Error("l'application a fermé la connexion avant la fin de la sauvegarde"));
    });
  });
}
