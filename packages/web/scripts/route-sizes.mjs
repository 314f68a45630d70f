// After `vite build`: the gzipped JavaScript each student route downloads before it can show
// anything (the app entry plus the route's static imports; chunks loaded later on demand,
// such as the Markdown renderer, are listed apart). Students are on phones: the budget is
// 120 KB per route (issue 8).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 120;

const ROUTES = {
  '/student/join': 'src/features/student-join/StudentJoinPage.tsx',
  '/student/session/{id}': 'src/features/student-live/StudentSessionPage.tsx',
  '/quiz/{code}': 'src/features/quiz/QuizPage.tsx',
};

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const rows = [];
for (const [route, source] of Object.entries(ROUTES)) {
  if (!manifest[source]) throw new Error(`route module not in the build: ${source}`);
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(source)]);
  const bytes = [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const later = new Set();
  for (const key of chunks) for (const lazy of manifest[key].dynamicImports ?? []) if (!chunks.has(lazy)) later.add(lazy);
  rows.push({ route, kb: bytes / 1024, later: [...later].map((k) => path.basename(manifest[k]?.file ?? k)) });
}

console.info('\nGzipped JavaScript per student route (budget %d KB):', BUDGET_KB);
for (const row of rows) {
  const mark = row.kb <= BUDGET_KB ? 'ok  ' : 'OVER';
  console.info(`  ${mark} ${row.route.padEnd(24)} ${row.kb.toFixed(1).padStart(6)} KB`);
}
