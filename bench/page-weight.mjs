/**
 * `node bench/page-weight.mjs` (after `npm run build`): the bytes each student route
 * transfers, cold and warm, and the join form's time to usable on Slow and Fast 3G, measured
 * in Chromium against a fresh app. `npm run bench` prints the same figures first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measurePageWeight, pageWeightLines } from './lib/page-weight.mjs';
import { startApp, startTracked, stopTracked } from './lib/processes.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-bench-'));
const app = await startTracked(() => startApp({ DATA_DIR: dataDir }));
try {
  for (const line of pageWeightLines(await measurePageWeight(app.url))) console.log(line);
} finally {
  await stopTracked([app]);
  rmSync(dataDir, { recursive: true, force: true });
}
