/**
 * When the built-in evaluator cannot tell. It reads words, not meaning: a correct paraphrase in
 * words it does not know looks exactly like a wrong answer. Rather than show such an answer to
 * a student as a fail, it asks the teacher (needsReview), in the cases where its own evidence
 * is thin: an answer that says something of some length but meets few of the model answer's
 * words, a negation it cannot place, an answer far from every key idea that still speaks of
 * the question's subject. A short answer, a bare list or a plain contradiction is left scored:
 * there the evaluator's reading is reliable, and asking the teacher about every weak answer
 * would bury the answers that need them.
 */
import { scoreBand } from '@ciar/shared/score-bands';
import type { CoverageResult } from './coverage';

export interface ReviewFacts {
  score: number;
  result: Pick<CoverageResult, 'coverage' | 'contradiction' | 'relevance'> & Partial<Pick<CoverageResult, 'sharedWords'>>;
  /** Content words of the answer that do not just repeat the question. */
  ownWords: number;
  /** Words of the answer that repeat the question's. */
  questionWords: number;
  /** The answer negates something. */
  negation: boolean;
  keywordList: boolean;
}

/** From this many words of its own an answer says enough for its low score to be doubtful. */
const REASONABLE_LENGTH = 4;
/** A poor score from here up is too close to Moyen to show as a fail unchecked. */
const NEAR_AVERAGE = 40;
/** Below this coverage an answer is far from every key idea. */
const FAR_FROM_IDEAS = 0.2;
/** A negation read as contradicting an answer that otherwise covers this much is doubtful. */
const COVERED_DESPITE_NEGATION = 0.3;
/**
 * Share of an answer's words that meet the model answer or the question from which a negation
 * read as a contradiction is doubtful: the answer speaks the model answer's language throughout,
 * and the negation may well bear on another subject than the idea it seems to deny.
 */
const ON_TOPIC_DESPITE_NEGATION = 0.6;

export function needsReview({ score, result, ownWords, questionWords, negation, keywordList }: ReviewFacts): boolean {
  if (keywordList || scoreBand(score) !== 'poor') return false;
  const { coverage, contradiction } = result;
  // A negation turned one of its ideas around, yet the answer covers much of the rest.
  if (negation && contradiction > 0 && coverage >= COVERED_DESPITE_NEGATION) return true;
  if (negation && contradiction > 0 && ownWords >= REASONABLE_LENGTH && result.relevance >= ON_TOPIC_DESPITE_NEGATION) return true;
  if (contradiction > 0) return false;
  // A poor score within a few points of Moyen, from words alone: the band itself is in doubt.
  if (score >= NEAR_AVERAGE) return true;
  // Says something of some length, but in words the evaluator does not link to the model answer.
  if (ownWords >= REASONABLE_LENGTH) return true;
  // Far from every key idea while speaking of the question's subject, in a few words of its own.
  // Or in one word of its own that it links to nothing ("Un angle plat"): it cannot tell.
  const unknownWord = ownWords === 1 && result.sharedWords === 0;
  return coverage < FAR_FROM_IDEAS && questionWords > 0 && (ownWords >= 2 || unknownWord);
}

/** Band edges a score may fall either side of. */
const EDGES = [50, 70, 90];
const FLAGGED_CONFIDENCE = 0.3;

/**
 * How sure the evaluator is of its band, 0–1: low when it asks for review, otherwise higher
 * the farther the score is from the edge of its band.
 */
export function confidenceOf(score: number, flagged: boolean): number {
  if (flagged) return FLAGGED_CONFIDENCE;
  const distance = Math.min(...EDGES.map((edge) => Math.abs(score - edge)));
  return Math.round((0.6 + 0.4 * Math.min(1, distance / 10)) * 100) / 100;
}
