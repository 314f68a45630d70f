import { describe, expect, it, vi } from 'vitest';
import { FULL_GROUP, GATHER_MS, groupedCalls, type GroupResults } from './grouped-calls';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls grouped by key, each answered with its own item doubled; the groups' sizes are kept. */
function doubling() {
  const groups: number[] = [];
  const call = groupedCalls<number, number>(async (_key, items): Promise<GroupResults<number>> => {
    groups.push(items.length);
    await sleep(1); // a statement's round trip
    return items.map((item) => (item < 0 ? { ok: false, error: new Error(`refusé ${item}`) } : { ok: true, value: item * 2 }));
  });
  return { call, groups };
}

describe('calls grouped per key', () => {
  it('answers each call with its own result, failures apart', async () => {
    const { call, groups } = doubling();
    const results = await Promise.allSettled([call('a', 1), call('a', -2), call('a', 3), call('b', 4)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([2, 'refusé -2', 6, 8]);
    expect(groups.sort()).toEqual([1, 3]);
  });

  it('runs a lone call at once, without waiting for company', async () => {
    const { call } = doubling();
    // Timers fire in the order they are due, however busy the machine: the call's 1 ms round
    // trip comes before a gathering wait would have ended.
    const first = await Promise.race([call('seul', 1), sleep(GATHER_MS).then(() => 'attendu')]);
    expect(first).toBe(2);
  });

  it('gathers a crowd arriving a millisecond apart into a few large groups (decision 091: a statement per join was a third of its CPU)', async () => {
    // On the clock the gathering reads, not the machine's: on a loaded CI a 1 ms sleep took
    // several, and the crowd's pace then depended on the machine rather than on the rule.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    try {
      const { call, groups } = doubling();
      const calls: Array<Promise<number>> = [];
      for (let i = 0; i < 200; i++) {
        calls.push(call('amphi', i));
        await vi.advanceTimersByTimeAsync(1);
      }
      // The last groups need at most a gathering wait and a round trip each. A bounded advance,
      // not "every timer": server test files share a worker (isolate: false), and a timer that
      // an earlier file's client re-arms while it winds down would keep "every timer" going
      // (CI under load: « Aborting after running 10000 timers »).
      await vi.advanceTimersByTimeAsync(10 * GATHER_MS);
      expect(await Promise.all(calls)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
      // 200 arrivals over 200 ms, gathered GATHER_MS (25 ms) at a time: about ten groups.
      // Gathering 5 ms, as before, made forty or more.
      expect(groups.length).toBeLessThanOrEqual(20);
      expect(Math.max(...groups)).toBeGreaterThanOrEqual(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a crowd\'s group as soon as it is full, and waits for company while it is not (a rush is paced by the server, not by the wait)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    try {
      const { call, groups } = doubling();
      // Both keys have just run a group: a crowd is arriving.
      await Promise.all([call('amphi', 0), call('salle', 0), vi.advanceTimersByTimeAsync(5)]);
      const settled = { amphi: 0, salle: 0 };
      const arrive = (key: 'amphi' | 'salle', n: number) => Array.from({ length: n }, (_, i) => call(key, i).then(() => settled[key]++));
      const calls = [...arrive('amphi', FULL_GROUP), ...arrive('salle', FULL_GROUP - 1)];
      // A few milliseconds: the full group's round trip, far less than the gathering wait.
      await vi.advanceTimersByTimeAsync(3);
      expect(settled).toEqual({ amphi: FULL_GROUP, salle: 0 });
      await vi.advanceTimersByTimeAsync(GATHER_MS);
      await Promise.all(calls);
      expect(settled).toEqual({ amphi: FULL_GROUP, salle: FULL_GROUP - 1 });
      expect(groups).toEqual([1, 1, FULL_GROUP, FULL_GROUP - 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a group that filled up while the one before was in flight as soon as that one ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    try {
      const { call, groups } = doubling();
      const first = call('amphi', 0);
      await vi.advanceTimersByTimeAsync(0); // its group is in flight (a 1 ms round trip)
      let settled = 0;
      const calls = Array.from({ length: FULL_GROUP }, (_, i) => call('amphi', i).then(() => settled++));
      await vi.advanceTimersByTimeAsync(3); // far less than the gathering wait
      expect(settled).toBe(FULL_GROUP);
      await Promise.all([first, ...calls]);
      expect(groups).toEqual([1, FULL_GROUP]);
    } finally {
      vi.useRealTimers();
    }
  });
});
