import { describe, expect, it } from 'vitest';
import { confidenceOf, needsReview, type ReviewFacts } from './review';

const facts = (over: Partial<ReviewFacts> & { coverage?: number; contradiction?: number } = {}): ReviewFacts => {
  const { coverage = 0.1, contradiction = 0, ...rest } = over;
  return { score: 20, result: { coverage, contradiction, relevance: 0.5 }, ownWords: 2, questionWords: 0, negation: false, keywordList: false, ...rest };
};

describe('when the built-in evaluator asks the teacher', () => {
  it('flags a poor score given to an answer of some length that contradicts nothing', () => {
    expect(needsReview(facts({ ownWords: 5 }))).toBe(true);
    expect(needsReview(facts({ ownWords: 2 }))).toBe(false);
  });

  it('flags a poor score close to Moyen', () => {
    expect(needsReview(facts({ score: 45 }))).toBe(true);
    expect(needsReview(facts({ score: 45, contradiction: 0.3 }))).toBe(false);
  });

  it('flags a negation read as a contradiction in an answer that covers much of the rest', () => {
    expect(needsReview(facts({ negation: true, contradiction: 0.3, coverage: 0.5, ownWords: 6 }))).toBe(true);
    expect(needsReview(facts({ negation: false, contradiction: 0.3, coverage: 0.5, ownWords: 6 }))).toBe(false);
  });

  it('flags a negation read as a contradiction in a long answer that speaks the model answer’s words throughout', () => {
    const onTopic = { negation: true, contradiction: 0.6, coverage: 0.25, ownWords: 8 };
    expect(needsReview(facts({ ...onTopic, result: { coverage: 0.25, contradiction: 0.6, relevance: 0.9 } }))).toBe(true);
    expect(needsReview(facts({ ...onTopic, result: { coverage: 0.25, contradiction: 0.6, relevance: 0.3 } }))).toBe(false);
    expect(needsReview(facts({ ...onTopic, ownWords: 2, result: { coverage: 0.25, contradiction: 0.6, relevance: 0.9 } }))).toBe(false);
  });

  it('flags an answer far from every key idea that speaks of the question’s subject', () => {
    expect(needsReview(facts({ questionWords: 1, ownWords: 2, coverage: 0.05 }))).toBe(true);
    expect(needsReview(facts({ questionWords: 0, ownWords: 2, coverage: 0.05 }))).toBe(false);
    // One word of its own, linked to nothing: the evaluator cannot tell; linked to the model answer, it can.
    expect(needsReview(facts({ questionWords: 1, ownWords: 1, result: { coverage: 0.05, contradiction: 0, relevance: 0.5, sharedWords: 0 } }))).toBe(true);
    expect(needsReview(facts({ questionWords: 1, ownWords: 1, result: { coverage: 0.05, contradiction: 0, relevance: 0.5, sharedWords: 1 } }))).toBe(false);
  });

  it('never flags a bare list of keywords, nor a score that is not a fail', () => {
    expect(needsReview(facts({ ownWords: 6, keywordList: true }))).toBe(false);
    expect(needsReview(facts({ ownWords: 6, score: 55 }))).toBe(false);
  });

  it('is least sure of a flagged score, and surer the farther a score is from the edge of its band', () => {
    expect(confidenceOf(20, true)).toBeLessThan(confidenceOf(69, false));
    expect(confidenceOf(69, false)).toBeLessThan(confidenceOf(80, false));
    expect(confidenceOf(80, false)).toBe(1);
  });
});
