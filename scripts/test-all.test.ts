import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failureRecap } from './test-recap.mjs';

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

describe('the recap of failures at the end of npm test (scripts/test-recap.mjs)', () => {
  const report = {
    testResults: [
      {
        name: path.join(root, 'packages/server/src/a.test.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'a passes', status: 'passed', failureMessages: [] },
          {
            fullName: 'a fails',
            status: 'failed',
            failureMessages: [
              '\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at packages/server/src/a.test.ts:2:4\n    at file:///x/node_modules/@vitest/runner/dist/index.js:1:1',
            ],
          },
        ],
      },
      { name: path.join(root, 'packages/server/src/b.test.ts'), status: 'failed', message: 'Hook timed out in 60000ms', assertionResults: [] },
      { name: path.join(root, 'packages/server/src/c.test.ts'), status: 'passed', assertionResults: [] },
      // A describe's afterAll timed out: every test passed, and the report keeps no message.
      { name: path.join(root, 'packages/server/src/d.test.ts'), status: 'failed', message: '', assertionResults: [{ fullName: 'd passes', status: 'passed', failureMessages: [] }] },
    ],
  };

  it('names each failed test and file with its error, without colours or the runner’s frames', () => {
    const recap = failureRecap([{ name: 'server', code: 1, report }], root);
    expect(recap).toContain('✗ packages/server/src/a.test.ts > a fails');
    expect(recap).toContain('AssertionError: expected 2 to be 3');
    expect(recap).toContain('at packages/server/src/a.test.ts:2:4');
    expect(recap).not.toMatch(/node_modules|a passes/);
    expect(recap).not.toContain('\u001b');
    expect(recap).toContain('✗ packages/server/src/b.test.ts\n      Hook timed out in 60000ms');
    expect(recap).not.toContain('c.test.ts');
    expect(recap).toMatch(/✗ packages\/server\/src\/d\.test\.ts\n\s+Every test passed, but a hook of one of its blocks failed/);
  });

  it('says nothing when every run passed, and says where to look when a run failed with no failed test', () => {
    expect(failureRecap([{ name: 'server', code: 0, report }], root)).toBe('');
    expect(failureRecap([{ name: 'e2e', code: 1, report: null }], root)).toMatch(/e2e: exit code 1, 0 failed .*\n.*Unhandled/);
  });
});
