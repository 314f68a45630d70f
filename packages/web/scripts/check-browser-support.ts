// After `vite build`: fails the build when a chunk uses syntax or an API that one of the
// browsers of package.json's browserslist lacks (see build/chunk-check.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkChunks } from '../build/chunk-check.ts';
import { POLYFILLED_FEATURES } from '../src/app/polyfills.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = checkChunks(path.join(packageDir, 'dist/assets'), { packageDir, polyfilled: POLYFILLED_FEATURES });
if (problems.length > 0) {
  console.error('\nChunks the supported browsers cannot run (browserslist of packages/web/package.json):');
  for (const { file, problem } of problems) console.error(`  ${file}: ${problem}`);
  process.exit(1);
}
console.info('\nEvery chunk runs on the supported browsers (browserslist of packages/web/package.json).');
