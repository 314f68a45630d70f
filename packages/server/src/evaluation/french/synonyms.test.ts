import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { matchKind } from './match';
import { lexicalRelation } from './synonyms';

function relation(a: string, b: string) {
  const [wordA] = analyse(a).words;
  const [wordB] = analyse(b).words;
  if (wordA === undefined || wordB === undefined) throw new Error('no word');
  return lexicalRelation(wordA.stems, wordB.stems);
}

describe('the built-in lexicon', () => {
  it('joins the forms of one thing as a family', () => {
    expect(relation('pleut', 'pluie')).toBe('family');
    expect(relation('terrestre', 'Terre')).toBe('family');
    expect(relation('dioxygène', 'oxygène')).toBe('family');
  });

  it('reads multi-word terms as one word', () => {
    expect(relation('gaz carbonique', 'dioxyde de carbone')).toBe('family');
    expect(relation('CO2', 'dioxyde de carbone')).toBe('family');
    expect(analyse('le dioxyde de carbone').words.map((word) => word.folded)).toEqual(['le', 'dioxyde de carbone']);
  });

  it('knows paraphrases of school vocabulary', () => {
    expect(relation('rapide', 'vite')).toBe('synonym');
    expect(relation('fabriquer', 'produit')).toBe('synonym');
    expect(relation('cause', 'provoquer')).toBe('synonym');
    expect(relation('hausse', 'augmenter')).toBe('synonym');
    expect(relation('grand', 'important')).toBe('synonym');
  });

  it('relates nothing else', () => {
    expect(relation('rapide', 'pluie')).toBeNull();
    expect(relation('roi', 'Terre')).toBeNull();
  });
});

describe('matchKind', () => {
  const kind = (a: string, b: string) => {
    const [wordA] = analyse(a).words;
    const [wordB] = analyse(b).words;
    if (wordA === undefined || wordB === undefined) throw new Error('no word');
    return matchKind(wordA, wordB);
  };

  it('grades matches from the same word to a paraphrase', () => {
    expect(kind('plantes', 'plante')).toBe('same');
    expect(kind('divisible', 'diviseurs')).toBe('family');
    expect(kind('enzimes', 'enzymes')).toBe('spelling');
    expect(kind('vite', 'rapide')).toBe('synonym');
    expect(kind('lune', 'soleil')).toBeNull();
  });

  it('never matches opposites', () => {
    expect(kind('possible', 'impossible')).toBeNull();
  });
});
