/**
 * Turns French text into tokens that can be compared: lowercase, accents folded, elisions
 * expanded, numbers in digits, punctuation kept only as clause boundaries.
 */

export type TokenKind = 'word' | 'number' | 'boundary';

export interface Token {
  /** As written, for feedback ("l'" for an elided article). */
  surface: string;
  /** Lowercase with accents kept: the stemmer needs them. */
  lower: string;
  /** Lowercase, accents folded, elision expanded: what matching compares. */
  folded: string;
  kind: TokenKind;
  /** Written in capitals (two letters or more): a possible acronym such as COD or ADN. */
  upper: boolean;
}

/** Elided forms and the word they stand for (l'eau → le eau). */
const ELISIONS: Record<string, string> = {
  l: 'le',
  d: 'de',
  qu: 'que',
  j: 'je',
  n: 'ne',
  s: 'se',
  c: 'ce',
  m: 'me',
  t: 'te',
  jusqu: 'jusque',
  lorsqu: 'lorsque',
  puisqu: 'puisque',
  quoiqu: 'quoique',
  quelqu: 'quelque',
};

/** Number words that mean the same as digits; "un"/"une" are left alone, they are mostly articles. */
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  six: '6',
  sept: '7',
  huit: '8',
  neuf: '9',
  dix: '10',
  onze: '11',
  douze: '12',
  treize: '13',
  quatorze: '14',
  quinze: '15',
  seize: '16',
  vingt: '20',
  trente: '30',
  quarante: '40',
  cinquante: '50',
  soixante: '60',
  cent: '100',
  mille: '1000',
};

// Numbers first, with their thousands groups (300 000 is one number, as 300000) and decimals
// (3,5 must not split a clause), then letter/digit runs (CO2, H2O), apostrophes, clause
// punctuation. Anything else (spaces, hyphens, markdown marks) separates.
const TOKEN_PATTERN =
  /(\p{N}{1,3}(?:[ \u00a0\u202f]\p{N}{3})+(?![\p{N}])(?:[.,]\p{N}+)?|\p{N}+(?:[.,]\p{N}+)+)|([\p{L}\p{N}]+)|(['’‘ʼ`´])|([.!?;:,()[\]{}«»"“”…=→⇒\n]|\s[-–—]\s)/gu;

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Lowercase with ligatures spelled out (cœur → coeur), so that both spellings compare equal. */
export function lowerCase(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

function wordToken(surface: string): Token {
  const lower = lowerCase(surface);
  const folded = foldAccents(lower);
  const number = NUMBER_WORDS[folded];
  if (/^\p{N}+$/u.test(folded) || number !== undefined) {
    return { surface, lower, folded: number ?? folded, kind: 'number', upper: false };
  }
  const letters = surface.replace(/\p{N}/gu, '');
  const upper = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return { surface, lower, folded, kind: 'word', upper };
}

/**
 * Model answers are markdown: list numbers, headings, quotes, links and emphasis are layout,
 * not words ("1." would otherwise be a key word of the first idea).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|(?:[-*+•]|\d+[.)])[ \t]+)/gm, '')
    .replace(/[*_`~]+/g, ' ');
}

/** Unit signs read as the words they stand for (180° is 180 degrés). */
const SIGNS: readonly (readonly [RegExp, string])[] = [
  [/°/g, ' degrés '],
  [/%/g, ' pour cent '],
];

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  const plain = SIGNS.reduce((current, [sign, words]) => current.replace(sign, words), plainText(text));
  for (const match of plain.matchAll(TOKEN_PATTERN)) {
    const [all, decimal, word, apostrophe, boundary] = match;
    if (decimal !== undefined) {
      const value = decimal.replace(/[ \u00a0\u202f]/g, '').replace(',', '.');
      tokens.push({ surface: decimal, lower: value, folded: value, kind: 'number', upper: false });
    } else if (word !== undefined) {
      tokens.push(wordToken(word));
    } else if (apostrophe !== undefined) {
      const previous = tokens.at(-1);
      const end = (match.index ?? 0) - 1;
      const glued = previous !== undefined && end >= 0 && !/\s/.test(plain[end] ?? ' ');
      const full = previous === undefined ? undefined : ELISIONS[previous.folded];
      if (glued && previous !== undefined && full !== undefined) {
        previous.surface += "'";
        previous.lower = full;
        previous.folded = full;
        previous.upper = false;
      }
    } else if (boundary !== undefined) {
      tokens.push({ surface: all.trim(), lower: all.trim(), folded: all.trim(), kind: 'boundary', upper: false });
    }
  }
  return tokens;
}
