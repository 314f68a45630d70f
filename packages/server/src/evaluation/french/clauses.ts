import { type Token } from './normalise';
import { LEXICON_PHRASES } from './synonyms';

/**
 * Cuts a text into clauses (for negation scopes and for matching an answer to ideas), clause
 * groups (a clause with its parenthesis) and sentences, joining the lexicon's multi-word terms
 * into one token and marking connective phrases.
 */

/** Phrases whose words only link ideas ("à cause de", "par rapport à"): none of them is content. */
const CONNECTIVE_PHRASES: readonly (readonly string[])[] = [
  ['a', 'cause'], ['grace', 'a'], ['a', 'partir'], ['par', 'rapport'], ['sous', 'forme'], ['sous', 'le', 'effet'],
  ['par', 'exemple'], ['au', 'lieu'], ['au', 'cours'], ['au', 'moyen'], ['en', 'raison'], ['a', 'le', 'aide'],
  ['ce', 'est', 'a', 'dire'], ['a', 'la', 'place'], ['en', 'fonction'], ['plus', 'ou', 'moins'], ['de', 'plus'],
  ['en', 'effet'], ['par', 'contre'], ['tout', 'a', 'fait'], ['a', 'travers'], ['en', 'train'], ['du', 'coup'],
  ['peut', 'etre'], ['a', 'peu', 'pres'], ['en', 'general'], ['de', 'facon'], ['de', 'maniere'], ['en', 'tant', 'que'],
  ['dans', 'le', 'but'], ['afin', 'de'], ['le', 'fait', 'que'], ['du', 'fait'], ['ce', 'que'], ['ce', 'qui'], ['qu', 'est', 'ce'],
];

/** Words that open a new clause: coordination, subordination, relative pronouns. */
const CLAUSE_OPENERS = new Set([
  'qui', 'dont', 'où', 'lequel', 'laquelle', 'lesquels', 'lesquelles', 'auquel', 'auxquels', 'auxquelles', 'duquel',
  'desquels', 'desquelles', 'car', 'mais', 'donc', 'puis', 'ensuite', 'alors', 'lorsque', 'quand', 'pour', 'afin',
  'parce', 'puisque', 'tandis', 'cependant', 'pourtant', 'et', 'ou', 'sinon', 'enfin',
]);

function sameWord(token: Token, folded: string): boolean {
  return token.folded === folded || token.folded === `${folded}s` || token.folded === `${folded}x`;
}

/** The phrase of `phrases` that starts at `start`, if any. */
function phraseAt(tokens: readonly Token[], start: number, phrases: readonly (readonly string[])[]): readonly string[] | undefined {
  return phrases.find((phrase) =>
    phrase.every((folded, offset) => {
      const token = tokens[start + offset];
      return token !== undefined && token.kind !== 'boundary' && sameWord(token, folded);
    }),
  );
}

export interface Draft {
  token: Token;
  connective: boolean;
  clause: number;
  group: number;
  sentence: number;
}

/** Sentence ends: a short clause never joins an idea across them. */
const SENTENCE_ENDS = new Set(['.', '!', '?', ';', ':', '…']);

/** Joins lexicon phrases into one token, marks connective phrases, cuts clauses and groups. */
export function draftWords(tokens: readonly Token[]): { drafts: Draft[]; clauseCount: number } {
  const drafts: Draft[] = [];
  let clause = 0;
  let group = 0;
  let clauseHasWords = false;
  let groupHasWords = false;
  let depth = 0;
  let sentence = 0;
  const cut = (alsoGroup: boolean): void => {
    if (clauseHasWords) clause += 1;
    clauseHasWords = false;
    if (alsoGroup && groupHasWords) group += 1;
    if (alsoGroup) groupHasWords = false;
  };
  const push = (token: Token, connective: boolean): void => {
    drafts.push({ token, connective, clause, group, sentence });
    clauseHasWords = true;
    groupHasWords = true;
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token === undefined) break;
    if (token.kind === 'boundary') {
      // A parenthesis details the clause it follows: same idea, separate clauses.
      if (token.surface === '(') depth += 1;
      if (token.surface === ')') depth = Math.max(0, depth - 1);
      cut(depth === 0 && token.surface !== ')');
      if (SENTENCE_ENDS.has(token.surface) || token.surface === '') sentence += 1;
      i += 1;
      continue;
    }
    if (CLAUSE_OPENERS.has(token.lower)) cut(depth === 0);
    const lexical = phraseAt(tokens, i, LEXICON_PHRASES);
    if (lexical !== undefined) {
      const folded = lexical.join(' ');
      const surface = tokens
        .slice(i, i + lexical.length)
        .map((part) => part.surface)
        .join(' ')
        .replace(/' /g, "'");
      push({ surface, lower: folded, folded, kind: 'word', upper: false }, false);
      i += lexical.length;
      continue;
    }
    const connective = phraseAt(tokens, i, CONNECTIVE_PHRASES);
    const length = connective?.length ?? 1;
    for (const part of tokens.slice(i, i + length)) push(part, connective !== undefined);
    i += length;
  }
  return { drafts, clauseCount: clauseHasWords ? clause + 1 : clause };
}
