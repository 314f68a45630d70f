// `node scripts/decision-index.mjs`: writes docs/decisions/README.md, the index of the decision
// records, from the records themselves (their `# NNN — Title` line and their
// `Status: … · Date: YYYY-MM-DD` line). Run it after adding a record or changing a status;
// scripts/doc-links.test.ts fails while the index is not what this script writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DECISIONS_DIR = path.join(root, 'docs/decisions');

const INTRO = `# Decisions

One short record per decision taken while building CIAR, in the manner of epic-stack's
\`docs/decisions/\`: what the product or the code needed (Context), what was chosen and why
(Decision), and what follows from it (Consequences), with the figures measured when a choice
was about cost. What CIAR does is [product.md](../product.md); how it is built,
[architecture.md](../architecture.md).

**Status**: *accepted* records describe the code as it is; *amended* or *extended by NNN* means a
later record changed part of it (read both); *merged into NNN* marks a round of measurement whose
outcome now lives in that record (the full text of the round stays in the file's history:
\`git log --follow -p docs/decisions/<file>\`). **Date**: when the record was first written.

**Writing one**: take the next free number of its series, name the file \`NNN-short-name.md\`, start
it with \`# NNN — Title\` and \`Status: accepted · Date: YYYY-MM-DD\`, then Context, Decision and
Consequences in English; cite it from the code it explains (\`docs/decisions/NNN-short-name.md\`).
Then run \`node scripts/decision-index.mjs\` to update this index.

| # | decision | status | date |
| --- | --- | --- | --- |
`;

/** Number, title, status and date of one record, or a description of what is wrong with it. */
export function readRecord(file, text) {
  const lines = text.split('\n');
  const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? '');
  if (!title) return { file, problem: 'first line is not "# NNN — Title"' };
  if (!file.startsWith(`${title[1]}-`)) return { file, problem: `title number ${title[1]} does not match the file name` };
  const statusLine = lines.slice(1, 4).find((line) => line.startsWith('Status:'));
  // "Status: accepted · Date: 2026-11-29", optionally followed by " · Amends 201".
  const status = statusLine && /^Status: (.+?) · Date: (\d{4}-\d{2}-\d{2})(?: · (.+?))?\s*$/.exec(statusLine);
  if (!status) return { file, problem: 'no "Status: … · Date: YYYY-MM-DD" line right after the title' };
  const more = status[3] ? `, ${status[3].charAt(0).toLowerCase()}${status[3].slice(1)}` : '';
  return { file, number: title[1], title: title[2].trim(), status: status[1] + more, date: status[2] };
}

export function readRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => readRecord(name, readFileSync(path.join(dir, name), 'utf8')));
}

/** Links the record numbers a status names (`merged into 091`) to their files. */
function linkedStatus(status, files) {
  return status.replace(/\b\d{3}\b/g, (number) => {
    const file = files.get(number);
    return file ? `[${number}](${file})` : number;
  });
}

export function decisionIndex(records) {
  const files = new Map(records.map((r) => [r.number, r.file]));
  const rows = records.map(
    (r) => `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${linkedStatus(r.status, files)} | ${r.date} |`,
  );
  return `${INTRO}${rows.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const records = readRecords();
  const broken = records.filter((r) => r.problem);
  if (broken.length > 0) {
    for (const r of broken) console.error(`docs/decisions/${r.file}: ${r.problem}`);
    process.exit(1);
  }
  writeFileSync(path.join(DECISIONS_DIR, 'README.md'), decisionIndex(records));
  console.info(`docs/decisions/README.md: ${records.length} records`);
}
