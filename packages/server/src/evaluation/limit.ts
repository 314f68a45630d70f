/**
 * At most `concurrency` tasks at once, the others waiting in arrival order. Keeps a school's
 * rate limit (or a small local model) from being flooded when a class answers at once.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Invalid concurrency: ${concurrency}`);
  let active = 0;
  const queue: Array<() => void> = [];

  function release() {
    const next = queue.shift();
    // The slot passes straight to the next task, so `active` never drops and rises again.
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
