import { describe, expect, it } from 'vitest';
import { isOpenAnswerCorrect, SCORE_BAND_LABELS, scoreBand } from './score-bands';

describe('scoreBand', () => {
  it.each([
    [0, 'poor'],
    [49, 'poor'],
    [50, 'average'],
    [69, 'average'],
    [70, 'good'],
    [89, 'good'],
    [90, 'excellent'],
    [100, 'excellent'],
  ] as const)('puts %i in %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('labels the bands in French', () => {
    expect(SCORE_BAND_LABELS).toEqual({ excellent: 'Excellent', good: 'Bon', average: 'Moyen', poor: 'Insuffisant' });
  });
});

describe('isOpenAnswerCorrect', () => {
  it('counts 50 and more as correct', () => {
    expect(isOpenAnswerCorrect(49)).toBe(false);
    expect(isOpenAnswerCorrect(50)).toBe(true);
    expect(isOpenAnswerCorrect(100)).toBe(true);
  });
});
