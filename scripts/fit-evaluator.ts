// Refits the learned combination of the French evaluator's signals (decision 158) on the
// training sets only — testdata/tuning-set.json and own-set.ts — choosing the features, the
// kind of model and its penalty by leave-one-question-out cross-validation, then writes the
// constants to packages/server/src/evaluation/french/learned-weights.ts.
// Run: node --import tsx scripts/fit-evaluator.ts [--write]
// The aside sets are never read here; the development set is only reported, as another check.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCORE_BANDS, scoreBand } from '../packages/shared/src/score-bands';
import type { LabelledAnswer } from '../packages/server/src/evaluation/french/agreement';
import { handScore, readAnswer } from '../packages/server/src/evaluation/french/french-evaluator';
import { readLabelledSet } from '../packages/server/src/evaluation/french/labelled-set';
import { FEATURE_NAMES, type FeatureName, featureVector, featuresOf } from '../packages/server/src/evaluation/french/learned-features';
import { fit, type ModelKind, type Sample } from '../packages/server/src/evaluation/french/learned-fit';
import { type LearnedScorer, learnedScore } from '../packages/server/src/evaluation/french/learned-score';
import { OWN_SET } from '../packages/server/src/evaluation/french/own-set';
import { needsReview } from '../packages/server/src/evaluation/french/review';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const TESTDATA = '../packages/server/src/evaluation/french/testdata/';
const TRAINING = [...readLabelledSet(here(`${TESTDATA}tuning-set.json`)), ...OWN_SET];
const DEV = readLabelledSet(here(`${TESTDATA}dev-set.json`));
const TARGET = here('../packages/server/src/evaluation/french/learned-weights.ts');

const FEATURE_SETS: Record<string, readonly FeatureName[]> = {
  hand: ['hand'],
  core: ['hand', 'coverage', 'contradiction', 'relevance'],
  ideas: ['hand', 'coverage', 'contradiction', 'relevance', 'found', 'bestIdea', 'shared', 'length'],
  all: FEATURE_NAMES,
  'all but hand': FEATURE_NAMES.filter((name) => name !== 'hand'),
};
const KINDS: readonly ModelKind[] = ['ridge', 'ordinal'];
const PENALTIES = [0.3, 1, 3, 10, 30, 100];

/** 0 Insuffisant … 3 Excellent. */
const rankOf = (band: string): number => SCORE_BANDS.length - 1 - SCORE_BANDS.indexOf(band as (typeof SCORE_BANDS)[number]);

interface Item {
  label: LabelledAnswer;
  reading: ReturnType<typeof readAnswer>;
  hand: number;
}

function itemsOf(set: readonly LabelledAnswer[]): Item[] {
  return set.map((label) => {
    const reading = readAnswer(label);
    return { label, reading, hand: handScore(reading) };
  });
}

/** The evaluator's verdict with a given score: the same review rules as french-evaluator.ts. */
function verdict(item: Item, score: number): { score: number; flagged: boolean } {
  const { reading } = item;
  if (reading.answerWords.length === 0) return { score: 0, flagged: /[\p{S}\p{N}]/u.test(item.label.answer) };
  const { result, ownWords, echoes, negation, keywordList } = reading;
  return { score, flagged: needsReview({ score, result, ownWords, questionWords: echoes.size, negation, keywordList }) };
}

interface Figures {
  exact: number;
  withinOne: number;
  goodShownAsPoor: number;
  flagged: number;
}

function figures(items: readonly Item[], scores: readonly number[]): Figures {
  let [exact, withinOne, goodShownAsPoor, flagged] = [0, 0, 0, 0];
  items.forEach((item, i) => {
    const { score, flagged: isFlagged } = verdict(item, scores[i]!);
    const got = rankOf(scoreBand(score));
    const want = rankOf(item.label.band);
    if (got === want) exact += 1;
    if (Math.abs(got - want) <= 1) withinOne += 1;
    if (isFlagged) flagged += 1;
    else if (got === 0 && want >= 2) goodShownAsPoor += 1;
  });
  const n = items.length;
  return { exact: exact / n, withinOne: withinOne / n, goodShownAsPoor, flagged: flagged / n };
}

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
const line = (f: Figures): string => `${percent(f.exact)} / ${percent(f.withinOne)} / ${f.goodShownAsPoor} / ${percent(f.flagged)}`;

const training = itemsOf(TRAINING);
const speaks = (item: Item): boolean => item.reading.answerWords.length > 0;
const sampleOf = (item: Item, names: readonly FeatureName[]): Sample => ({
  x: featureVector(featuresOf(item.reading, item.hand), names),
  rank: rankOf(item.label.band),
  group: item.label.question,
});

interface Config {
  featureSet: string;
  kind: ModelKind;
  penalty: number;
  ceilings: boolean;
}

const GRID: Config[] = Object.keys(FEATURE_SETS).flatMap((featureSet) =>
  KINDS.flatMap((kind) => PENALTIES.flatMap((penalty) => [false, true].map((ceilings) => ({ featureSet, kind, penalty, ceilings })))),
);
const namesOf = (config: Config): readonly FeatureName[] => FEATURE_SETS[config.featureSet]!;

function fitConfig(config: Config, items: readonly Item[]): LearnedScorer {
  const names = namesOf(config);
  const model = fit(config.kind, items.filter(speaks).map((item) => sampleOf(item, names)), config.penalty);
  return { features: names, model, ceilings: config.ceilings };
}

const scoreWith = (scorer: LearnedScorer, item: Item): number => (speaks(item) ? learnedScore(scorer, item.reading, item.hand) : 0);

/** Each item scored by the configuration fitted without its question. */
function crossValidatedScores(config: Config, items: readonly Item[]): number[] {
  const scores = new Array<number>(items.length).fill(0);
  for (const question of new Set(items.map((item) => item.label.question))) {
    const scorer = fitConfig(config, items.filter((item) => item.label.question !== question));
    items.forEach((item, i) => {
      if (item.label.question === question) scores[i] = scoreWith(scorer, item);
    });
  }
  return scores;
}

// Exact band plus within one band, among those that never show a good answer as a fail and flag at most one in four.
const merit = (f: Figures): number => (f.goodShownAsPoor === 0 && f.flagged <= 0.25 ? f.exact + f.withinOne : -1);

function select(items: readonly Item[], log: boolean): { config: Config; cv: Figures } {
  let best: { config: Config; cv: Figures } | null = null;
  for (const config of GRID) {
    const cv = figures(items, crossValidatedScores(config, items));
    if (log) console.info(`  ${config.featureSet.padEnd(12)} ${config.kind.padEnd(7)} λ=${String(config.penalty).padEnd(4)} ceilings=${config.ceilings ? 'yes' : 'no '}  ${line(cv)}`);
    if (best === null || merit(cv) > merit(best.cv) + 1e-9) best = { config, cv };
  }
  return best!;
}

console.info(`Training: ${training.length} answers to ${new Set(TRAINING.map((a) => a.question)).size} questions.`);
console.info(`Hand-written score on the training sets (in sample: it was tuned on them): ${line(figures(training, training.map((item) => item.hand)))}`);
console.info('Leave-one-question-out (exact / within one / good shown as fail / flagged):');
const best = select(training, true);
const describe = (c: Config): string => `${c.featureSet}, ${c.kind}, λ=${c.penalty}, ceilings ${c.ceilings ? 'kept' : 'dropped'}`;
console.info(`Chosen: ${describe(best.config)}: ${line(best.cv)}`);

if (process.argv.includes('--nested')) {
  // The whole procedure (choice included) judged on questions it never saw: an honest estimate.
  const scores = new Array<number>(training.length).fill(0);
  for (const question of new Set(training.map((item) => item.label.question))) {
    const rest = training.filter((item) => item.label.question !== question);
    const { config } = select(rest, false);
    const scorer = fitConfig(config, rest);
    console.info(`  without « ${question.slice(0, 50)} »: ${describe(config)}`);
    training.forEach((item, i) => {
      if (item.label.question === question) scores[i] = scoreWith(scorer, item);
    });
  }
  console.info(`Nested leave-one-question-out, choice included: ${line(figures(training, scores))}`);
}

const scorer = fitConfig(best.config, training);
const { model } = scorer;
console.info(`Refitted on all the training answers, in sample: ${line(figures(training, training.map((item) => scoreWith(scorer, item))))}`);
const dev = itemsOf(DEV);
console.info(`Development set, never fitted on: hand ${line(figures(dev, dev.map((item) => item.hand)))}; learned ${line(figures(dev, dev.map((item) => scoreWith(scorer, item))))}`);

const round = (value: number): number => Math.round(value * 1e6) / 1e6;
if (process.argv.includes('--write')) {
  writeFileSync(
    TARGET,
    `// Written by scripts/fit-evaluator.ts (decision 158) from tuning-set.json and own-set.ts; do not edit by hand.
// Chosen by leave-one-question-out cross-validation: ${describe(best.config)}, ${line(best.cv)}.
import type { LearnedScorer } from './learned-score';

export const LEARNED_SCORER: LearnedScorer = {
  features: ${JSON.stringify(scorer.features)},
  model: {
    weights: ${JSON.stringify(model.weights.map(round))},
    bias: ${round(model.bias)},
    thresholds: ${JSON.stringify(model.thresholds.map(round))},
  },
  ceilings: ${scorer.ceilings},
};
`,
  );
  console.info(`Written: ${TARGET}`);
}
