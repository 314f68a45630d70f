/**
 * Server processes under test: the built app (`packages/server/dist/main.js`) and the
 * minimal reference server, each on a free port of 127.0.0.1, started fresh for every size.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectGarbage, inspectorUrl } from './inspector.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const appEntry = path.join(repoRoot, 'packages/server/dist/main.js');
const minimalEntry = path.join(repoRoot, 'bench/minimal-server.mjs');

/**
 * The Node flags the app is started with, read from the start script of the root package.json
 * (`node <flags> packages/server/dist/main.js`): the benchmark measures the app as it runs.
 */
export function appNodeFlags(startScript = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.start) {
  const match = /\bnode((?: --\S+)*) packages\/server\/dist\/main\.js/.exec(startScript);
  if (!match) throw new Error(`the start script does not run packages/server/dist/main.js: ${startScript}`);
  return match[1].split(' ').filter(Boolean);
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(label, entry, env, healthPath, nodeFlags = []) {
  const port = await freePort();
  let output = '';
  // The inspector only listens (nothing attaches until a collection is asked for), so it
  // costs the measured work nothing.
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', ...nodeFlags, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept short: only the tail is shown when something goes wrong. The inspector's address
  // comes first, before anything could push it out.
  let inspector = null;
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    inspector ??= inspectorUrl(output);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Unhandled, a failed spawn (missing working folder, no more processes) would end the run.
  let spawnError = null;
  child.on('error', (error) => (spawnError = error));
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawnError) throw new Error(`${label} could not start: ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${label} exited at start:\n${output}`);
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    label,
    url,
    pid: child.pid,
    output: () => output,
    collectGarbage: () => (inspector ? collectGarbage(inspector) : Promise.reject(new Error(`${label}: no inspector`))),
    stop: () =>
      new Promise((resolve) => {
        if (spawnError || child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One app process, with the Node flags of `npm start`, at its default log level; the benchmark's clients all come from 127.0.0.1,
 * so the rate limits are lifted. With `profileDir`, V8 writes the process's CPU profile there when it exits.
 */
export function startApp(env, { profileDir = null } = {}) {
  return startProcess('app', appEntry, {
    AUTH_RATE_LIMIT: '1000',
    JOIN_RATE_LIMIT: '1000000',
    ARRIVALS_PER_10S: '1000000',
    ...env,
  }, '/api/health', [...appNodeFlags(), ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])]);
}

export function startMinimal(env) {
  return startProcess('minimal server', minimalEntry, env, '/health');
}

/** Every started process, so an interrupted run still stops them. */
export const running = new Set();

export async function startTracked(start) {
  const processHandle = await start();
  running.add(processHandle);
  return processHandle;
}

export async function stopTracked(processes) {
  await Promise.all(processes.map((p) => p.stop()));
  for (const p of processes) running.delete(p);
}
