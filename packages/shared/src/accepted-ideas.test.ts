import { describe, expect, it } from 'vitest';
import { ACCEPTED_IDEAS_MAX, acceptedIdeaLine, mergeAcceptedIdeas, parseAcceptedIdeas, withAcceptedIdea } from './accepted-ideas';

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

  describe('a form save merged with the lines learned while the form was open', () => {
    const base = 'assimile / rapproche\ndirectement';

    it('keeps a line learned after the form loaded, after the teacher’s text', () => {
      expect(mergeAcceptedIdeas(base, 'assimile / rapproche\ndirectement\nidentifie', `${base}\nimage forte`)).toBe(
        'assimile / rapproche\ndirectement\nidentifie\nimage forte',
      );
    });

    it('keeps deleted the lines the teacher deleted or rewrote in the form', () => {
      expect(mergeAcceptedIdeas(base, 'assimile / rapproche / identifie', `${base}\nimage forte`)).toBe('assimile / rapproche / identifie\nimage forte');
      expect(mergeAcceptedIdeas(base, '', base)).toBe('');
    });

    it('never repeats a learned line the teacher also typed, whatever its case or spacing', () => {
      expect(mergeAcceptedIdeas(base, `${base}\nImage   forte`, `${base}\nimage forte`)).toBe(`${base}\nImage   forte`);
      expect(mergeAcceptedIdeas('', 'a', 'b\n b \nB')).toBe('a\nb');
    });

    it('is the form’s text when nothing was learned meanwhile', () => {
      expect(mergeAcceptedIdeas(base, ' autre idée \n', base)).toBe('autre idée');
      expect(mergeAcceptedIdeas('', '', '')).toBe('');
    });
  });
});
