import { OPEN_ANSWER_CORRECT_AT } from './constants';

/** Score bands of open answers (docs/product.md#scoring), defined once for server, web and exports. */
export type ScoreBand = 'excellent' | 'good' | 'average' | 'poor';

export const SCORE_BANDS = ['excellent', 'good', 'average', 'poor'] as const satisfies readonly ScoreBand[];

export const SCORE_BAND_LABELS = {
  excellent: 'Excellent',
  good: 'Bon',
  average: 'Moyen',
  poor: 'Insuffisant',
} as const satisfies Record<ScoreBand, string>;

/** Lowest score of each band, best band first. */
const BAND_FLOORS = [
  ['excellent', 90],
  ['good', 70],
  ['average', 50],
] as const satisfies readonly (readonly [ScoreBand, number])[];

/** Excellent 90–100, Bon 70–89, Moyen 50–69, Insuffisant 0–49. */
export function scoreBand(score: number): ScoreBand {
  for (const [band, floor] of BAND_FLOORS) {
    if (score >= floor) return band;
  }
  return 'poor';
}

/** An open answer counts as correct (ranking, statistics) from OPEN_ANSWER_CORRECT_AT. */
export function isOpenAnswerCorrect(score: number): boolean {
  return score >= OPEN_ANSWER_CORRECT_AT;
}

/** The score a one-click band grade gives: the middle of the band (docs/product.md#scoring). */
export const BAND_GRADE_SCORES = {
  excellent: 95,
  good: 80,
  average: 60,
  poor: 25,
} as const satisfies Record<ScoreBand, number>;

