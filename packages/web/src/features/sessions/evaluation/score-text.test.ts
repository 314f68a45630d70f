import { describe, expect, it } from 'vitest';
import { parseTeacherScore, scoreText } from './score-text';

describe('scoreText', () => {
  it('names the band of docs/product.md#scoring at each boundary', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(scoreText)).toEqual([
      '100 (Excellent)',
      '90 (Excellent)',
      '89 (Bon)',
      '70 (Bon)',
      '69 (Moyen)',
      '50 (Moyen)',
      '49 (Insuffisant)',
      '0 (Insuffisant)',
    ]);
  });
});

describe('parseTeacherScore', () => {
  it('accepts integers from 0 to 100, spaces around allowed', () => {
    expect(['0', '75', ' 100 ', '007'].map(parseTeacherScore)).toEqual([0, 75, 100, 7]);
  });

  it('refuses what the server would refuse', () => {
    expect(['', ' ', '101', '-1', '7.5', '7,5', '1e2', 'abc', '75 points', '1000'].map(parseTeacherScore)).toEqual(
      Array(10).fill(null),
    );
  });
});
