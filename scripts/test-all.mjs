/**
 * `npm test`'s last step: every Vitest project, the browser tests (project `e2e`) in a second
 * Vitest process beside the others.
 *
 * In one process, Vitest runs a project with `fileParallelism: false` in a group of its own,
 * after every other project. The browser tests then ran alone for 7.5 minutes with a core
 * mostly idle (they wait on Chromium, the app and the network profiles they set). Side by side,
 * the whole run went from 900 s to 610 s on a 2-core machine (decision 195).
 *
 * The other projects' output is shown as it comes; the browser tests' is shown in one piece
 * when they end, so that the two never interleave. Extra arguments go to both runs: a file or a
 * name given (`npm test -- packages/web/...`) is looked for in both, and the run that has none
 * of it passes instead of failing for finding nothing. The exit code is the first failure's,
 * or 0.
 *
 * A failure's details scroll far up, above the browser tests' output, where a CI log's tail no
 * longer shows them; so the very end recaps each failed test with the start of its error.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureRecap } from './test-recap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
// Without arguments both runs have files, and one that found none would be a broken setup.
const narrowed = extra.length > 0 ? ['--passWithNoTests'] : [];
const BROWSER_PROJECT = 'e2e';

const reports = mkdtempSync(path.join(tmpdir(), 'ciar-test-all-'));

function run(projectFilter, { live }) {
  const report = path.join(reports, `${projectFilter.replace(/\W/g, '_')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--project', projectFilter, ...reporters, ...narrowed, ...extra], {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: `${projectFilter}: ${error.message}\n`, report: null }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString(), report: readReport(report) }));
  });
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // Vitest stopped before writing it; its own output says why.
  }
}

const browser = run(BROWSER_PROJECT, { live: false });
const others = await run(`!${BROWSER_PROJECT}`, { live: true });
console.log(`\nBrowser tests (project ${BROWSER_PROJECT}, run beside the others):\n`);
const browserRun = await browser;
process.stdout.write(browserRun.output);
rmSync(reports, { recursive: true, force: true });
const recap = failureRecap([
  { name: `every project but ${BROWSER_PROJECT}`, ...others },
  { name: BROWSER_PROJECT, ...browserRun },
], root);
if (recap) process.stdout.write(recap);
process.exitCode = others.code || browserRun.code;
