import { describe, expect, it } from 'vitest';
import { ACCEPTED_IDEAS_MAX, acceptedIdeaLine, parseAcceptedIdeas, withAcceptedIdea } from './accepted-ideas';

describe('accepted ideas of an open question', () => {
  it('reads one idea per line, alternatives separated by a slash, blanks dropped', () => {
    expect(parseAcceptedIdeas('compare / assimile /  rapproche \n\n  / \r\nsans outil de comparaison/directement')).toEqual([
      ['compare', 'assimile', 'rapproche'],
      ['sans outil de comparaison', 'directement'],
    ]);
    expect(parseAcceptedIdeas('')).toEqual([]);
    expect(parseAcceptedIdeas(null)).toEqual([]);
  });

  it('writes an idea back as a line that reads the same', () => {
    const line = acceptedIdeaLine(['compare deux éléments', ' assimile ', '']);
    expect(line).toBe('compare deux éléments / assimile');
    expect(parseAcceptedIdeas(line)).toEqual([['compare deux éléments', 'assimile']]);
  });

  it('adds a line at the end, never twice, never beyond the limit', () => {
    expect(withAcceptedIdea('', 'a / b')).toBe('a / b');
    expect(withAcceptedIdea('a / b\n', 'c / d')).toBe('a / b\nc / d');
    expect(withAcceptedIdea('A / b', 'a /  b')).toBeNull();
    expect(withAcceptedIdea('x', '  ')).toBeNull();
    expect(withAcceptedIdea('x'.repeat(ACCEPTED_IDEAS_MAX - 2), 'a / b')).toBeNull();
  });
});
