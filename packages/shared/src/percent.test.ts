import { describe, expect, it } from 'vitest';
import { percent, roundToTenth } from './percent';

describe('percent', () => {
  it('gives one decimal place', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(3, 3)).toBe(100);
  });

  it('is 0 for an empty whole instead of NaN', () => {
    expect(percent(0, 0)).toBe(0);
  });

  it('gives the same figure for equal fractions', () => {
    expect(percent(1, 3)).toBe(percent(10, 30));
    expect(percent(7, 9)).toBe(percent(700, 900));
  });
});

describe('roundToTenth', () => {
  it('rounds to one decimal place', () => {
    expect(roundToTenth(85.46)).toBe(85.5);
    expect(roundToTenth(85.44)).toBe(85.4);
    expect(roundToTenth(3)).toBe(3);
  });
});
