/** French alphabetical order, for names and words the product lists: « Émile » between « Élodie » and « Eva », not after « Zoé ». */
const FRENCH = new Intl.Collator('fr');

export function compareInFrench(a: string, b: string): number {
  return FRENCH.compare(a, b);
}
