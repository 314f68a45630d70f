import type { Analysis, Word } from './analyse';
import type { KeyIdea } from './key-ideas';
import { acronymLinks, MATCH_STRENGTH, type MatchKind, matchKind } from './match';
import { areAntonyms } from './negation';

/** An answer word meeting a word of the model answer, and how. */
export interface Link {
  answer: Word;
  kind: MatchKind | 'antonym';
}

/** Every way each answer word meets each word of the model answer. */
export function linksByWord(answer: readonly Word[], ideas: readonly KeyIdea[], proposition: Analysis, echoes: Set<number>): Map<number, Link[]> {
  const acronyms = acronymLinks(answer, proposition.words);
  const links = new Map<number, Link[]>();
  // Long texts repeat their words: each pair of spellings is compared once.
  const compared = new Map<string, MatchKind | 'antonym' | null>();
  const compare = (a: Word, b: Word): MatchKind | 'antonym' | null => {
    const key = `${a.folded}\u0000${b.folded}`;
    let kind = compared.get(key);
    if (kind === undefined) {
      kind = matchKind(a, b) ?? (!a.isNumber && !b.isNumber && areAntonyms(a, b) ? 'antonym' : null);
      compared.set(key, kind);
    }
    return kind;
  };
  for (const idea of ideas) {
    for (const { word } of idea.words) {
      const found: Link[] = [];
      for (const a of answer) {
        let kind = acronyms.get(a.position)?.includes(word.position) === true ? 'same' : compare(a, word);
        // An answer word that only repeats the question does not also earn its paraphrases.
        if ((kind === 'synonym' || kind === 'thesaurus') && echoes.has(a.position)) kind = null;
        if (kind !== null) found.push({ answer: a, kind });
      }
      links.set(word.position, found);
    }
  }
  return links;
}

export function strength(kind: MatchKind | 'antonym'): number {
  return kind === 'antonym' ? MATCH_STRENGTH.synonym : MATCH_STRENGTH[kind];
}

/** Best strength with which each answer word (by position) meets the model answer; opposites do not count. */
export function answerStrengths(links: Map<number, Link[]>): Map<number, number> {
  const strengths = new Map<number, number>();
  for (const found of links.values()) {
    for (const link of found) {
      if (link.kind === 'antonym') continue;
      strengths.set(link.answer.position, Math.max(strengths.get(link.answer.position) ?? 0, strength(link.kind)));
    }
  }
  return strengths;
}
