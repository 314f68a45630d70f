import { describe, expect, it } from 'vitest';
import type { CoverageResult } from './coverage';
import { coverageScore, finalScore } from './score';

function result(overrides: Partial<CoverageResult>): CoverageResult {
  return { ideas: [], coverage: 0.5, contradiction: 0, relevance: 1, sharedWords: 5, ...overrides };
}

const factors = { keywordList: false, ownWords: 5, ideaCount: 3 };

describe('coverageScore', () => {
  it('grows with coverage, from 0 to 100', () => {
    const scores = [0, 0.1, 0.2, 0.4, 0.6, 0.8, 1].map(coverageScore);
    expect(scores[0]).toBe(0);
    expect(scores.at(-1)).toBe(100);
    scores.slice(1).forEach((score, i) => expect(score).toBeGreaterThan(scores[i] ?? 0));
  });

  it('follows the teacher’s bands: part of the ideas is Moyen, most is Bon, nearly all Excellent', () => {
    expect(coverageScore(0.2)).toBeGreaterThanOrEqual(50);
    expect(coverageScore(0.5)).toBeGreaterThanOrEqual(70);
    expect(coverageScore(0.7)).toBeGreaterThanOrEqual(90);
  });
});

describe('finalScore', () => {
  it('is an integer between 0 and 100', () => {
    const score = finalScore({ result: result({ coverage: 0.333 }), ...factors });
    expect(Number.isInteger(score)).toBe(true);
  });

  it('takes points off for words unrelated to the model answer when little is covered', () => {
    const relevant = finalScore({ result: result({ coverage: 0.25 }), ...factors });
    const unrelated = finalScore({ result: result({ coverage: 0.25, relevance: 0.3 }), ...factors });
    expect(unrelated).toBeLessThan(relevant);
    expect(finalScore({ result: result({ coverage: 0.9, relevance: 0.5 }), ...factors })).toBe(finalScore({ result: result({ coverage: 0.9 }), ...factors }));
  });

  it('sinks an answer that contradicts as much as it gets right', () => {
    expect(finalScore({ result: result({ coverage: 0.3, contradiction: 0.3 }), ...factors })).toBeLessThan(50);
    expect(finalScore({ result: result({ coverage: 0.8, contradiction: 0.1 }), ...factors })).toBeLessThan(finalScore({ result: result({ coverage: 0.8 }), ...factors }));
  });

  it('does not make one word in common an idea', () => {
    expect(finalScore({ result: result({ coverage: 0.3, sharedWords: 1 }), ...factors })).toBeLessThan(50);
    expect(finalScore({ result: result({ coverage: 0.3, sharedWords: 2 }), ...factors })).toBeGreaterThanOrEqual(50);
  });

  it('caps a keyword list and a one-word answer', () => {
    expect(finalScore({ result: result({ coverage: 0.9 }), ...factors, keywordList: true })).toBeLessThan(50);
    expect(finalScore({ result: result({ coverage: 0.9 }), ...factors, ownWords: 1 })).toBeLessThan(70);
    expect(finalScore({ result: result({ coverage: 0.9 }), ...factors, ownWords: 1, ideaCount: 1 })).toBeGreaterThanOrEqual(90);
  });
});
