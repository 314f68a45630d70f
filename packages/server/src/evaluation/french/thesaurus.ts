/**
 * The French thesaurus (Debian mythes-fr, LibreOffice's; LGPL-2.1+, see thesaurus/NOTICE.md),
 * reduced by scripts/build-thesaurus.mjs to mutual pairs with ASCII-folded keys. It is
 * consulted after the evaluator's own lexicon, as a weaker link: it knows far more words,
 * but loosely ("image" and "comparaison" are listed together).
 */
import data from './thesaurus/thesaurus-fr.json' with { type: 'json' };
import { memoise } from './memo';

/** Each entry's first word → the words it lists (each alphabetically after it); built on first use. */
let heads: Map<string, readonly string[]> | null = null;

/** Builds the index now (a few hundred milliseconds) rather than during the first answer. */
export function loadThesaurus(): void {
  headIndex();
}

function headIndex(): Map<string, readonly string[]> {
  if (heads) return heads;
  heads = new Map();
  for (const entry of data.entries) {
    const separator = entry.indexOf('|');
    heads.set(entry.slice(0, separator), entry.slice(separator + 1).split('|'));
  }
  return heads;
}

/**
 * A word is looked up as written and without its plural and feminine endings ("penchées" finds
 * "penché"). Not by its stem: "livres" and "livrer" share one, and the thesaurus would then
 * pair books with producing.
 */
const keysOf = memoise((folded: string): readonly string[] => {
  const keys = new Set([folded]);
  const singular = folded.length > 3 ? folded.replace(/[sx]$/, '') : folded;
  keys.add(singular);
  if (singular.length > 3 && singular.endsWith('e')) keys.add(singular.slice(0, -1));
  return [...keys];
}, 4096);

/** Whether the thesaurus pairs these two folded words (as written, or without plural and feminine endings). */
export function inThesaurus(a: string, b: string): boolean {
  if (a === b) return false;
  const index = headIndex();
  const keysA = keysOf(a);
  const keysB = keysOf(b);
  // Each pair is listed once, under the word that sorts first.
  return keysA.some((ka) => keysB.some((kb) => (ka < kb ? index.get(ka)?.includes(kb) : index.get(kb)?.includes(ka)) === true));
}
