import { parseAcceptedIdeas } from '@ciar/shared/accepted-ideas';
import { describe, expect, it } from 'vitest';
import { evaluateInFrench } from './french-evaluator';

const METAPHOR = {
  question: 'Qu’est-ce qu’une métaphore ?',
  proposition: 'Une figure de style qui compare deux éléments sans utiliser d’outil de comparaison comme « comme » ou « tel que ».',
};
const PARAPHRASE = 'Une image qui assimile une chose à une autre directement';

describe('« Idées et mots acceptés » in the built-in evaluator', () => {
  it('credits a wording the teacher accepts for an idea of the model answer', () => {
    const without = evaluateInFrench({ ...METAPHOR, answer: PARAPHRASE });
    const accepted = parseAcceptedIdeas('compare deux éléments / assimile / rapproche\nsans outil de comparaison / directement');
    const withIdeas = evaluateInFrench({ ...METAPHOR, answer: PARAPHRASE, acceptedIdeas: accepted });
    expect(without.score).toBeLessThan(70);
    expect(withIdeas.score).toBeGreaterThanOrEqual(90);
    expect(withIdeas.needsReview).toBe(false);
  });

  it('credits a line of new words to the idea the answer misses most', () => {
    const withIdeas = evaluateInFrench({ ...METAPHOR, answer: PARAPHRASE, acceptedIdeas: [['assimile directement']] });
    expect(withIdeas.score).toBeGreaterThanOrEqual(70);
  });

  it('gives nothing to an answer that shows none of them, nor when there are none', () => {
    const wrong = { ...METAPHOR, answer: 'Un mot qui rime avec un autre.' };
    const accepted = parseAcceptedIdeas('compare deux éléments / assimile\nassimile directement');
    expect(evaluateInFrench({ ...wrong, acceptedIdeas: accepted })).toEqual(evaluateInFrench(wrong));
    expect(evaluateInFrench({ ...METAPHOR, answer: PARAPHRASE, acceptedIdeas: [] })).toEqual(evaluateInFrench({ ...METAPHOR, answer: PARAPHRASE }));
  });

  it('never lowers the score of an answer that already covers the model answer', () => {
    const full = { ...METAPHOR, answer: 'Une figure de style qui compare deux éléments sans outil de comparaison.' };
    const before = evaluateInFrench(full).score;
    expect(evaluateInFrench({ ...full, acceptedIdeas: [['assimile directement'], ['sans comme']] }).score).toBeGreaterThanOrEqual(before);
  });
});
