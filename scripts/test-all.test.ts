import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testAll(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/test-all.mjs'), ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
}

describe('npm test’s two Vitest runs (scripts/test-all.mjs)', () => {
  it('runs a named file in the run that has it, and the other run, finding none, passes', () => {
    const run = testAll('packages/shared/src/timer.test.ts');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/timer\.test\.ts/);
    // The browser tests' run comes after, in one piece, and found nothing to run.
    const browserPart = run.stdout.slice(run.stdout.indexOf('Browser tests (project e2e'));
    expect(browserPart).toMatch(/No test files found/);
  }, 120_000);

  it('fails when a run fails', () => {
    const run = testAll('--reporter=no-such-reporter');
    expect(run.status).not.toBe(0);
  }, 120_000);
});
