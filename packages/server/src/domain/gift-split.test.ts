import { describe, expect, it } from 'vitest';
import { hasAnswerBlock, splitGift } from './gift-split';

describe('splitGift', () => {
  it('cuts at blank lines, drops comments and categories, and keeps each question’s first line', () => {
    const blocks = splitGift('// titre\n$CATEGORY: a/b\n\nUn {T}\n\n\n::Deux::\nsur deux lignes {F}\n// fin');
    expect(blocks.map(({ text, line }) => ({ text, line }))).toEqual([
      { text: 'Un {T}', line: 4 },
      { text: '::Deux::\nsur deux lignes {F}', line: 7 },
    ]);
  });

  it('keeps a blank line inside braces within the question, and ignores escaped braces', () => {
    expect(splitGift('Q \\{ {\n=a\n\n~b\n}\n\nR {T}').map((b) => b.text)).toEqual(['Q \\{ {\n=a\n~b\n}', 'R {T}']);
  });

  it('ends a question whose braces never close at its own blank line, so the next ones stay whole', () => {
    expect(splitGift('A {=a ~b\n\nB {T}\n\nC {=c ~d}').map((b) => b.text)).toEqual(['A {=a ~b', 'B {T}', 'C {=c ~d}']);
    // Thousands of unclosed blocks: each is its own question (one pass, no rescanning).
    const hostile = Array.from({ length: 20_000 }, () => '{').join('\n\n');
    expect(splitGift(hostile)).toHaveLength(20_000);
  });

  it('finds an answer block only in an unescaped brace', () => {
    expect(hasAnswerBlock('Texte \\{ seul')).toBe(false);
    expect(hasAnswerBlock('Texte \\\\{T}')).toBe(true);
  });
});
