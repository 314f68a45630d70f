#!/usr/bin/env node
/**
 * `npm test` runs this before the tests: it fails when a test file may register no test on a
 * machine without PostgreSQL or Redis (see test-registration.mjs for the rule).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesThatMayRegisterNothing } from './test-registration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data']);

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* testFiles(path.join(dir, entry.name));
    } else if (/\.test\.(ts|tsx|mjs)$/.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

const files = ['packages', 'e2e', 'scripts', 'bench'].flatMap((dir) => [...testFiles(path.join(root, dir))]);
const bad = filesThatMayRegisterNothing(files);
if (bad.length > 0) {
  console.error('These test files may register no test without a database or Redis server:');
  for (const file of bad) console.error(`  ${path.relative(root, file)}`);
  console.error('Register their suites with describe.skipIf(!server)(…) so they are reported as skipped.');
  process.exit(1);
}
console.info(`${files.length} test files each register at least one test in any environment.`);
