import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registersTests } from './test-registration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Snippets are checked as if they lived beside the database tests, so their relative imports
// resolve to the repository's real modules.
const beside = path.join(root, 'packages/server/src/storage/snippet.test.ts');

describe('the check that every test file registers a test in any environment', () => {
  it('refuses a file whose only suite is built from a list that can be empty', () => {
    const text = `
      import { testDatabases } from '../testing/databases';
      const postgres = testDatabases.filter((t) => t.name === 'postgres');
      describe.each(postgres)('on $name', () => { it('works', () => {}); });
    `;
    expect(registersTests(beside, text)).toBe(false);
  });

  it('refuses an each over a list of conditional spreads only', () => {
    const text = `
      const targets = [...(process.env.URL ? [{ name: 'postgres' }] : [])];
      describe.each(targets)('on $name', () => {});
    `;
    expect(registersTests(beside, text)).toBe(false);
  });

  it('accepts a suite skipped with its reason, a plain test, and lists that always hold an element', () => {
    expect(registersTests(beside, `describe.skipIf(!process.env.URL)('needs a server', () => {});`)).toBe(true);
    expect(registersTests(beside, `it('adds', () => {});`)).toBe(true);
    expect(registersTests(beside, `describe.each([1, ...more])('n = %s', () => {});`)).toBe(true);
    // testDatabases always holds the in-memory PGlite, whatever the environment.
    const imported = `import { testDatabases } from '../testing/databases';\ndescribe.each(testDatabases)('on $name', () => {});`;
    expect(registersTests(beside, imported)).toBe(true);
  });

  it('sees a file without any registration as registering nothing', () => {
    expect(registersTests(beside, `const x = 1;`)).toBe(false);
  });

  it('a PostgreSQL-only file, run without any server, reports its test as skipped instead of failing', () => {
    const env = { ...process.env };
    for (const name of ['CI', 'TEST_DATABASE_URL', 'TEST_REDIS_URL', 'DATABASE_URL', 'REDIS_URL']) delete env[name];
    const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', '--project', 'server', 'packages/server/src/storage/broken-clients.test.ts', '--reporter=json'],
      { cwd: root, env, encoding: 'utf8', timeout: 120_000 },
    );
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      success: boolean;
      numTotalTests: number;
      numPendingTests: number;
    };
    expect(run.status, run.stderr).toBe(0);
    expect(report.success).toBe(true);
    expect(report.numTotalTests).toBeGreaterThanOrEqual(1);
    expect(report.numPendingTests).toBe(report.numTotalTests);
  }, 120_000);
});
