/**
 * The end of `npm test`'s output when something failed: each failed test file or test, with
 * the first lines of its error, read from Vitest's JSON report of each run.
 */
import path from 'node:path';

const ERROR_LINES = 12;
const BLOCK_HOOK = 'Every test passed, but a hook of one of its blocks failed (beforeAll or afterAll in a describe): see "Failed Suites" above.';
// Colour codes make a recap unreadable in a CI log saved as text.
// Stack frames of the test runner and of Node say nothing about what failed.
const LIBRARY_FRAME = /^\s*at (.*node_modules|.*node:internal|new Promise|<anonymous>)/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function excerpt(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !LIBRARY_FRAME.test(line));
  const shown = lines.slice(0, ERROR_LINES).map((line) => `      ${line}`);
  if (lines.length > ERROR_LINES) shown.push(`      … (${lines.length - ERROR_LINES} more lines above, in the run's output)`);
  return shown.join('\n');
}

/** The failures of one run's JSON report, as printable entries. */
export function failuresOf(report, root) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ where: `${name} > ${test.fullName}`, error: (test.failureMessages ?? []).join('\n') });
    // A file that failed without a failed test: it did not load, or a hook failed. A block's
    // own hook (an afterAll inside a describe) leaves no message in the report.
    if (file.status === 'failed' && failedTests.length === 0) failures.push({ where: name, error: file.message || BLOCK_HOOK });
  }
  return failures;
}

/**
 * The recap of runs `{ name, code, report }`, or '' when every run passed. A run that failed
 * without a failure in its report (an unhandled error, a report never written) says so.
 */
export function failureRecap(runs, root) {
  const parts = [];
  for (const { name, code, report } of runs) {
    if (code === 0) continue;
    const failures = failuresOf(report, root);
    parts.push(`  ${name}: exit code ${code}, ${failures.length} failed test(s) or file(s)`);
    if (failures.length === 0) parts.push('    no failed test in its report: look for "Unhandled" or an error above');
    for (const { where, error } of failures) parts.push(`    ✗ ${where}`, excerpt(error));
  }
  return parts.length === 0 ? '' : `\nWhat failed (the details are above):\n${parts.join('\n')}\n`;
}
