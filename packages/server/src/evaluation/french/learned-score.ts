/**
 * The learned combination of decision 158: the evaluator's own signals (learned-features.ts),
 * weighed by constants fitted on the training sets (learned-weights.ts, written by
 * `scripts/fit-evaluator.ts`), give a latent value cut into the four bands.
 */
import { type FeatureName, featureVector, featuresOf } from './learned-features';
import { type LinearBands, latent, scoreOfLatent } from './learned-fit';
import type { AnswerReading } from './french-evaluator';

export interface LearnedScorer {
  features: readonly FeatureName[];
  model: LinearBands;
  /** Keep the hand-written ceilings of a keyword list and of an answer contradicting as much as it gets right. */
  ceilings: boolean;
}

/** Same ceilings as score.ts: a list of words is not a sentence, a contradiction not a half-truth. */
const KEYWORD_LIST_CEILING = 35;
const CONTRADICTION_CEILING = 30;

export function learnedScore(scorer: LearnedScorer, reading: AnswerReading, handScore: number): number {
  const x = featureVector(featuresOf(reading, handScore), scorer.features);
  let score = scoreOfLatent(latent(scorer.model, x), scorer.model.thresholds);
  if (scorer.ceilings) {
    const { coverage, contradiction } = reading.result;
    if (reading.keywordList) score = Math.min(score, KEYWORD_LIST_CEILING);
    if (contradiction > 0 && contradiction >= coverage) score = Math.min(score, CONTRADICTION_CEILING);
  }
  return score;
}
