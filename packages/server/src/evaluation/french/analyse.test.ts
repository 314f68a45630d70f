import { describe, expect, it } from 'vitest';
import { analyse, contentWords } from './analyse';

const content = (text: string): string[] => contentWords(analyse(text)).map((word) => word.folded);

describe('analyse', () => {
  it('keeps the words that carry meaning', () => {
    expect(content("C'est le processus par lequel les plantes utilisent la lumière.")).toEqual(['processus', 'plantes', 'utilisent', 'lumiere']);
  });

  it('keeps meaningful words that search-engine stop lists drop', () => {
    expect(content('Exactement deux diviseurs, le premier avant le dernier.')).toEqual(['exactement', '2', 'diviseurs', 'premier', 'avant', 'dernier']);
  });

  it('drops connective phrases', () => {
    expect(content('À cause de la pluie, grâce au soleil, par rapport à la mer, par exemple.')).toEqual(['pluie', 'soleil', 'mer']);
  });

  it('reads a stop word after a determiner as a noun', () => {
    expect(content('Le son va moins vite.')).toContain('son');
    expect(content('Son chien aboie.')).not.toContain('son');
    expect(content('Il fait chaud en été.')).toContain('ete');
  });

  it('cuts clauses at punctuation, coordination and relative pronouns', () => {
    const { words, clauseCount } = analyse("L'eau s'évapore, la vapeur monte et forme des nuages qui donnent la pluie.");
    expect(clauseCount).toBe(4);
    expect(words.find((word) => word.folded === 'nuages')?.clause).toBe(2);
  });

  it('keeps a parenthesis in the group of the clause it details', () => {
    const { words } = analyse('Une crise économique (mauvaises récoltes, prix élevé), des inégalités.');
    const group = (folded: string) => words.find((word) => word.folded === folded)?.group;
    expect(group('recoltes')).toBe(group('economique'));
    expect(group('prix')).toBe(group('economique'));
    expect(group('inegalites')).not.toBe(group('economique'));
  });

  it('marks degrees and the sides of a comparison', () => {
    const words = analyse('La lumière va plus vite que le son.').words;
    const find = (folded: string) => words.find((word) => word.folded === folded);
    expect(find('vite')?.degree).toBe(1);
    expect(find('lumiere')?.comparison).toBe(1);
    expect(find('son')?.comparison).toBe(-1);
    expect(find('lumiere')?.property?.folded).toBe('vite');
    expect(analyse('moins de lumière').words.at(-1)?.degree).toBe(-1);
    expect(analyse('plus ou moins de lumière').words.at(-1)?.degree).toBe(0);
  });
});
