import { newStemmer } from 'snowball-stemmers';
import { memoise } from './memo';
import { foldAccents } from './normalise';
import { irregularInfinitive } from './verb-forms';

const snowballFrench = newStemmer('french');

/**
 * Snowball keeps the third person plural (utilisent, absorbent): a second stem without it lets
 * "elles utilisent" meet "utiliser". Short words are left alone (moment, argent, parent).
 */
const PLURAL_VERB = /^(.{4,})ents?$/;

const FEMININE_ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/ère$/, 'er'],
  [/euse$/, 'eux'],
  [/ive$/, 'if'],
  [/elle$/, 'el'],
  [/enne$/, 'en'],
];

/** Stems of a lowercase word (accents kept), returned accent-folded; the first is Snowball's. */
export const stems: (lower: string) => readonly string[] = memoise(computeStems);

function computeStems(lower: string): string[] {
  const plain = snowballFrench.stem(lower);
  const folded = foldAccents(plain);
  const result = [folded];
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  const verb = PLURAL_VERB.exec(singular);
  if (verb !== null && (plain === lower || plain === singular)) {
    result.push(foldAccents(snowballFrench.stem(`${verb[1]}e`)));
  }
  // Snowball keeps the r of -dre/-tre/-vre/-uire infinitives and the u of participles:
  // descendre/descend/descendu, produire/produ-, vendre/vendu.
  if (/[dtv]r$/.test(folded)) result.push(folded.slice(0, -1));
  if (/uir$/.test(folded)) result.push(folded.slice(0, -2));
  if (/[^aeiouy]u$/.test(folded) && folded.length >= 5) result.push(folded.slice(0, -1));
  // Feminine adjectives and nouns meet their masculine: légère / léger, heureuse / heureux, active / actif.
  const masculine = FEMININE_ENDINGS.reduce((word, [ending, replacement]) => word.replace(ending, replacement), singular);
  if (masculine !== singular) result.push(foldAccents(snowballFrench.stem(masculine)));
  const infinitive = irregularInfinitive(lower);
  if (infinitive !== undefined) result.push(foldAccents(snowballFrench.stem(infinitive)));
  return [...new Set(result)];
}

/**
 * Derivational suffixes Snowball leaves on (diviseur, divisible, inclinaison, respiratoire):
 * stripping them joins a noun or adjective to its verb. Kept short of the risky ones (-al joins
 * animal to animer).
 */
const DERIVATIONS = ['atoire', 'itoire', 'aison', 'itair', 'atoir', 'itoir', 'itur', 'euse', 'ienn', 'estr', 'eur', 'ibl', 'abl', 'ien', 'ag', 'it', 'at'];
const MIN_ROOT = 4;

/** The root shared by a word family, from a folded stem. */
export function root(stem: string): string {
  for (const suffix of DERIVATIONS) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_ROOT) {
      return stem.slice(0, -suffix.length);
    }
  }
  return stem;
}
