// After `vite build` and scripts/precompress.mjs: what each student route sends a phone.
// - the gzipped JavaScript it needs before it can show anything (the app entry plus the route's
//   static imports), against the 120 KB budget of docs/product.md#targets;
// - the bytes transferred on a cold visit as the server sends them (docs/product.md#targets): the page's HTML,
//   that JavaScript and its CSS, and the icon, each as its brotli twin; chunks loaded later on
//   demand (the Markdown renderer) are counted apart. Headers are not counted here:
//   `node bench/page-weight.mjs` measures the same in Chromium, headers and all, cold and warm.
// A warm reload transfers no file body: the HTML is revalidated (304), hashed files are
// cached for a year and the icon for a day.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 120;

const ROUTES = {
  '/student/join': { source: 'src/features/student-join/StudentJoinPage.tsx', html: 'student-join.html' },
  '/student/session/{id}': { source: 'src/features/student-live/StudentSessionPage.tsx', html: 'index.html' },
  '/quiz/{code}': { source: 'src/features/quiz/QuizPage.tsx', html: 'index.html' },
};

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
/** The bytes the server sends for a file to a browser that accepts brotli. */
function sent(file) {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const rows = [];
for (const [route, { source, html }] of Object.entries(ROUTES)) {
  if (!manifest[source]) throw new Error(`route module not in the build: ${source}`);
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(source)]);
  const js = [...chunks].map((key) => manifest[key].file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const later = new Set();
  for (const key of chunks) for (const lazy of manifest[key].dynamicImports ?? []) if (!chunks.has(lazy)) later.add(lazy);
  const laterFiles = [...later].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const sum = (files) => files.reduce((total, file) => total + sent(file), 0);
  rows.push({
    route,
    jsGzipKb: js.reduce((total, file) => total + gzipped(file), 0) / 1024,
    coldKb: sum([html, ...js, ...css, 'favicon.svg']) / 1024,
    requests: 2 + js.length + css.length,
    laterKb: sum(laterFiles) / 1024,
  });
}

const mark = (ok) => (ok ? 'ok  ' : 'OVER');
console.info(
  '\nStudent routes: gzipped JavaScript (budget %d KB); transferred cold, brotli (HTML + JS + CSS + icon, headers apart;\n' +
    'in a browser, with what the screen loads on demand: node bench/page-weight.mjs):',
  BUDGET_KB,
);
for (const row of rows) {
  console.info(
    `  ${mark(row.jsGzipKb <= BUDGET_KB)} ${row.route.padEnd(24)} JS ${row.jsGzipKb.toFixed(1).padStart(6)} KB gzip | ` +
      `cold ${row.coldKb.toFixed(1).padStart(6)} KB in ${row.requests} files` +
      `${row.laterKb ? ` + up to ${row.laterKb.toFixed(1)} KB of chunks loaded when needed` : ''} | warm reload: no file body, 1 request (304)`,
  );
}
