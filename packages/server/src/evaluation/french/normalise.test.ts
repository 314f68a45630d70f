import { describe, expect, it } from 'vitest';
import { foldAccents, plainText, tokenise } from './normalise';

const folded = (text: string): string[] => tokenise(text).map((token) => token.folded);

describe('tokenise', () => {
  it('expands elisions written with either apostrophe', () => {
    expect(folded("l'eau d’abord qu'il n’est s'il c'est j'ai m'a t'a")).toEqual([
      'le', 'eau', 'de', 'abord', 'que', 'il', 'ne', 'est', 'se', 'il', 'ce', 'est', 'je', 'ai', 'me', 'a', 'te', 'a',
    ]);
    expect(folded("jusqu'à lorsqu'il puisqu’elle")).toEqual(['jusque', 'a', 'lorsque', 'il', 'puisque', 'elle']);
  });

  it('keeps the written form of an elided word for feedback', () => {
    expect(tokenise("l'eau")[0]).toMatchObject({ surface: "l'", folded: 'le' });
  });

  it('lowercases and folds accents and ligatures for matching', () => {
    expect(folded('Évaporation Cœur PRÉPOSITION ça')).toEqual(['evaporation', 'coeur', 'preposition', 'ca']);
    expect(foldAccents('àâäéèêëîïôöùûüç')).toBe('aaaeeeeiioouuuc');
  });

  it('turns punctuation into clause boundaries and drops the rest', () => {
    const kinds = tokenise('Oui, non ; (peut-être) : « fin » !').map((token) => token.kind);
    expect(kinds).toEqual(['word', 'boundary', 'word', 'boundary', 'boundary', 'word', 'word', 'boundary', 'boundary', 'boundary', 'word', 'boundary', 'boundary']);
  });

  it('writes numbers as digits and keeps decimals whole', () => {
    expect(folded('deux diviseurs, 3,5 km et dix')).toEqual(['2', 'diviseurs', ',', '3.5', 'km', 'et', '10']);
    expect(tokenise('deux')[0]?.kind).toBe('number');
  });

  it('reads a number written with thousands groups as one number', () => {
    expect(folded('300 000 km/s, 1\u202f000\u00a0000 et 2 500,5')).toEqual(['300000', 'km', 's', ',', '1000000', 'et', '2500.5']);
    expect(folded('de 2 à 300 fois')).toEqual(['de', '2', 'a', '300', 'fois']);
  });

  it('reads unit signs as their words', () => {
    expect(folded('180° et 20 %')).toEqual(['180', 'degres', 'et', '20', 'pour', '100']);
  });

  it('keeps chemical formulas and marks acronyms', () => {
    const [co2, cod, word] = tokenise('CO2 COD Terre');
    expect(co2?.folded).toBe('co2');
    expect(cod?.upper).toBe(true);
    expect(word?.upper).toBe(false);
  });

  it('drops markdown layout', () => {
    expect(plainText('1. un\n2) deux\n> cité\n### titre')).toBe('un\ndeux\ncité\ntitre');
  });

  it('reads markdown as plain text', () => {
    expect(folded('## Titre\n1. **Évaporation** de l’eau\n- [pluie](https://exemple.fr) et _neige_')).toEqual([
      'titre', '', 'evaporation', 'de', 'le', 'eau', '', 'pluie', 'et', 'neige',
    ]);
  });
});
