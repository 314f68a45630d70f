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
  /** Share of answers flagged for the teacher's review, 0–1. */
  flagged: number;
  /**
   * Answers the teacher rated Bon or Excellent that were scored Insuffisant without a flag:
   * shown to a student as a fail they did not deserve. Must be none.
   */
  goodShownAsPoor: number;
  meanMs: number;
  /** Answers not in the teacher's band, for the test report. */
  misses: { answer: string; expected: ScoreBand; got: ScoreBand; score: number; needsReview: boolean }[];
}

/** Distance between bands: excellent and good are 1 apart, excellent and poor 3. */
export function bandDistance(a: ScoreBand, b: ScoreBand): number {
  return Math.abs(SCORE_BANDS.indexOf(a) - SCORE_BANDS.indexOf(b));
}

/** What an evaluator says of an answer: a bare score, or a score with its review flag. */
type Verdict = number | { score: number; needsReview?: boolean };

/** How far an evaluator's bands agree with a teacher's on a labelled set. */
export function measureAgreement(items: readonly LabelledAnswer[], evaluate: (input: EvaluationInput) => Verdict): Agreement {
  let exact = 0;
  let withinOne = 0;
  let maxDistance = 0;
  let flagged = 0;
  let goodShownAsPoor = 0;
  const misses: Agreement['misses'] = [];
  const started = performance.now();
  for (const { band, ...input } of items) {
    const verdict = evaluate(input);
    const value = typeof verdict === 'number' ? verdict : verdict.score;
    const needsReview = typeof verdict === 'number' ? false : verdict.needsReview === true;
    const got = scoreBand(value);
    if (needsReview) flagged += 1;
    else if (got === 'poor' && (band === 'good' || band === 'excellent')) goodShownAsPoor += 1;
    const distance = bandDistance(got, band);
    if (distance === 0) exact += 1;
    else misses.push({ answer: input.answer, expected: band, got, score: value, needsReview });
    if (distance <= 1) withinOne += 1;
    maxDistance = Math.max(maxDistance, distance);
  }
  const count = items.length;
  return {
    count,
    exact: count > 0 ? exact / count : 0,
    withinOne: count > 0 ? withinOne / count : 0,
    maxDistance,
    flagged: count > 0 ? flagged / count : 0,
    goodShownAsPoor,
    meanMs: count > 0 ? (performance.now() - started) / count : 0,
    misses,
  };
}

/** One line for a test log. */
export function describeAgreement(name: string, agreement: Agreement): string {
  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  return `${name}: ${agreement.count} réponses, bande exacte ${percent(agreement.exact)}, à une bande près ${percent(agreement.withinOne)}, écart maximal ${agreement.maxDistance} bande(s), à vérifier ${percent(agreement.flagged)}, Bon ou Excellent noté Insuffisant sans vérification : ${agreement.goodShownAsPoor}, ${agreement.meanMs.toFixed(2)} ms par réponse`;
}

/** The summary line and every miss, for the labelled-set tests' logs. */
export function logAgreement(name: string, agreement: Agreement): void {
  console.info(describeAgreement(name, agreement));
  for (const miss of agreement.misses) console.info(`  ${miss.expected} → ${miss.got} (${miss.score}${miss.needsReview ? ', à vérifier' : ''}) : ${miss.answer}`);
}

