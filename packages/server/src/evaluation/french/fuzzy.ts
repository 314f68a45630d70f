import { memoise } from './memo';

/**
 * Tolerance of spelling mistakes: an edit distance scaled to the word's length, and a rough
 * French phonetic key for mistakes that sound right (fotosynthèse, oxigène, boucou).
 */

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Mistakes allowed for a word of this length: none for short words, where one letter changes the word. */
export function spellingTolerance(length: number): number {
  if (length >= 9) return 2;
  if (length >= 6) return 1;
  return 0;
}

const PHONETIC_RULES: readonly (readonly [RegExp, string])[] = [
  [/ph/g, 'f'],
  [/qu|q/g, 'k'],
  [/c([eiy])/g, 's$1'],
  [/g([eiy])/g, 'j$1'],
  [/gu/g, 'g'],
  [/c/g, 'k'],
  [/y/g, 'i'],
  [/eau|au/g, 'o'],
  [/ai|ei/g, 'e'],
  [/(?<!c)h/g, ''],
  [/([a-z])\1+/g, '$1'],
  [/(er|ez|et)$/, 'e'],
  [/[stdxpe]+$/, ''],
];

/** How a folded word roughly sounds. */
export const phoneticKey: (folded: string) => string = memoise((folded) =>
  PHONETIC_RULES.reduce((word, [pattern, replacement]) => word.replace(pattern, replacement), folded),
);

const MIN_SOUND_ALIKE = 4;

/** Whether two different folded words are one word spelled two ways. */
export function isSpellingVariant(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < MIN_SOUND_ALIKE || /\d/.test(a) || /\d/.test(b)) return false;
  // Sound-alike spellings (sujé, avan, oxigène) are forgiven at any length; a changed letter
  // only in longer words, where it rarely makes another word (forme / force, cours / corps).
  if (phoneticKey(a) === phoneticKey(b)) return true;
  const tolerance = spellingTolerance(shorter);
  if (tolerance === 0 || a[0] !== b[0] || Math.abs(a.length - b.length) > tolerance) return false;
  return editDistance(a, b) <= tolerance;
}
