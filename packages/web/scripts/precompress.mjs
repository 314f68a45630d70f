// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin next to every text file of
// dist/, once, at the strongest settings, so the server never compresses a file per request
// (@fastify/static `preCompressed` picks the twin the browser accepts). A twin that would not
// be smaller is not written: the plain file is then served. Source maps are left out: only
// developer tools fetch them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(?:html|js|mjs|css|svg|json|txt|xml)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (path.relative(dist, file).startsWith('.vite')) continue;
  const plain = readFileSync(file);
  const brotli = brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const gzip = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < plain.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < plain.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += plain.length;
  after += Math.min(brotli.length, plain.length);
}
console.info(`\nPrecompressed ${files} text files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`);
