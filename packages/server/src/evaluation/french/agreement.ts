import { SCORE_BANDS, scoreBand, type ScoreBand } from '@ciar/shared/score-bands';
import type { EvaluationInput } from '../evaluator';

/** An answer with the band a teacher gave it. */
export interface LabelledAnswer extends EvaluationInput {
  band: ScoreBand;
}

export interface Agreement {
  count: number;
  /** Share of answers put in the teacher's band, 0–1. */
  exact: number;
  /** Share of answers at most one band away, 0–1. */
  withinOne: number;
  /** Largest distance in bands (0–3). */
  maxDistance: number;
  meanMs: number;
  /** Answers not in the teacher's band, for the test report. */
  misses: { answer: string; expected: ScoreBand; got: ScoreBand; score: number }[];
}

/** Distance between bands: excellent and good are 1 apart, excellent and poor 3. */
export function bandDistance(a: ScoreBand, b: ScoreBand): number {
  return Math.abs(SCORE_BANDS.indexOf(a) - SCORE_BANDS.indexOf(b));
}

/** How far an evaluator's bands agree with a teacher's on a labelled set. */
export function measureAgreement(items: readonly LabelledAnswer[], score: (input: EvaluationInput) => number): Agreement {
  let exact = 0;
  let withinOne = 0;
  let maxDistance = 0;
  const misses: Agreement['misses'] = [];
  const started = performance.now();
  for (const { band, ...input } of items) {
    const value = score(input);
    const got = scoreBand(value);
    const distance = bandDistance(got, band);
    if (distance === 0) exact += 1;
    else misses.push({ answer: input.answer, expected: band, got, score: value });
    if (distance <= 1) withinOne += 1;
    maxDistance = Math.max(maxDistance, distance);
  }
  const count = items.length;
  return {
    count,
    exact: count > 0 ? exact / count : 0,
    withinOne: count > 0 ? withinOne / count : 0,
    maxDistance,
    meanMs: count > 0 ? (performance.now() - started) / count : 0,
    misses,
  };
}

/** One line for a test log. */
export function describeAgreement(name: string, agreement: Agreement): string {
  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  return `${name}: ${agreement.count} réponses, bande exacte ${percent(agreement.exact)}, à une bande près ${percent(agreement.withinOne)}, écart maximal ${agreement.maxDistance} bande(s), ${agreement.meanMs.toFixed(2)} ms par réponse`;
}
