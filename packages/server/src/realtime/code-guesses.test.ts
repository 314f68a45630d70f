import { describe, expect, it } from 'vitest';
import { budget } from '../rate-limits';

describe('the code-guess budget over the socket', () => {
  it('blocks an address once its misses for the window are spent, and lets it try again the next window', async () => {
    const guesses = budget('code-guesses-test', 2, undefined, 1);
    await guesses.spend('10.0.0.1');
    expect(await guesses.isSpent('10.0.0.1')).toBe(false);
    await guesses.spend('10.0.0.1');
    expect(await guesses.isSpent('10.0.0.1')).toBe(true);
    expect(await guesses.isSpent('10.0.0.2')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await guesses.isSpent('10.0.0.1')).toBe(false);
  });
});
