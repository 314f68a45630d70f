import { SESSION_CODE_ALPHABET } from '@ciar/shared/constants';
import { describe, expect, it } from 'vitest';
import { generateSessionCode, isWellFormedSessionCode, SESSION_CODE_ATTEMPTS, withUniqueSessionCode } from './session-codes';

/** What drizzle throws for a unique violation: the driver's error as the cause. */
function uniqueViolation(constraint = 'sessions_code_unique') {
  return Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint, message: 'duplicate key' } });
}

describe('generateSessionCode', () => {
  it('draws 6 characters from the alphabet without look-alikes, using every one of them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const code = generateSessionCode();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect(isWellFormedSessionCode(code)).toBe(true);
      for (const c of code) seen.add(c);
    }
    expect([...seen].sort().join('')).toBe([...SESSION_CODE_ALPHABET].sort().join(''));
    expect(SESSION_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('tells issued codes from anything else', () => {
    for (const code of ['ABC23', 'ABC2345', 'abc234', 'ABC10O', 'ABCDEL', 'ABC 23']) expect(isWellFormedSessionCode(code), code).toBe(false);
  });
});

describe('withUniqueSessionCode', () => {
  it('retries with a fresh code when the unique constraint refuses one', async () => {
    const tried: string[] = [];
    const codes = ['AAAAAA', 'BBBBBB', 'CCCCCC'];
    const result = await withUniqueSessionCode(
      async (code) => {
        tried.push(code);
        if (code !== 'CCCCCC') throw uniqueViolation();
        return code;
      },
      () => codes.shift()!,
    );
    expect(result).toBe('CCCCCC');
    expect(tried).toEqual(['AAAAAA', 'BBBBBB', 'CCCCCC']);
  });

  it('gives up after a bounded number of collisions', async () => {
    let attempts = 0;
    const failing = withUniqueSessionCode(async () => {
      attempts++;
      throw uniqueViolation();
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(attempts).toBe(SESSION_CODE_ATTEMPTS);
  });

  it('does not retry other failures, nor other unique constraints', async () => {
    for (const error of [new Error('connection lost'), uniqueViolation('sessions_pkey')]) {
      let attempts = 0;
      await expect(
        withUniqueSessionCode(async () => {
          attempts++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(attempts).toBe(1);
    }
  });
});
