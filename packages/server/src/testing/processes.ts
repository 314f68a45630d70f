/** Real app processes for multi-node tests: `node --import tsx src/main.ts` on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AppProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How long a process may take to answer its health check. On a 2-core machine one starts in
 * 5–10 s (tsx compiles the server, PGlite creates its folder and migrates); in one `.ci/run`,
 * beside the server suites, the browser tests and a second test run (the newcomer's pass, then
 * run beside them, decision 197), one took over 30 s. A process that never starts still fails,
 * with its output.
 */
const START_DEADLINE_MS = 60_000;

/** Starts the app with `env` and waits for it to stop by itself: a start that must fail. */
export function appProcessExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = setTimeout(() => child.kill('SIGKILL'), START_DEADLINE_MS);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

/** `port` reuses a known port, e.g. to restart a killed process where its clients expect it. */
export async function startAppProcess(env: Record<string, string>, { port: fixedPort }: { port?: number } = {}): Promise<AppProcess> {
  const port = fixedPort ?? (await freePort());
  let output = '';
  // Baseline WebAssembly only, as in the test workers (vitest.config.ts, decision 195): a fresh
  // process otherwise spends about 5 s of CPU on threads beside it optimising PGlite's
  // WebAssembly, which a test's few statements never earn back (start: 12–16 s of CPU, 8–11 s
  // to answer, against 7 s and 6 s).
  const child = spawn(process.execPath, ['--liftoff-only', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not start within ${START_DEADLINE_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    kill: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * PostgreSQL and Redis for tests of several processes: TEST_DATABASE_URL, and TEST_REDIS_URL
 * (the local Redis by default once a database is given). Both undefined skips the test,
 * except under CI=true, where a missing service fails `what`.
 */
export function multiNodeServices(what: string): { databaseUrl: string | undefined; redisUrl: string | undefined } {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? (databaseUrl ? 'redis://127.0.0.1:6379' : undefined);
  if (process.env.CI === 'true' && (!databaseUrl || !redisUrl)) {
    throw new Error(`CI=true: ${what} needs TEST_DATABASE_URL and TEST_REDIS_URL.`);
  }
  return { databaseUrl, redisUrl };
}
