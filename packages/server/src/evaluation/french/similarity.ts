/**
 * How alike two answers to the same question are, by the evaluator's own reading: the same
 * normalised text first, then the share of content words each finds in the other (same word,
 * family, spelling variant, lexicon or thesaurus synonym). Used to group a class's answers
 * so the teacher grades a group in one click, and to give a later answer its group's grade.
 */
import { type Analysis, analyse } from './analyse';
import { withoutDontKnow } from './answer-shape';
import { matchKind } from './match';
import { memoise } from './memo';
import { tokenise } from './normalise';

/** Two answers this alike say the same thing, for grouping. */
export const PARAPHRASE_SIMILARITY = 0.8;

/** Lowercase, accents folded, punctuation and spacing ignored: "La  Lumière !" = "la lumiere". */
export function normaliseAnswer(answer: string): string {
  return tokenise(answer)
    .filter((token) => token.kind !== 'boundary')
    .map((token) => token.folded)
    .join(' ');
}

const contentOf = memoise((answer: string): Analysis['words'] => analyse(withoutDontKnow(answer)).words.filter((word) => word.content), 2048);

/** Share, 0–1, of `a`'s content words that meet one of `b`'s. */
function covered(a: Analysis['words'], b: Analysis['words']): number {
  if (a.length === 0) return 0;
  return a.filter((word) => b.some((other) => matchKind(word, other) !== null)).length / a.length;
}

// A class's answers are compared with each group in turn: each text is normalised once.
const normalisedOf = memoise(normaliseAnswer, 4096);

/** 1 for the same normalised text; otherwise the smaller of the two shares of words found in the other. */
export function answerSimilarity(a: string, b: string): number {
  if (normalisedOf(a) === normalisedOf(b)) return 1;
  const wordsA = contentOf(a);
  const wordsB = contentOf(b);
  if (wordsA.length === 0 || wordsB.length === 0) return 0;
  return Math.min(covered(wordsA, wordsB), covered(wordsB, wordsA));
}

/** Whether an answer falls into a group of answers (any member close enough). */
export function fallsInto(answer: string, members: readonly string[]): boolean {
  return members.some((member) => answerSimilarity(answer, member) >= PARAPHRASE_SIMILARITY);
}
