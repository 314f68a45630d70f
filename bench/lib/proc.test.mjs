import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { processStats } from './proc.mjs';

/**
 * Keeps a worker thread busy until it has had `seconds` of CPU of its own, read from its own
 * /proc entry: on a loaded machine it takes longer, but spends the same.
 */
function busyThread(seconds) {
  const code = `
    const { readFileSync } = require('node:fs');
    const ticks = () => { const s = readFileSync('/proc/thread-self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return Number(f[11]) + Number(f[12]); };
    const start = ticks();
    while (ticks() - start < ${seconds * 100}) for (let i = 0; i < 1e5; i++);
  `;
  const worker = new Worker(code, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('exit', resolve);
    worker.once('error', reject);
  });
}

describe("a server process's CPU time, read from /proc", () => {
  it.runIf(process.platform === 'linux')('tells the main thread apart from the threads working beside it', async () => {
    const before = processStats(process.pid);
    await busyThread(0.3);
    const after = processStats(process.pid);
    const all = after.cpuSeconds - before.cpuSeconds;
    const main = after.mainThreadCpuSeconds - before.mainThreadCpuSeconds;
    // The worker's 0.3 s (at 100 ticks a second) are the process's, not its main thread's.
    expect(all - main).toBeGreaterThanOrEqual(0.25);
    expect(after.mainThreadCpuSeconds).toBeLessThanOrEqual(after.cpuSeconds);
  });
});
