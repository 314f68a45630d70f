import type { Word } from './analyse';
import { isSpellingVariant } from './fuzzy';
import { areAntonyms } from './negation';
import { lexicalRelation } from './synonyms';
import { inThesaurus } from './thesaurus';

/** How an answer word meets a word of the model answer, strongest first. */
export type MatchKind = 'same' | 'family' | 'spelling' | 'synonym' | 'thesaurus';

/** Credit a match earns: a paraphrase proves a little less than the teacher's own word. */
export const MATCH_STRENGTH = {
  same: 1,
  family: 0.95,
  spelling: 0.85,
  synonym: 0.75,
  /** The general thesaurus, after the evaluator's own lexicon: broader, so looser. */
  thesaurus: 0.7,
} as const satisfies Record<MatchKind, number>;

function shares(a: readonly string[], b: readonly string[]): boolean {
  return a.some((key) => b.includes(key));
}

/** Whether two content words say the same thing, and how surely. Opposites never match. */
export function matchKind(a: Word, b: Word): MatchKind | null {
  if (!a.content || !b.content) return null;
  if (a.isNumber || b.isNumber) return a.folded === b.folded ? 'same' : null;
  if (a.folded === b.folded || shares(a.stems, b.stems)) return 'same';
  if (areAntonyms(a, b)) return null;
  const relation = lexicalRelation(a.stems, b.stems);
  if (relation === 'family' || shares(a.roots, b.roots)) return 'family';
  if (isSpellingVariant(a.folded, b.folded)) return 'spelling';
  return relation ?? (inThesaurus(a.folded, b.folded) ? 'thesaurus' : null);
}

/** Whether one word repeats the other: same word, same stem or root, or a misspelling of it. */
export function isRepetition(a: Word, b: Word): boolean {
  if (!a.content || !b.content) return false;
  if (a.isNumber || b.isNumber) return a.folded === b.folded;
  return a.folded === b.folded || shares(a.stems, b.stems) || shares(a.roots, b.roots) || isSpellingVariant(a.folded, b.folded);
}

/** Small words allowed inside a spelled-out acronym (complément d'objet direct). */
const ACRONYM_GLUE = new Set(['de', 'du', 'des', 'le', 'la', 'les', 'a', 'au', 'aux', 'en', 'et']);

function acronymLetters(word: Word): string | null {
  if (!word.upper || word.isNumber || !/^[a-z]{2,6}$/.test(word.folded)) return null;
  return word.folded;
}

/** Positions of the words of `text` spelled out by `acronym` (COD → complément d'objet direct). */
export function acronymSpans(acronym: Word, text: readonly Word[]): number[][] {
  const letters = acronymLetters(acronym);
  if (letters === null) return [];
  const spans: number[][] = [];
  text.forEach((first, start) => {
    if (!first.content || first.folded[0] !== letters[0]) return;
    const span: number[] = [];
    let initials = '';
    for (let i = start; i < text.length && initials.length < letters.length; i += 1) {
      const word = text[i];
      if (word === undefined || word.clause !== first.clause) break;
      if (word.content) {
        initials += word.folded[0] ?? '';
        span.push(word.position);
      } else if (!ACRONYM_GLUE.has(word.folded)) {
        break;
      }
    }
    if (initials === letters && span.length > 1) spans.push(span);
  });
  return spans;
}

/**
 * Pairs (short word, long word) linked by an acronym in either direction: an acronym of one
 * text spelled out in the other. Keys are positions in `a`, values positions in `b`.
 */
export function acronymLinks(a: readonly Word[], b: readonly Word[]): Map<number, number[]> {
  const links = new Map<number, number[]>();
  const add = (from: number, to: number): void => {
    const targets = links.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
    links.set(from, targets);
  };
  for (const word of a) {
    for (const span of acronymSpans(word, b)) span.forEach((target) => add(word.position, target));
  }
  for (const word of b) {
    for (const span of acronymSpans(word, a)) span.forEach((source) => add(source, word.position));
  }
  return links;
}
