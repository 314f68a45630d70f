import { describe, expect, it } from 'vitest';
import { containsMath, markdownForMath, splitMath } from './math';
import { latexAsText, mathAsPlainText } from './math-plain-text';

const maths = (text: string, markdown = false) =>
  splitMath(text, { markdown }).flatMap((segment) => (segment.kind === 'math' ? [[segment.value, segment.display] as const] : []));

describe('maths detection', () => {
  it('finds inline and display maths', () => {
    expect(maths('Combien vaut $\\frac{1}{2} + \\frac{1}{3}$ ?')).toEqual([['\\frac{1}{2} + \\frac{1}{3}', false]]);
    expect(maths('Calculez $$\\int_0^1 x\\,dx$$ puis $x^2$.')).toEqual([
      ['\\int_0^1 x\\,dx', true],
      ['x^2', false],
    ]);
    expect(maths('$$\n\\sqrt{2}\n$$')).toEqual([['\\sqrt{2}', true]]);
    expect(containsMath('Soit $x$ un réel')).toBe(true);
  });

  it('leaves dollars used as money as text', () => {
    expect(containsMath('Ce livre coûte 12 $ et l’autre 15 $')).toBe(false);
    expect(containsMath("Ce livre coûte 12 $ et l'autre 15 $")).toBe(false);
    expect(containsMath('de $5 à $10')).toBe(false);
    expect(containsMath('Il a payé 5$ puis 10$.')).toBe(false);
    expect(containsMath('Un seul $ ici')).toBe(false);
    expect(containsMath('$$ vide $')).toBe(false);
    expect(maths('Il paie 3 $ pour $x^2$')).toEqual([['x^2', false]]);
  });

  it('reads \\$ as a literal dollar', () => {
    expect(containsMath('Prix : \\$5 et \\$6')).toBe(false);
    expect(splitMath('Prix : \\$5 et \\$6')).toEqual([{ kind: 'text', value: 'Prix : $5 et $6' }]);
    expect(maths('$a \\$ b$')).toEqual([['a \\$ b', false]]);
  });

  it('does not run inline maths across a blank line', () => {
    expect(containsMath('$a\n\nb$')).toBe(false);
    expect(containsMath('$a\nb$')).toBe(true);
  });

  it('keeps invalid LaTeX as maths (the renderer shows its source with an error)', () => {
    expect(maths('Voici $\\frac{1}{$ !')).toEqual([['\\frac{1}{', false]]);
  });

  it('leaves Markdown code alone', () => {
    expect(containsMath('Tapez `$x$` pour une formule', { markdown: true })).toBe(false);
    expect(containsMath('```\necho $HOME $PATH\n```', { markdown: true })).toBe(false);
    expect(containsMath('```\ncode\n```\nOr $x$', { markdown: true })).toBe(true);
  });

  it('escapes for remark-math every dollar that is not a delimiter', () => {
    expect(markdownForMath('Ce livre coûte 12 $ et l’autre 15 $, soit $x$.')).toBe('Ce livre coûte 12 \\$ et l’autre 15 \\$, soit $x$.');
    expect(markdownForMath('Prix : \\$5')).toBe('Prix : \\$5');
    expect(markdownForMath('`$a$` et $$b$$')).toBe('`$a$` et $$b$$');
  });
});

describe('maths as plain text', () => {
  it('reads formulas as words and symbols', () => {
    expect(latexAsText('\\frac{1}{2} + \\frac{1}{3}')).toBe('1/2 + 1/3');
    expect(latexAsText('v = \\frac{d}{t}')).toBe('v = d/t');
    expect(latexAsText('a \\times b \\leq \\pi')).toBe('a × b ≤ π');
    expect(mathAsPlainText('La vitesse est $v = \\frac{d}{t}$, coût 3 $')).toBe('La vitesse est v = d/t, coût 3 $');
  });
});
