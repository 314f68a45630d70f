import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords } from './search';

describe('search folding', () => {
  it('folds accents, case and French ligatures, and splits a search into words', () => {
    expect(foldForSearch('Élève ÇA Évaporation')).toBe('eleve ca evaporation');
    expect(foldForSearch('Œuvres de Molière, cœur et ex æquo')).toBe('oeuvres de moliere, coeur et ex aequo');
    expect(searchWords('  L’ÉVAPORATION, de l’eau ! ')).toEqual(['l', 'evaporation', 'de', 'l', 'eau']);
    expect(searchWords('Œuvre')).toEqual(['oeuvre']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
