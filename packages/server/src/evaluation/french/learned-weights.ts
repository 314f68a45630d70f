// Written by scripts/fit-evaluator.ts (decision 158) from tuning-set.json and own-set.ts; do not edit by hand.
// Chosen by leave-one-question-out cross-validation: ideas, ordinal, λ = 30, 77.5 % / 95.1 % / 0 / 12.0 %.
import type { LearnedScorer } from './learned-score';

export const LEARNED_SCORER: LearnedScorer = {
  features: ["hand","coverage","contradiction","relevance","found","bestIdea","shared","length"],
  model: {
    weights: [1.413406,1.615022,-1.730441,0.153831,0.675801,0.901014,1.274958,1.942244],
    bias: -4.152636,
    thresholds: [-1.556913,0.215248,2.195729],
  },
  ceilings: true,
};
