import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(2);

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.active).toBe(2);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the slot of a task that fails, synchronously or not', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    await expect(
      limiter.run(() => {
        throw new Error('synchrone');
      }),
    ).rejects.toThrow('synchrone');
    expect(await limiter.run(async () => 'suivant')).toBe('suivant');
    expect(limiter.active).toBe(0);
  });

  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow();
    expect(() => createLimiter(1.5)).toThrow();
  });
});
