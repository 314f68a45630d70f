import { type Draft, draftWords } from './clauses';
import { comparisonSides, degrees } from './comparatives';
import { negationHeads } from './negation';
import { tokenise } from './normalise';
import { root, stems } from './stem';
import { isStopWord } from './stopwords';

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

/**
 * Stop words that are also nouns: after a determiner they name something ("le son", "les
 * faits", "l'être vivant", "en été", "un effet"). Not "fait": "le" is also a pronoun ("le fait
 * flotter").
 */
const NOUN_AFTER_DETERMINER = new Set(['son', 'sons', 'faits', 'bien', 'biens', 'etre', 'etres', 'ete', 'effet', 'effets']);
const DETERMINERS = new Set(['le', 'la', 'les', 'un', 'une', 'du', 'des', 'au', 'aux', 'ce', 'cet', 'cette', 'ces', 'chaque', 'mon', 'ton', 'notre', 'votre', 'leur', 'leurs']);

function isContent(draft: Draft, previous: Draft | undefined): boolean {
  const { token } = draft;
  if (draft.connective) return false;
  if (token.kind === 'number') return true;
  if (token.folded.includes(' ')) return true;
  const after = previous?.token.folded ?? '';
  if (NOUN_AFTER_DETERMINER.has(token.folded) && (DETERMINERS.has(after) || (after === 'en' && token.folded === 'ete'))) return true;
  return !isStopWord(token.folded);
}

export interface AnalyseOptions {
  /**
   * Every word carries meaning: for a model answer made only of small words ("Non.", "Aucun"),
   * which would otherwise have nothing to compare.
   */
  everyWord?: boolean;
}

export function analyse(text: string, { everyWord = false }: AnalyseOptions = {}): Analysis {
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
      content: everyWord ? !draft.connective : isContent(draft, drafts[position - 1]),
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
