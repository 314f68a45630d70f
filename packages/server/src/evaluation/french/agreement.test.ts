import { describe, expect, it } from 'vitest';
import { bandDistance, measureAgreement } from './agreement';

const item = (answer: string, band: 'excellent' | 'good' | 'average' | 'poor') => ({ question: 'Q', proposition: 'P', answer, band });

describe('measureAgreement', () => {
  it('counts exact bands, bands one apart and the largest distance', () => {
    const scores: Record<string, number> = { a: 95, b: 75, c: 10 };
    const agreement = measureAgreement([item('a', 'excellent'), item('b', 'excellent'), item('c', 'excellent')], (input) => scores[input.answer] ?? 0);
    expect(agreement.exact).toBeCloseTo(1 / 3);
    expect(agreement.withinOne).toBeCloseTo(2 / 3);
    expect(agreement.maxDistance).toBe(3);
    expect(agreement.misses.map((miss) => miss.got)).toEqual(['good', 'poor']);
  });

  it('counts flagged answers, and good answers shown as a fail without a flag', () => {
    const verdicts: Record<string, { score: number; needsReview: boolean }> = {
      a: { score: 10, needsReview: true },
      b: { score: 10, needsReview: false },
      c: { score: 95, needsReview: false },
      d: { score: 10, needsReview: false },
    };
    const agreement = measureAgreement([item('a', 'good'), item('b', 'excellent'), item('c', 'excellent'), item('d', 'poor')], (input) => verdicts[input.answer]!);
    expect(agreement.flagged).toBeCloseTo(1 / 4);
    expect(agreement.goodShownAsPoor).toBe(1);
  });

  it('measures distances between bands', () => {
    expect(bandDistance('excellent', 'good')).toBe(1);
    expect(bandDistance('poor', 'excellent')).toBe(3);
  });
});
