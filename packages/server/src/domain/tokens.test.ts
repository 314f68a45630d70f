import { describe, expect, it } from 'vitest';
import { hashToken, newToken, tokenMatches } from './tokens';

describe('tokens', () => {
  it('are 256 random bits, URL-safe, never the same twice, across many refills of the pool', () => {
    const tokens = Array.from({ length: 2_000 }, newToken); // the pool holds 128
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Every byte value turns up: no part of a token is left at zero or repeated from the pool.
    const bytes = Buffer.concat(tokens.map((token) => Buffer.from(token, 'base64url')));
    expect(new Set(bytes).size).toBe(256);
    const zeroes = bytes.filter((byte) => byte === 0).length;
    expect(zeroes).toBeLessThan(bytes.length / 64); // about 1/256 of the bytes
  });

  it('match only their own hash', () => {
    const token = newToken();
    expect(tokenMatches(hashToken(token), token)).toBe(true);
    expect(tokenMatches(hashToken(token), newToken())).toBe(false);
    expect(tokenMatches('court', token)).toBe(false);
  });
});
