import type { Analysis, Word } from './analyse';

/**
 * What an answer looks like before what it says: an admission of not knowing, or a bare list
 * of keywords instead of a sentence.
 */

const NOT_LETTER_BEFORE = '(?<!\\p{L})';
const NOT_LETTER_AFTER = '(?!\\p{L})';
const APOS = "['’]\\s*";

/** Ways of saying "I don't know"; removed before reading what else the answer says. */
const DONT_KNOW = [
  `(?:je\\s+|j${APOS})?(?:ne\\s+|n${APOS})?(?:me\\s+|m${APOS})?(?:sais|sait|savais|connais|comprends|souviens|rappelle)\\s+(?:pas|plus|rien|point)(?:\\s+(?:trop|vraiment|du\\s+tout))?`,
  `(?:j${APOS}(?:ai|avais)\\s+)?oubli[ée]e?`,
  `(?:aucune|pas\\s+d${APOS}|sans)\\s*id[ée]e`,
  `jsp|jcp|nsp|idk|chais\\s+pas|ch[ée]\\s*pas|sais\\s+pas`,
  `(?:je\\s+n${APOS}ai\\s+)?pas\\s+compris`,
  `(?:pas\\s+de|aucune|sans)\\s+r[ée]ponse`,
  `temps\\s+[ée]coul[ée]`,
].map((pattern) => new RegExp(`${NOT_LETTER_BEFORE}(?:${pattern})${NOT_LETTER_AFTER}`, 'giu'));

/** The answer without its admissions of not knowing, each replaced by a clause break. */
export function withoutDontKnow(answer: string): string {
  return DONT_KNOW.reduce((text, pattern) => text.replace(pattern, ' ; '), answer);
}

/** Share of function words below which a text is a list of words rather than a sentence. */
const LIST_FUNCTION_SHARE = 0.2;
const LIST_MIN_WORDS = 3;

/** Longest item of an enumeration: a noun and its article ("la condensation"). */
const LIST_ITEM_MAX_WORDS = 2;

/**
 * A bare list of keywords: several content words with (almost) no grammar around them, or an
 * enumeration of single nouns ("l'évaporation, la condensation, les précipitations").
 */
export function isKeywordList(analysis: Analysis): boolean {
  const content = analysis.words.filter((word) => word.content).length;
  if (content < LIST_MIN_WORDS) return false;
  const functionWords = analysis.words.length - content;
  if (functionWords / analysis.words.length < LIST_FUNCTION_SHARE) return true;
  const items: Word[][] = [];
  for (const word of analysis.words) {
    if (word.folded !== 'et' && word.folded !== 'ou') (items[word.clause] ??= []).push(word);
  }
  const listed = items.filter((words) => words !== undefined);
  return (
    listed.length >= LIST_MIN_WORDS &&
    listed.every((words) => words.length <= LIST_ITEM_MAX_WORDS && words.filter((word) => word.content).length <= 1)
  );
}
