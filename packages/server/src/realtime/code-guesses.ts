/**
 * Session-code guessing over the socket. `join-session` answers an unknown code differently
 * from a known one, like the REST lookup, so it gets the same budget: misses (unknown codes)
 * per client address and minute. Once an address has spent it, every join by code from that
 * address is refused until the minute is over, real codes included — otherwise the refusal
 * itself would tell real codes from guesses. Only misses count, so a class that reconnects
 * often never meets the limit.
 */
const WINDOW_MS = 60_000;
/** Addresses remembered at most; expired windows are swept beyond this. */
const SWEEP_AT = 10_000;

export interface CodeGuesses {
  /** Whether this address has used up its misses for the current minute. */
  isBlocked(address: string): boolean;
  /** Counts a join that named an unknown code. */
  miss(address: string): void;
}

export function createCodeGuesses(maxMisses: number, now: () => number = Date.now): CodeGuesses {
  const windows = new Map<string, { start: number; misses: number }>();
  const current = (address: string) => {
    const window = windows.get(address);
    if (window && now() - window.start >= WINDOW_MS) {
      windows.delete(address);
      return undefined;
    }
    return window;
  };
  return {
    isBlocked: (address) => (current(address)?.misses ?? 0) >= maxMisses,
    miss(address) {
      const window = current(address);
      if (window) {
        window.misses += 1;
        return;
      }
      if (windows.size >= SWEEP_AT) for (const key of [...windows.keys()]) current(key);
      windows.set(address, { start: now(), misses: 1 });
    },
  };
}
