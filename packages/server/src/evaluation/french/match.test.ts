import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { acronymLinks, acronymSpans, isRepetition } from './match';

describe('acronyms', () => {
  it('finds the words an acronym stands for', () => {
    const text = analyse("Le complément d'objet direct suit le verbe.").words;
    const [cod] = analyse('COD').words;
    if (cod === undefined) throw new Error('no word');
    const spans = acronymSpans(cod, text);
    expect(spans.map((span) => span.map((position) => text[position]?.folded))).toEqual([['complement', 'objet', 'direct']]);
  });

  it('only reads words written in capitals as acronyms', () => {
    const [cod] = analyse('cod').words;
    if (cod === undefined) throw new Error('no word');
    expect(acronymSpans(cod, analyse("complément d'objet direct").words)).toEqual([]);
  });

  it('links both ways', () => {
    const short = analyse('Le COI a une préposition.').words;
    const long = analyse("Le complément d'objet indirect").words;
    expect(acronymLinks(long, short).size).toBe(3);
    expect(acronymLinks(short, long).get(1)).toHaveLength(3);
  });
});

describe('isRepetition', () => {
  it('is the same word, stem, root or spelling, not a paraphrase', () => {
    const word = (text: string) => {
      const [first] = analyse(text).words;
      if (first === undefined) throw new Error('no word');
      return first;
    };
    expect(isRepetition(word('saisons'), word('saison'))).toBe(true);
    expect(isRepetition(word('diviseurs'), word('divisible'))).toBe(true);
    expect(isRepetition(word('campagne'), word('rural'))).toBe(false);
  });
});
