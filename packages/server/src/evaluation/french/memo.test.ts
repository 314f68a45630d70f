import { describe, expect, it } from 'vitest';
import { memoise } from './memo';

describe('memoise', () => {
  it('computes each key once', () => {
    let calls = 0;
    const length = memoise((key) => {
      calls += 1;
      return key.length;
    });
    expect(length('abc')).toBe(3);
    expect(length('abc')).toBe(3);
    expect(calls).toBe(1);
  });

  it('starts afresh when full', () => {
    let calls = 0;
    const same = memoise((key) => {
      calls += 1;
      return key;
    }, 2);
    same('a');
    same('b');
    same('c');
    same('a');
    expect(calls).toBe(4);
  });
});
