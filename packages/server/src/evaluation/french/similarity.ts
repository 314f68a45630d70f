/**
 * How alike two answers to the same question are, by the evaluator's own reading: the same
 * normalised text first, then the share of content words each finds in the other (same word,
 * family, spelling variant, lexicon or thesaurus synonym). Used to group a class's answers
 * so the teacher grades a group in one click, and to give a later answer its group's grade.
 */
import { type Analysis, analyse, type Word } from './analyse';
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

/**
 * Whether two words meet, remembered by what `matchKind` reads of them (decision 185): grouping a
 * lecture hall's answers compares the same few hundred words again and again, and the
 * thesaurus and opposites behind each comparison were most of its second of CPU.
 */
const WORD_IDS = 100_000;
let wordIds = new Map<string, number>();
let idOf = new WeakMap<Word, number>();
/** By the first word's id, the second word's id: whether they meet. */
let meetings: Array<Map<number, boolean>> = [];

function wordId(word: Word): number {
  const known = idOf.get(word);
  if (known !== undefined) return known;
  if (wordIds.size >= WORD_IDS) {
    // Start afresh: the ids given so far are forgotten with what was learnt of them.
    wordIds = new Map();
    idOf = new WeakMap();
    meetings = [];
  }
  const signature = `${word.content ? 1 : 0}${word.isNumber ? 1 : 0}\u0000${word.folded}\u0000${word.stems.join(' ')}\u0000${word.roots.join(' ')}`;
  let id = wordIds.get(signature);
  if (id === undefined) {
    id = wordIds.size;
    wordIds.set(signature, id);
  }
  idOf.set(word, id);
  return id;
}

function meet(a: Word, b: Word): boolean {
  const idA = wordId(a);
  const idB = wordId(b);
  const row = (meetings[idA] ??= new Map());
  const known = row.get(idB);
  if (known !== undefined) return known;
  const met = matchKind(a, b) !== null;
  row.set(idB, met);
  return met;
}

/** Share, 0–1, of `a`'s content words that meet one of `b`'s. */
function covered(a: Analysis['words'], b: Analysis['words']): number {
  if (a.length === 0) return 0;
  return a.filter((word) => b.some((other) => meet(word, other))).length / a.length;
}

/** Whether `covered(a, b)` reaches `share`: stops at the first word that makes it impossible. */
function coversAtLeast(a: Analysis['words'], b: Analysis['words'], share: number): boolean {
  if (a.length === 0) return false;
  let misses = 0;
  for (const word of a) {
    if (b.some((other) => meet(word, other))) continue;
    misses += 1;
    if ((a.length - misses) / a.length < share) return false;
  }
  return true;
}

/** `normaliseAnswer`, remembered: a class's answers are compared with each group in turn, each text is normalised once. */
export const normalisedAnswer = memoise(normaliseAnswer, 4096);

/** 1 for the same normalised text; otherwise the smaller of the two shares of words found in the other. */
export function answerSimilarity(a: string, b: string): number {
  if (normalisedAnswer(a) === normalisedAnswer(b)) return 1;
  const wordsA = contentOf(a);
  const wordsB = contentOf(b);
  if (wordsA.length === 0 || wordsB.length === 0) return 0;
  return Math.min(covered(wordsA, wordsB), covered(wordsB, wordsA));
}

/** `answerSimilarity(a, b) >= PARAPHRASE_SIMILARITY`, without reading further than needed. */
export function isParaphrase(a: string, b: string): boolean {
  if (normalisedAnswer(a) === normalisedAnswer(b)) return true;
  const wordsA = contentOf(a);
  const wordsB = contentOf(b);
  if (wordsA.length === 0 || wordsB.length === 0) return false;
  return coversAtLeast(wordsA, wordsB, PARAPHRASE_SIMILARITY) && coversAtLeast(wordsB, wordsA, PARAPHRASE_SIMILARITY);
}

/** Whether an answer falls into a group of answers (any member close enough). */
export function fallsInto(answer: string, members: readonly string[]): boolean {
  return members.some((member) => isParaphrase(answer, member));
}
