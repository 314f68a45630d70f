import type { CoverageResult } from './coverage';

/**
 * From coverage of the key ideas to a 0–100 score, the way teachers grade: one key idea right
 * is already "Moyen", most of them "Bon", all the important ones "Excellent"; saying something
 * else or the contrary costs points.
 */

/**
 * Coverage → score, piecewise linear. A paraphrase earns less than the teacher's own words
 * (synonym 0.75, thesaurus 0.7), so a complete answer in other words covers about 0.6–0.7:
 * "Bon" from 0.4 and "Excellent" from 0.6 (decision 154; measured on the tuning set).
 */
const CURVE: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.075, 25],
  [0.15, 50],
  [0.4, 70],
  [0.6, 90],
  [1, 100],
];

/** Points lost for an answer made of words unrelated to the model answer, when it covers little. */
const OFF_TOPIC_PENALTY = 40;
/** From this coverage on, words beyond the model answer are elaboration, not a different answer. */
const ELABORATION_FROM = 0.6;
/** Points lost per share of the model answer contradicted. */
const CONTRADICTION_PENALTY = 150;
/** One key idea fully given, on topic and contradicting nothing, is already "Moyen". */
const ONE_IDEA_FLOOR = 52;
const ONE_IDEA_MIN_RELEVANCE = 0.5;
/** An idea must carry this much (two words of its own) to count as a key idea on its own. */
const MIN_FOUND_IDEA_WEIGHT = 1.5;
/** A single word in common with the model answer is not an idea, unless it is a good part of one. */
const ONE_SHARED_WORD_CEILING = 45;
const ONE_WORD_IDEA_SHARE = 0.35;
/** Ceiling when the answer contradicts as much as it gets right. */
const CONTRADICTION_CEILING = 30;
/** Ceiling of a bare keyword list. */
const KEYWORD_LIST_CEILING = 35;
/** Ceiling of a one-word answer to a model answer with several ideas. */
const ONE_WORD_CEILING = 60;

export function coverageScore(coverage: number): number {
  const x = Math.max(0, Math.min(1, coverage));
  for (let i = 1; i < CURVE.length; i += 1) {
    const [x1, y1] = CURVE[i] ?? [1, 100];
    const [x0, y0] = CURVE[i - 1] ?? [0, 0];
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 100;
}

export interface ScoreFactors {
  result: CoverageResult;
  keywordList: boolean;
  /** Content words of the answer that do not just repeat the question. */
  ownWords: number;
  ideaCount: number;
}

export function finalScore({ result, keywordList, ownWords, ideaCount }: ScoreFactors): number {
  const { coverage, contradiction, relevance } = result;
  let score = coverageScore(coverage);
  const oneIdeaFound = result.ideas.some((idea) => idea.status === 'found' && idea.idea.weight >= MIN_FOUND_IDEA_WEIGHT);
  if (oneIdeaFound && contradiction === 0 && relevance >= ONE_IDEA_MIN_RELEVANCE) score = Math.max(score, ONE_IDEA_FLOOR);
  const oneWordCarries = result.ideas.some((idea) => idea.status !== 'contradicted' && idea.coverage >= ONE_WORD_IDEA_SHARE);
  if (result.sharedWords < 2 && !oneWordCarries) score = Math.min(score, ONE_SHARED_WORD_CEILING);
  score -= OFF_TOPIC_PENALTY * (1 - relevance) * Math.max(0, 1 - coverage / ELABORATION_FROM);
  score -= CONTRADICTION_PENALTY * contradiction;
  if (contradiction > 0 && contradiction >= coverage) score = Math.min(score, CONTRADICTION_CEILING);
  if (keywordList) score = Math.min(score, KEYWORD_LIST_CEILING);
  if (ownWords <= 1 && ideaCount > 1) score = Math.min(score, ONE_WORD_CEILING);
  return Math.round(Math.max(0, Math.min(100, score)));
}
