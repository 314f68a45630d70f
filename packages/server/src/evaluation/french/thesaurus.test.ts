import { describe, expect, it } from 'vitest';
import data from './thesaurus/thesaurus-fr.json' with { type: 'json' };
import { inThesaurus } from './thesaurus';

describe('the thesaurus derived from mythes-fr', () => {
  it('holds mutual pairs with ASCII-folded keys, each listed once', () => {
    expect(data.entries.length).toBeGreaterThan(10_000);
    for (const entry of data.entries.slice(0, 2_000)) {
      const [head, ...mates] = entry.split('|');
      expect(head).toMatch(/^[a-z]{3,}$/);
      for (const mate of mates) {
        expect(mate).toMatch(/^[a-z]{3,}$/);
        expect(mate > head!).toBe(true);
      }
    }
  });

  it('pairs synonyms both ways, through plural and feminine endings, and nothing with itself', () => {
    expect(inThesaurus('image', 'metaphore')).toBe(true);
    expect(inThesaurus('metaphore', 'image')).toBe(true);
    expect(inThesaurus('images', 'metaphores')).toBe(true);
    expect(inThesaurus('image', 'image')).toBe(false);
    expect(inThesaurus('image', 'glucose')).toBe(false);
  });

  it('finds a regular verb it does not know as written by its infinitive, and only then', () => {
    expect(inThesaurus('rapprochent', 'comparer')).toBe(true);
    expect(inThesaurus('comparent', 'rapprocher')).toBe(true);
    expect(inThesaurus('rapprochaient', 'comparer')).toBe(true);
    // « parent » is a word it knows: never read as « parer ».
    expect(inThesaurus('parent', 'arranger')).toBe(false);
  });

  it('does not pair words that only share a stem with a synonym (livres is not livrer)', () => {
    expect(inThesaurus('livres', 'produire')).toBe(false);
  });
});
