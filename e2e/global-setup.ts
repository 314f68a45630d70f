/**
 * Once per browser suite: start the built app on a free port over a fresh embedded
 * database, and one headless Chromium that every test file connects to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { freePort } from '../packages/server/src/testing/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not answer within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const main = path.join(root, 'packages/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it).');
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ciar-e2e-'));
  const port = await freePort();
  let log = '';
  const app = spawn(process.execPath, ['--enable-source-maps', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000', JOIN_RATE_LIMIT: '5000', ARRIVALS_PER_10S: '5000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.on('data', (chunk) => (log += chunk));
  app.stderr!.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  let browser: BrowserServer | undefined;
  try {
    await waitForHealth(baseUrl, app, () => log);
    browser = await chromium.launchServer({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  } catch (error) {
    app.kill('SIGKILL');
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser?.close();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SHOW_SERVER_LOG) console.info(log);
  };
}
