import type { Analysis } from './analyse';

/**
 * Questions that compare terms ("Quelle est la différence entre le périmètre et l'aire ?") have
 * a failure of their own: swapping what belongs to each term ("le périmètre c'est la surface").
 * Every word is right, only the attribution is wrong.
 */

const COMPARISON_STEMS = ['differ', 'distingu', 'compar', 'oppos'];

/** Whether the question asks to tell terms apart. */
export function isComparisonQuestion(question: Analysis): boolean {
  return question.words.some((word) => COMPARISON_STEMS.some((stem) => word.folded.startsWith(stem)));
}

/** An answer word that meets a word of one idea of the model answer. */
export interface Attribution {
  /** Position of the answer word. */
  word: number;
  clause: number;
  idea: number;
  /** The answer word repeats a term of the question (périmètre, aire, COD...). */
  echo: boolean;
}

/**
 * Ideas an answer clause gives to the wrong term: the clause names a term of the question and
 * says something that the model answer only says in ideas about another term, never in the
 * ideas about the term named. `termIdeas` are the ideas that contain a term of the question.
 */
export function crossedIdeas(attributions: readonly Attribution[], termIdeas: ReadonlySet<number>): Set<number> {
  const crossed = new Set<number>();
  const rightly = new Set<number>();
  const clauses = new Set(attributions.map((item) => item.clause));
  for (const clause of clauses) {
    const inClause = attributions.filter((item) => item.clause === clause);
    const named = new Set(inClause.filter((item) => item.echo).map((item) => item.idea));
    // Only words the model answer says of one idea tell which term they belong to ("se jette" is said of both).
    const ideasOfWord = (word: number) => new Set(inClause.filter((item) => item.word === word).map((item) => item.idea));
    const said = new Set(inClause.filter((item) => !item.echo && ideasOfWord(item.word).size === 1).map((item) => item.idea));
    if (named.size === 0 || said.size === 0) continue;
    const overlap = [...said].filter((idea) => named.has(idea));
    if (overlap.length > 0) {
      overlap.forEach((idea) => rightly.add(idea));
      continue;
    }
    [...said].filter((idea) => termIdeas.has(idea)).forEach((idea) => crossed.add(idea));
  }
  return new Set([...crossed].filter((idea) => !rightly.has(idea)));
}
