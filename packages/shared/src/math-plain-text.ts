/**
 * LaTeX maths read as plain text, for what reads words rather than formulas (the built-in
 * open-answer evaluator): `$v = \frac{d}{t}$` becomes `v = d/t`, so that `frac` or a brace
 * is never taken for a word of the model answer.
 */
import { splitMath } from './math';

/** Commands whose meaning is one symbol; any other command is dropped, its arguments kept. */
const SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  omega: 'ω',
  Omega: 'Ω',
  rightarrow: '→',
  to: '→',
  sqrt: '√',
  degree: '°',
  circ: '°',
  percent: '%',
};

/** One formula as text: fractions as a/b, known symbols as themselves, other commands dropped. */
export function latexAsText(latex: string): string {
  let text = latex;
  // Innermost fractions first, so that nested ones unfold too.
  const fraction = /\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/;
  for (let match = fraction.exec(text); match; match = fraction.exec(text)) {
    text = text.replace(match[0], `(${match[1] ?? ''})/(${match[2] ?? ''})`);
  }
  text = text
    .replace(/\((\w+)\)\/\((\w+)\)/g, '$1/$2')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => (SYMBOLS[name] !== undefined ? ` ${SYMBOLS[name]} ` : ' '))
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([{}$%&_#])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ');
  return text.trim();
}

/** The text with each formula replaced by its plain-text reading; the rest kept as written. */
export function mathAsPlainText(text: string): string {
  return splitMath(text)
    .map((segment) => (segment.kind === 'math' ? latexAsText(segment.value) : segment.value))
    .join('');
}
