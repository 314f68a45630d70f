import { describe, expect, it } from 'vitest';
import { createCodeGuesses } from './code-guesses';

describe('code guesses over the socket', () => {
  it('blocks an address once its misses for the minute are spent, and lets it try again the next minute', () => {
    let now = 0;
    const guesses = createCodeGuesses(2, () => now);
    guesses.miss('10.0.0.1');
    expect(guesses.isBlocked('10.0.0.1')).toBe(false);
    guesses.miss('10.0.0.1');
    expect(guesses.isBlocked('10.0.0.1')).toBe(true);
    expect(guesses.isBlocked('10.0.0.2')).toBe(false);
    now = 59_999;
    expect(guesses.isBlocked('10.0.0.1')).toBe(true);
    now = 60_000;
    expect(guesses.isBlocked('10.0.0.1')).toBe(false);
  });
});
