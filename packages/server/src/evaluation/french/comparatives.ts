/**
 * "plus" and "moins": the degree they give a word ("moins de lumière") and the two sides of a
 * comparison ("la lumière va plus vite que le son").
 */

export interface ClauseDraft {
  folded: string;
  content: boolean;
  connective: boolean;
}

const MORE = new Set(['plus', 'davantage']);
const LESS = new Set(['moins']);

/** Degree given by "plus"/"moins" to the next content word, within a couple of words. */
export function degrees(clause: readonly ClauseDraft[], negated: readonly boolean[]): (-1 | 0 | 1)[] {
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

export interface Sides {
  sides: (-1 | 0 | 1)[];
  /** Index of the compared property, -1 when the clause compares nothing. */
  property: number;
}

/** Comparison sides in one clause: words before "plus"/"moins" and words after its "que". */
export function comparisonSides(clause: readonly ClauseDraft[]): Sides {
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
