import { describe, expect, it } from 'vitest';
import { cloudWords, contentWords } from './word-cloud';

describe('the words of a word cloud', () => {
  it('leaves out French stop words and keeps the content words', () => {
    expect([...contentWords('La plante utilise la lumière du soleil et de l’eau')]).toEqual(['plante', 'utilise', 'lumière', 'soleil', 'eau']);
  });

  it('splits elisions, with a straight or a curly apostrophe', () => {
    expect([...contentWords("l'oxygène, d’hydrogène et jusqu'aux étoiles")]).toEqual(['oxygène', 'hydrogène', 'étoiles']);
  });

  it('folds case but keeps accents', () => {
    expect([...contentWords('Côte CÔTE cote')]).toEqual(['côte', 'cote']);
  });

  it('keeps hyphenated words whole and drops lone numbers', () => {
    expect([...contentWords('Un arc-en-ciel après 3 averses')]).toEqual(['arc-en-ciel', 'averses']);
  });

  it('counts a student once per word, however often they write it', () => {
    const words = cloudWords([
      { studentId: 'a', text: 'Oxygène, oxygène et encore oxygène' },
      { studentId: 'b', text: "L'oxygène et le glucose" },
      { studentId: 'c', text: 'Du glucose' },
      { studentId: 'd', text: 'Oxygène' },
    ]);
    expect(words.slice(0, 2)).toEqual([
      { word: 'oxygène', count: 3 },
      { word: 'glucose', count: 2 },
    ]);
  });

  it('orders ties alphabetically and keeps at most the limit', () => {
    const answers = ['zèbre', 'abeille', 'écureuil', 'mouton'].map((text, i) => ({ studentId: String(i), text }));
    expect(cloudWords(answers, 3).map((w) => w.word)).toEqual(['abeille', 'écureuil', 'mouton']);
  });

  it('draws nothing from an answer that ran out of time or says nothing', () => {
    expect(cloudWords([{ studentId: 'a', text: '[Pas de réponse - Temps écoulé]' }, { studentId: 'b', text: 'Je ne sais pas' }])).toEqual([]);
  });
});
