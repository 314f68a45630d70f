import type { Word } from './analyse';
import type { KeyIdea } from './key-ideas';
import type { Link } from './links';
import { MATCH_STRENGTH, matchKind } from './match';

/**
 * Whether an answer word says the same as the model answer's word or the contrary: negation,
 * degree, sides of a comparison, opposite words.
 */

/** "ne diminue pas" for "augmente": an opposite under a negation. */
const NEGATED_OPPOSITE = 0.6;

export interface WordVerdict {
  support: number;
  contradicted: boolean;
}

export interface Judging {
  idea: KeyIdea;
  links: Map<number, Link[]>;
  aligned: Map<number, Set<number>>;
  /** Best strength with which each answer word (by position) meets the model answer. */
  answerStrength: Map<number, number>;
  /** Answer words (by position) that say a word of the model answer as it says it somewhere. */
  agreeing: Set<number>;
}

/**
 * Answer words that say some word of the model answer with its negation or not, outside any
 * comparison (where the sides decide). A model answer may say a word both ways (« le fer est
 * magnétique… le bois n'est pas magnétique »): an answer that repeats one of them agrees with it,
 * and does not contradict the other. A denial of the model answer's denied word agrees as a whole:
 * in « le bois n'est pas un matériau magnétique », every word under the negation goes with « pas
 * magnétique ». Not a denial that only shares a word of another: « elle ne réfléchit pas la
 * lumière » still contradicts « elle réfléchit la lumière » though « ne produit pas de lumière »
 * is said too.
 */
export function agreeingWords(links: Map<number, Link[]>, proposition: readonly Word[], answer: readonly Word[]): Set<number> {
  const agreeing = new Set<number>();
  const deniedTogether = new Set<number>();
  for (const word of proposition) {
    for (const { answer: said, kind } of links.get(word.position) ?? []) {
      if (kind === 'antonym' || kind === 'thesaurus' || said.negated !== word.negated || inComparison(said) || inComparison(word)) continue;
      agreeing.add(said.position);
      // The model answer's denied word itself: what the answer denies is that same statement.
      if (said.negated && word.negationHead === word.position) deniedTogether.add(said.negationHead);
    }
  }
  for (const word of answer) if (word.negated && deniedTogether.has(word.negationHead)) agreeing.add(word.position);
  return agreeing;
}

/**
 * "moins de lumière" for "plus de lumière", or the sides of a comparison of the same property
 * swapped ("le son va plus vite que la lumière"). The property's own degree only flips with
 * the sentence ("le son va moins vite que la lumière" is right), so the sides decide.
 */
function degreesDiffer(a: Word, b: Word): boolean {
  if (a.degree !== 0 && b.degree !== 0 && a.degree !== b.degree && !a.compared && !b.compared) return true;
  if (a.comparison === 0 || b.comparison === 0 || a.comparison === b.comparison) return false;
  return a.property !== null && b.property !== null && matchKind(a.property, b.property) !== null;
}

/**
 * Whether a negation really bears on the matched word. "La Lune ne produit pas de lumière"
 * denies producing light, not light: an answer saying "elle réfléchit la lumière" does not
 * contradict it. The negated word must head its scope, or the head must be matched too (by the
 * answer's clause for a negation of the model answer, anywhere for a negation of the answer).
 */
function negationBears(answer: Word, word: Word, { links, answerStrength }: Judging): boolean {
  if (answer.negated) return answer.negationHead === answer.position || answerStrength.has(answer.negationHead);
  if (word.negationHead === word.position) return true;
  return (links.get(word.negationHead) ?? []).some((link) => link.kind !== 'antonym' && link.answer.clause === answer.clause);
}

function inComparison(word: Word): boolean {
  return word.degree !== 0 || word.comparison !== 0;
}

function samePolarity(a: Word, b: Word): boolean {
  return a.negated === b.negated && !degreesDiffer(a, b);
}

/**
 * How much the answer supports one word of an idea, and whether it contradicts it. A
 * contradiction only counts from an answer clause that speaks of the idea, and not when
 * another part of the answer says the word rightly.
 */
export function judgeWord(word: Word, judging: Judging): WordVerdict {
  let support = 0;
  let contradicted = false;
  for (const link of judging.links.get(word.position) ?? []) {
    const { answer, kind } = link;
    const agrees = samePolarity(answer, word);
    // A contradiction needs a sure link: the thesaurus also pairs neighbours ("métal", "acier",
    // "nickel"), and denying one ("le cuivre n'est pas un métal magnétique") says nothing of the
    // other. Nor does an answer word contradict one occurrence of a model answer's word when it
    // says another occurrence as it is said there.
    const reliable = kind !== 'thesaurus' && !(answer.negated !== word.negated && judging.agreeing.has(answer.position));
    const speaksOfIdea = judging.aligned.get(answer.clause)?.has(judging.idea.index) === true;
    if (kind === 'antonym') {
      if (!agrees) support = Math.max(support, NEGATED_OPPOSITE);
      else if (speaksOfIdea) contradicted = true;
    } else if (agrees) {
      support = Math.max(support, MATCH_STRENGTH[kind]);
    } else if (degreesDiffer(answer, word)) {
      if (speaksOfIdea && reliable) contradicted = true;
    } else if (!negationBears(answer, word, judging)) {
      // The negation denies something else ("pour ne pas tomber malade" still speaks of illness).
      support = Math.max(support, MATCH_STRENGTH[kind]);
    } else if (speaksOfIdea && reliable) {
      contradicted = true;
    }
  }
  return { support, contradicted: contradicted && support < MATCH_STRENGTH.synonym };
}
