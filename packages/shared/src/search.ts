/**
 * What a typed search is compared with, everywhere the product searches (a question's answers,
 * the question bank, the teacher's sessions): lower case, without accents or other marks, and
 * with French ligatures spelt out, so that « eleve » finds « Élève » and « oeuvre » « Œuvre ».
 */

/** The ligatures spelt out, also by a database that must fold its text the same way. */
export const SEARCH_LIGATURES: ReadonlyArray<readonly [string, string]> = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

export function foldForSearch(text: string): string {
  let folded = text;
  for (const [ligature, plain] of SEARCH_LIGATURES) folded = folded.split(ligature).join(plain);
  return folded.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** A search's words, folded: what each searched text must all contain. */
export function searchWords(search: string | undefined): string[] {
  return search ? foldForSearch(search).split(/[^\p{L}\p{N}]+/u).filter(Boolean) : [];
}
