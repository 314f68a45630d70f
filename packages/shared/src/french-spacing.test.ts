import { describe, expect, it } from 'vitest';
import { frenchSpacing } from './french-spacing';

describe('frenchSpacing', () => {
  it('makes the spaces before ? ! : ; » and after « unbreakable, one space however many were typed', () => {
    expect(frenchSpacing('Quelle est la capitale de la France ?')).toBe('Quelle est la capitale de la France\u00a0?');
    expect(frenchSpacing('Attention ! Définition : un mot ; un autre')).toBe('Attention\u00a0! Définition\u00a0: un mot\u00a0; un autre');
    expect(frenchSpacing('Il a dit «  bonjour  »')).toBe('Il a dit «\u00a0bonjour\u00a0»');
    expect(frenchSpacing('Vrai\t?')).toBe('Vrai\u00a0?');
  });

  it('leaves alone what has no space to keep: times, addresses, English punctuation', () => {
    for (const text of ['À 10:30', 'https://ecole.fr/cours?page=2', 'Ready? Go!', 'Déjà\u00a0?', '']) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });
});
