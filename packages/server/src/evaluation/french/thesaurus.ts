/**
 * The French thesaurus (Debian mythes-fr, LibreOffice's; LGPL-2.1+, see thesaurus/NOTICE.md),
 * reduced by scripts/build-thesaurus.mjs to mutual pairs with ASCII-folded keys. It is
 * consulted after the evaluator's own lexicon, as a weaker link: it knows far more words,
 * but loosely ("image" and "comparaison" are listed together).
 */
import { readFileSync } from 'node:fs';
import { memoise } from './memo';

/**
 * Read from its file when first needed, not bundled into the code: in the built app only the
 * evaluator's worker threads read answers, and the thesaurus was 16 MB of the main thread's
 * heap, walked by every garbage collection while a lecture hall joins (decision 206). The
 * file sits beside the module in the sources, beside the bundle once built (build.mjs).
 */
function thesaurusEntries(): readonly string[] {
  const file = new URL('./thesaurus/thesaurus-fr.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: string[] }).entries;
}

/** Each entry's first word → the words it lists (each alphabetically after it); built on first use. */
let heads: Map<string, readonly string[]> | null = null;
/** Every word the thesaurus knows, listing or listed. */
let known: Set<string> | null = null;

/** Builds the index now (a few hundred milliseconds) rather than during the first answer. */
export function loadThesaurus(): void {
  headIndex();
}

function headIndex(): Map<string, readonly string[]> {
  if (heads) return heads;
  // Kept only once whole: a file that cannot be read fails every evaluation that needs it,
  // rather than the first one alone and the next ones with an empty thesaurus.
  const index = new Map<string, readonly string[]>();
  const words = new Set<string>();
  for (const entry of thesaurusEntries()) {
    const listing = entry.split('|');
    const [head = '', ...listed] = listing;
    index.set(head, listed);
    for (const word of listing) words.add(word);
  }
  known = words;
  heads = index;
  return heads;
}

/** Endings of a regular verb's forms (folded, longest first), and the infinitive's ending. */
const VERB_ENDINGS: readonly (readonly [string, string])[] = [
  ...['issaient', 'issent', 'issons', 'issait', 'issais', 'issant', 'issez'].map((ending) => [ending, 'ir'] as const),
  ...['erent', 'eront', 'aient', 'ait', 'ais', 'ant', 'ent', 'ons', 'era', 'ees', 'ez', 'ee', 'es', 'e', 'a'].map((ending) => [ending, 'er'] as const),
];

/**
 * The infinitive of a word the thesaurus does not know as written, when it looks like a form of
 * a regular verb whose infinitive it knows ("rapprochent" → "rapprocher"): the thesaurus lists
 * verbs by their infinitive. A word it knows keeps its own meaning ("parent" is not "parer").
 */
function infinitiveOf(keys: ReadonlySet<string>): string | null {
  headIndex();
  const words = known!;
  if ([...keys].some((key) => words.has(key))) return null;
  for (const key of keys) {
    for (const [ending, infinitiveEnding] of VERB_ENDINGS) {
      if (!key.endsWith(ending) || key.length - ending.length < 3) continue;
      // « mangeaient », « mangeons »: the e that keeps the g soft is not the verb's.
      const stem = key.slice(0, -ending.length).replace(/ge$/, (soft) => (/^[ao]/.test(ending) ? 'g' : soft));
      const infinitive = `${stem}${infinitiveEnding}`;
      if (words.has(infinitive)) return infinitive;
    }
  }
  return null;
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
  const infinitive = infinitiveOf(keys);
  if (infinitive !== null) keys.add(infinitive);
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
