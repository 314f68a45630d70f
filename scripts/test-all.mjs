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
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
// Without arguments both runs have files, and one that found none would be a broken setup.
const narrowed = extra.length > 0 ? ['--passWithNoTests'] : [];
const BROWSER_PROJECT = 'e2e';

function run(projectFilter, { live }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--project', projectFilter, ...narrowed, ...extra], {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: `${projectFilter}: ${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

const browser = run(BROWSER_PROJECT, { live: false });
const others = await run(`!${BROWSER_PROJECT}`, { live: true });
console.log(`\nBrowser tests (project ${BROWSER_PROJECT}, run beside the others):\n`);
const { code: browserCode, output } = await browser;
process.stdout.write(output);
process.exitCode = others.code || browserCode;
