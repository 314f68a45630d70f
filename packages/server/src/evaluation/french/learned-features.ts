/**
 * The evaluator's own signals about an answer, as numbers, for a small learned combination
 * (decision 158). Each lies roughly in 0–1: what the reading found, not any word of any set.
 */
import type { AnswerReading } from './french-evaluator';

export const FEATURE_NAMES = [
  /** The hand-written score (decisions 154 and 156), 0–1. */
  'hand',
  /** Credit over the key ideas, 0–1. */
  'coverage',
  /** Share of the model answer contradicted. */
  'contradiction',
  /** Share of the answer's words that meet the model answer or the question. */
  'relevance',
  /** Share of the ideas' weight found (coverage ≥ 0.6). */
  'found',
  /** Coverage of the best covered idea. */
  'bestIdea',
  /** Distinct own words meeting the model answer, out of 6. */
  'shared',
  /** Own words, log scale (1 word 0.3, 4 words 0.7, 9 words 1). */
  'length',
  /** Content words of the answer per content word of the model answer, at most 2. */
  'lengthRatio',
  /** Share of the answer's content words that repeat the question. */
  'questionShare',
  /** Share of the answer's own words meeting the model answer as written or in its family. */
  'strongShare',
  /** Share of the answer's own words meeting it only through a synonym or the thesaurus. */
  'looseShare',
  /** The answer negates something. */
  'negation',
  /** A bare list of keywords. */
  'keywordList',
  /** The model answer's numbers the answer gives, minus those it gives that the model answer lacks, −1–1. */
  'numbers',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/** A link at least this strong is the teacher's word or its family; below, a paraphrase. */
const STRONG_LINK = 0.95;
const SHARED_SCALE = 6;
const LENGTH_SCALE = Math.log(10);
const MAX_LENGTH_RATIO = 2;

function share(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

function numbersOf(words: readonly { isNumber: boolean; folded: string }[]): Set<string> {
  return new Set(words.filter((word) => word.isNumber).map((word) => word.folded));
}

/** Numbers: +share of the model answer's given, −share of the answer's own not in it. */
function numberAgreement(reading: AnswerReading): number {
  const expected = numbersOf(reading.propositionWords);
  const given = numbersOf(reading.answerWords);
  if (expected.size === 0 || given.size === 0) return 0;
  const met = [...given].filter((number) => expected.has(number)).length;
  return share(met, expected.size) - share(given.size - met, given.size);
}

export function featuresOf(reading: AnswerReading, handScore: number): Features {
  const { result, answerWords, propositionWords, echoes, ownWords } = reading;
  const totalWeight = result.ideas.reduce((sum, idea) => sum + idea.idea.weight, 0);
  const foundWeight = result.ideas.filter((idea) => idea.status === 'found').reduce((sum, idea) => sum + idea.idea.weight, 0);
  const own = answerWords.filter((word) => !echoes.has(word.position));
  const strengths = own.map((word) => result.linked?.get(word.position) ?? 0);
  return {
    hand: handScore / 100,
    coverage: result.coverage,
    contradiction: result.contradiction,
    relevance: result.relevance,
    found: share(foundWeight, totalWeight),
    bestIdea: Math.max(0, ...result.ideas.map((idea) => idea.coverage)),
    shared: Math.min(1, result.sharedWords / SHARED_SCALE),
    length: Math.min(1, Math.log(1 + ownWords) / LENGTH_SCALE),
    lengthRatio: Math.min(MAX_LENGTH_RATIO, share(answerWords.length, propositionWords.length)),
    questionShare: share(echoes.size, answerWords.length),
    strongShare: share(strengths.filter((value) => value >= STRONG_LINK).length, own.length),
    looseShare: share(strengths.filter((value) => value > 0 && value < STRONG_LINK).length, own.length),
    negation: reading.negation ? 1 : 0,
    keywordList: reading.keywordList ? 1 : 0,
    numbers: numberAgreement(reading),
  };
}

export function featureVector(features: Features, names: readonly FeatureName[] = FEATURE_NAMES): number[] {
  return names.map((name) => features[name]);
}
