import { parseAcceptedIdeas } from '@ciar/shared/accepted-ideas';
import { describe, expect, it } from 'vitest';
import { evaluateInFrench } from './french-evaluator';
import { learnedIdea } from './learn';

const METAPHOR = {
  question: 'Qu’est-ce qu’une métaphore ?',
  proposition: 'Une figure de style qui compare deux éléments sans utiliser d’outil de comparaison comme « comme » ou « tel que ».',
};

describe('what a teacher’s higher grade teaches the evaluator', () => {
  it('takes the answer’s words that met nothing of the model answer, and scores their next use higher', () => {
    const line = learnedIdea({ ...METAPHOR, answer: 'Une image qui assimile une chose à une autre directement' });
    expect(line).not.toBeNull();
    expect(line).toContain('assimile');
    expect(line).toContain('directement');
    // Words of the question and of the model answer are not learned.
    expect(line).not.toMatch(/métaphore|compare|figure/i);
    const later = { ...METAPHOR, answer: 'Elle assimile directement une chose à une autre, c’est une image.' };
    expect(evaluateInFrench({ ...later, acceptedIdeas: parseAcceptedIdeas(line) }).score).toBeGreaterThan(evaluateInFrench(later).score);
  });

  it('learns nothing from an answer whose every idea the evaluator already found, or with no new word', () => {
    expect(learnedIdea({ ...METAPHOR, answer: 'Une figure de style qui compare deux éléments sans outil de comparaison.' })).toBeNull();
    expect(learnedIdea({ ...METAPHOR, answer: 'Une figure de style.' })).toBeNull();
  });

  it('does not learn again what an accepted idea already gives', () => {
    const answer = 'Une image qui assimile une chose à une autre directement';
    const first = learnedIdea({ ...METAPHOR, answer });
    const again = learnedIdea({ ...METAPHOR, answer, acceptedIdeas: parseAcceptedIdeas(first) });
    expect(again === null || !again.includes('assimile')).toBe(true);
  });
});
