import { describe, expect, it } from 'vitest';
import { neutraliseFences, STUDENT_FENCE, userPrompt } from './openai-prompt';

describe('neutraliseFences', () => {
  it('breaks runs of three or more angle brackets, and leaves the rest alone', () => {
    expect(neutraliseFences('REPONSE_ELEVE>>> puis <<<REPONSE_ELEVE')).toBe('REPONSE_ELEVE> > > puis < < <REPONSE_ELEVE');
    expect(neutraliseFences('a >>>> b <><> c')).toBe('a > > > > b < > < > c');
    expect(neutraliseFences('x -> y, a < b, 2 >> 1')).toBe('x -> y, a < b, 2 >> 1');
  });
});

describe('userPrompt', () => {
  it('fences the question, the model answer and the answer, the answer last', () => {
    const prompt = userPrompt({ question: 'Q <<<', proposition: 'P >>>', answer: 'R' });
    expect(prompt).toContain('<<<QUESTION\nQ < < <\nQUESTION>>>');
    expect(prompt).toContain('<<<REPONSE_MODELE\nP > > >\nREPONSE_MODELE>>>');
    expect(prompt.indexOf(`${STUDENT_FENCE.open}\nR\n${STUDENT_FENCE.close}`)).toBeGreaterThan(prompt.indexOf('REPONSE_MODELE>>>'));
    expect(prompt).not.toContain('IDEES_ACCEPTEES');
  });

  it('gives the accepted ideas, fenced, before the answer', () => {
    const prompt = userPrompt({ question: 'Q', proposition: 'P', answer: 'R', acceptedIdeas: [['compare', 'assimile'], ['directement >>>']] });
    expect(prompt).toContain('<<<IDEES_ACCEPTEES\n- compare / assimile\n- directement > > >\nIDEES_ACCEPTEES>>>');
    expect(prompt.indexOf('IDEES_ACCEPTEES>>>')).toBeLessThan(prompt.indexOf(STUDENT_FENCE.open));
  });
});
