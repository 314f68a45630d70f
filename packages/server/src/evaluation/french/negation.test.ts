import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { areAntonyms } from './negation';

/** The content words of a text that are under a negation. */
function negated(text: string): string[] {
  return analyse(text)
    .words.filter((word) => word.content && word.negated)
    .map((word) => word.folded);
}

function opposite(a: string, b: string): boolean {
  const [wordA] = analyse(a).words;
  const [wordB] = analyse(b).words;
  if (wordA === undefined || wordB === undefined) throw new Error('no word');
  return areAntonyms(wordA, wordB);
}

describe('negation scopes', () => {
  it('finds ne … pas / jamais / plus / rien / aucun / guère', () => {
    expect(negated("La Lune ne produit pas de lumière.")).toEqual(['produit', 'lumiere']);
    expect(negated("Il ne s'accorde jamais avec le sujet.")).toEqual(['accorde', 'sujet']);
    expect(negated("Le roi n'avait plus d'argent.")).toEqual(['argent']);
    expect(negated("Elle n'a guère de réserves.")).toEqual(['reserves']);
    expect(negated("Il n'y a aucune pluie.")).toEqual(['pluie']);
  });

  it('does not take ne … que for a negation', () => {
    expect(negated('Il ne se divise que par 1 et par lui-même.')).toEqual([]);
  });

  it('reads sans, non and spoken French without ne', () => {
    expect(negated('Le COD se construit sans préposition.')).toEqual(['preposition']);
    expect(negated('Un nombre non divisible.')).toEqual(['divisible']);
    expect(negated('Le cœur pompe pas le sang.')).toEqual(['pompe', 'sang']);
  });

  it('stops at the end of the clause', () => {
    expect(negated("Il ne pleut pas et il fait froid.")).toEqual(['pleut']);
    expect(negated("Elle n'est pas chaude, la lumière éclaire.")).toEqual(['chaude']);
  });

  it('denies a whole clause whose negated part is a pronoun', () => {
    expect(negated("Le COI n'en a pas.")).toEqual(['coi']);
  });

  it('reads words of lack as negating what they name', () => {
    expect(negated("Un manque d'eau.")).toEqual(['eau']);
    expect(negated('Une crise financière.')).toEqual(['financiere']);
  });

  it('records the head of the scope, the first word denied', () => {
    const words = analyse('La Lune ne produit pas de lumière.').words;
    const produit = words.find((word) => word.folded === 'produit');
    const lumiere = words.find((word) => word.folded === 'lumiere');
    expect(lumiere?.negationHead).toBe(produit?.position);
    expect(produit?.negationHead).toBe(produit?.position);
  });
});

describe('antonyms', () => {
  it('knows common opposites in any of their forms', () => {
    expect(opposite('augmente', 'diminution')).toBe(true);
    expect(opposite('chaud', 'froid')).toBe(true);
    expect(opposite('absorbent', 'libérant')).toBe(true);
    expect(opposite('avant', 'après')).toBe(true);
    expect(opposite('vrai', 'faux')).toBe(true);
  });

  it('knows opposites made with a negative prefix', () => {
    expect(opposite('possible', 'impossible')).toBe(true);
    expect(opposite('direct', 'indirect')).toBe(true);
    expect(opposite('visible', 'invisible')).toBe(true);
  });

  it('does not take look-alikes or related words for opposites', () => {
    expect(opposite('informer', 'former')).toBe(false);
    expect(opposite('chaud', 'chaleur')).toBe(false);
    expect(opposite('augmente', 'croissance')).toBe(false);
  });
});
