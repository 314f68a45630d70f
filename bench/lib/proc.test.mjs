import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { processStats } from './proc.mjs';

/** Keeps a worker thread busy for `ms` of its own clock, then lets it end. */
function busyThread(ms) {
  const worker = new Worker(`const end = Date.now() + ${ms}; while (Date.now() < end);`, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('exit', resolve);
    worker.once('error', reject);
  });
}

describe("a server process's CPU time, read from /proc", () => {
  it.runIf(process.platform === 'linux')('tells the main thread apart from the threads working beside it', async () => {
    const before = processStats(process.pid);
    await busyThread(400);
    const after = processStats(process.pid);
    const all = after.cpuSeconds - before.cpuSeconds;
    const main = after.mainThreadCpuSeconds - before.mainThreadCpuSeconds;
    // The worker spun for 0.4 s of wall time; on a loaded machine it got less of a core.
    expect(all - main).toBeGreaterThan(0.1);
    expect(main).toBeLessThan(all);
    expect(after.mainThreadCpuSeconds).toBeLessThanOrEqual(after.cpuSeconds);
  });
});
