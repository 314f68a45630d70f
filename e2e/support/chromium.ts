/**
 * Finds Debian's Chromium for the browser tests, installing the `chromium` package when it
 * is missing and we may (root with apt-get). Playwright's own browser downloads cannot
 * work here, so this is the only browser the suite uses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

export function findChromium(): string {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;

  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.info('Chromium not found: installing Debian’s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'The browser tests need Chromium and none was found. Install it with ' +
      '`sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/** Flags for headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
