import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { crossedIdeas, isComparisonQuestion } from './comparison';

describe('isComparisonQuestion', () => {
  it('recognises questions asking to tell terms apart', () => {
    expect(isComparisonQuestion(analyse('Quelle est la différence entre le COD et le COI ?'))).toBe(true);
    expect(isComparisonQuestion(analyse('Comment distinguer un mammifère d’un reptile ?'))).toBe(true);
    expect(isComparisonQuestion(analyse('Comparez la Ve et la IVe République.'))).toBe(true);
    expect(isComparisonQuestion(analyse('Pourquoi les saisons existent-elles ?'))).toBe(false);
  });
});

describe('crossedIdeas', () => {
  const terms = new Set([0, 1]);

  it('finds a clause that gives one term what belongs to the other', () => {
    // "Le périmètre (idea 0) c'est la surface (idea 1)"
    const crossed = crossedIdeas([
      { word: 1, clause: 0, idea: 0, echo: true },
      { word: 4, clause: 0, idea: 1, echo: false },
    ], terms);
    expect([...crossed]).toEqual([1]);
  });

  it('accepts a clause that also says what belongs to its term', () => {
    const crossed = crossedIdeas([
      { word: 1, clause: 0, idea: 0, echo: true },
      { word: 3, clause: 0, idea: 0, echo: false },
      { word: 4, clause: 0, idea: 1, echo: false },
    ], terms);
    expect(crossed.size).toBe(0);
  });

  it('ignores words the model answer says of both terms', () => {
    const crossed = crossedIdeas([
      { word: 1, clause: 0, idea: 0, echo: true },
      { word: 3, clause: 0, idea: 0, echo: false },
      { word: 3, clause: 0, idea: 1, echo: false },
      { word: 5, clause: 0, idea: 1, echo: false },
    ], terms);
    expect([...crossed]).toEqual([1]);
  });

  it('does not blame an idea that another clause gives to the right term', () => {
    const crossed = crossedIdeas([
      { word: 1, clause: 0, idea: 0, echo: true },
      { word: 4, clause: 0, idea: 1, echo: false },
      { word: 7, clause: 1, idea: 1, echo: true },
      { word: 9, clause: 1, idea: 1, echo: false },
    ], terms);
    expect(crossed.size).toBe(0);
  });
});
