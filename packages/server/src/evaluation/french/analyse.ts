import { negationHeads } from './negation';
import { type Token, tokenise } from './normalise';
import { root, stems } from './stem';
import { isStopWord } from './stopwords';
import { LEXICON_PHRASES } from './synonyms';

/** One word of an analysed text, with everything matching and scoring need. */
export interface Word {
  /** Position among the text's words (boundaries excluded). */
  position: number;
  surface: string;
  folded: string;
  /** Folded stems, Snowball's first. */
  stems: readonly string[];
  /** Stems with derivational suffixes removed (diviseur, divisible → divis). */
  roots: readonly string[];
  isNumber: boolean;
  /** Carries meaning (not a stop word, negation or connective phrase). */
  content: boolean;
  /** Under a negation in its clause. */
  negated: boolean;
  /** Position of the head of its negation scope ("ne produit pas de lumière": produit), -1 if not negated. */
  negationHead: number;
  /** +1 after "plus", -1 after "moins": "moins de lumière" says the opposite of "plus de lumière". */
  degree: -1 | 0 | 1;
  /**
   * Side of a comparison: +1 for what has more of the property (the subject of "plus … que",
   * the standard of "moins … que"), -1 for the other. "La lumière va plus vite que le son":
   * lumière +1, son -1; "le son va moins vite que la lumière" says the same.
   */
  comparison: -1 | 0 | 1;
  /** The compared property ("vite" in "plus vite que"), for words on a side of a comparison. */
  property: Word | null;
  /** Is itself the compared property: its degree says nothing without the sides. */
  compared: boolean;
  /** Written in capitals: may be an acronym. */
  upper: boolean;
  /** Index of the clause the word belongs to. */
  clause: number;
  /** Index of its clause group: a clause with its parenthesis ("crise économique (mauvaises récoltes, …)"). */
  group: number;
  /** Index of its sentence (cut at . ! ? ; : and line breaks). */
  sentence: number;
}

export interface Analysis {
  words: Word[];
  clauseCount: number;
}

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

/**
 * Stop words that are also nouns: after a determiner they name something ("le son", "un
 * fait", "l'être vivant", "en été", "un effet").
 */
const NOUN_AFTER_DETERMINER = new Set(['son', 'sons', 'fait', 'faits', 'bien', 'biens', 'etre', 'etres', 'ete', 'effet', 'effets', 'reste', 'avoir']);
const DETERMINERS = new Set(['le', 'la', 'les', 'un', 'une', 'du', 'des', 'au', 'aux', 'ce', 'cet', 'cette', 'ces', 'chaque', 'mon', 'ton', 'notre', 'votre', 'leur', 'leurs']);

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

interface Draft {
  token: Token;
  connective: boolean;
  clause: number;
  group: number;
  sentence: number;
}

/** Sentence ends: a short clause never joins an idea across them. */
const SENTENCE_ENDS = new Set(['.', '!', '?', ';', ':', '…']);

/** Joins lexicon phrases into one token, marks connective phrases, cuts clauses and groups. */
function draftWords(tokens: readonly Token[]): { drafts: Draft[]; clauseCount: number } {
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

function isContent(draft: Draft, previous: Draft | undefined): boolean {
  const { token } = draft;
  if (draft.connective) return false;
  if (token.kind === 'number') return true;
  if (token.folded.includes(' ')) return true;
  const after = previous?.token.folded ?? '';
  if (NOUN_AFTER_DETERMINER.has(token.folded) && (DETERMINERS.has(after) || (after === 'en' && token.folded === 'ete'))) return true;
  return !isStopWord(token.folded);
}

interface ClauseDraft {
  folded: string;
  content: boolean;
  connective: boolean;
}

const MORE = new Set(['plus', 'davantage']);
const LESS = new Set(['moins']);

/** Degree given by "plus"/"moins" to the next content word, within a couple of words. */
function degrees(clause: readonly ClauseDraft[], negated: readonly boolean[]): (-1 | 0 | 1)[] {
  const result: (-1 | 0 | 1)[] = clause.map(() => 0);
  let pending: -1 | 0 | 1 = 0;
  let distance = 0;
  clause.forEach((word, i) => {
    const ne = clause.slice(0, i).some((w) => w.folded === 'ne');
    if (word.connective) {
      pending = 0;
    } else if (MORE.has(word.folded) && !ne) {
      pending = 1;
      distance = 0;
    } else if (LESS.has(word.folded)) {
      pending = -1;
      distance = 0;
    } else if (word.content && pending !== 0) {
      result[i] = negated[i] === true ? 0 : pending;
      pending = 0;
    } else if (pending !== 0) {
      distance += 1;
      if (distance > 2) pending = 0;
    }
  });
  return result;
}

interface Sides {
  sides: (-1 | 0 | 1)[];
  /** Index of the compared property, -1 when the clause compares nothing. */
  property: number;
}

/** Comparison sides in one clause: words before "plus"/"moins" and words after its "que". */
function comparisonSides(clause: readonly ClauseDraft[]): Sides {
  const sides: (-1 | 0 | 1)[] = clause.map(() => 0);
  const ne = clause.findIndex((word) => word.folded === 'ne');
  const degree = clause.findIndex((word, i) => !word.connective && (LESS.has(word.folded) || (MORE.has(word.folded) && (ne < 0 || ne > i))));
  const than = clause.findIndex((word, i) => i > degree && word.folded === 'que');
  const property = clause.findIndex((word, i) => i > degree && i < than && word.content);
  if (degree < 0 || than < 0 || property < 0) return { sides, property: -1 };
  const sign = LESS.has(clause[degree]?.folded ?? '') ? -1 : 1;
  clause.forEach((word, i) => {
    if (!word.content) return;
    if (i < degree) sides[i] = sign;
    else if (i > than) sides[i] = sign === 1 ? -1 : 1;
  });
  return { sides, property };
}

export function analyse(text: string): Analysis {
  const { drafts, clauseCount } = draftWords(tokenise(text));
  const words: Word[] = drafts.map((draft, position) => {
    const { token } = draft;
    const isNumber = token.kind === 'number';
    const wordStems = isNumber || token.folded.includes(' ') ? [token.folded] : stems(token.lower);
    return {
      position,
      surface: token.surface,
      folded: token.folded,
      stems: wordStems,
      roots: [...new Set(wordStems.map(root))],
      isNumber,
      content: isContent(draft, drafts[position - 1]),
      negated: false,
      negationHead: -1,
      degree: 0,
      comparison: 0,
      property: null,
      compared: false,
      upper: token.upper,
      clause: draft.clause,
      group: draft.group,
      sentence: draft.sentence,
    };
  });
  for (let clause = 0; clause < clauseCount; clause += 1) {
    const members = words.filter((word) => word.clause === clause);
    const heads = negationHeads(members);
    const negated = heads.map((head) => head >= 0);
    const drafted = members.map((word) => ({ ...word, connective: drafts[word.position]?.connective === true }));
    const degree = degrees(drafted, negated);
    const { sides, property } = comparisonSides(drafted);
    members.forEach((word, i) => {
      const head = heads[i] ?? -1;
      word.negated = head >= 0;
      word.negationHead = head >= 0 ? (members[head]?.position ?? -1) : -1;
      word.degree = degree[i] ?? 0;
      word.comparison = sides[i] ?? 0;
      word.property = word.comparison === 0 ? null : (members[property] ?? null);
      word.compared = i === property;
    });
  }
  return { words, clauseCount };
}

export function contentWords(analysis: Analysis): Word[] {
  return analysis.words.filter((word) => word.content);
}
