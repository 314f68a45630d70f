/**
 * Deployments of the built app in folders of their own, as a school's server would hold
 * them: the server bundle, its migrations and the web build side by side (main.js finds
 * ../../web/dist), npm
 * packages from the repository's node_modules. A new deployment is the same build with every
 * asset renamed, as a new build with changed code would name them, so a tab opened on the old
 * one asks for files the new one does not have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Deployment {
  folder: string;
  /** The web build served by this deployment. */
  webDist: string;
}

/** A copy of the current build. With `version`, every asset is renamed `name-HASH{version}.ext` and every reference follows. */
export function makeDeployment(version?: string): Deployment {
  const folder = mkdtempSync(path.join(tmpdir(), 'ciar-deploy-'));
  // The server's build: main.js and the evaluator's worker thread (evaluation-worker.js).
  mkdirSync(path.join(folder, 'packages/server'), { recursive: true });
  cpSync(path.join(root, 'packages/server/dist'), path.join(folder, 'packages/server/dist'), { recursive: true });
  cpSync(path.join(root, 'packages/server/drizzle'), path.join(folder, 'packages/server/drizzle'), { recursive: true });
  const webDist = path.join(folder, 'packages/web/dist');
  cpSync(path.join(root, 'packages/web/dist'), webDist, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  if (version) renameAssets(webDist, version);
  return { folder, webDist };
}

function renameAssets(webDist: string, version: string) {
  const assets = path.join(webDist, 'assets');
  // The twins and source maps of the old names are dropped: the plain files are served instead.
  for (const name of readdirSync(assets)) if (/\.(br|gz|map)$/.test(name)) rmSync(path.join(assets, name));
  const renames = new Map<string, string>();
  for (const name of readdirSync(assets)) renames.set(name, name.replace(/(\.[a-z]+)$/, `${version}$1`));
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  // Longest names first, so that no name is replaced inside a longer one.
  const ordered = [...renames].sort(([a], [b]) => b.length - a.length);
  const texts = [path.join(webDist, 'index.html'), ...[...renames.values()].filter((n) => /\.(js|css)$/.test(n)).map((n) => path.join(assets, n))];
  for (const file of texts) {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of ordered) text = text.split(from).join(to);
    writeFileSync(file, text);
  }
  rmSync(path.join(webDist, 'index.html.br'), { force: true });
  rmSync(path.join(webDist, 'index.html.gz'), { force: true });
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** Starts a deployment on `port` over the embedded database in `dataDir`. */
export async function startDeployment(deployment: Deployment, port: number, dataDir: string): Promise<RunningApp> {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(deployment.folder, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The app did not answer within 60 s:\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
