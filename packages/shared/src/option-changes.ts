/**
 * What saving a question does to the answers already given to it (docs/decisions/226). The one
 * rule: the server applies it in the transaction of the save, and the question form uses it to
 * tell the teacher beforehand what will happen.
 *
 * 1. A choice answer follows its option: to the option of the saved question with the same text
 *    (spaces aside), wherever it now stands. Options with the same text pair in order.
 * 2. An option whose text changed keeps its answers where it stood, when the saved question has
 *    at that place an option left unpaired by rule 1, and no fewer options are left unpaired
 *    there than here: a correction in place, with options maybe added. Fewer left means some
 *    were removed, and which one became which cannot be told: none is paired then.
 * 3. Any other option was removed: its answers are deleted, so the student may answer again
 *    while the question is open.
 * 4. A rating answer is kept while the saved scale still has its value; an answer of another
 *    kind than the saved question's (a choice, a rating, a text) is deleted.
 * 5. « No answer » (the time ran out) fits every question: it is kept.
 *
 * Correctness is never stored: it follows from the answer and the saved right option, so an
 * answer that follows its option is scored against the saved question.
 */
import { isAnswerCorrect, isAutoSubmitted } from './answer';
import { isChoiceType, normaliseRatingScale, type QuestionType, type RatingScale } from './question';

/** What the rule reads of a question, before and after the save. */
export interface SavedQuestionShape {
  type: QuestionType;
  options: ReadonlyArray<{ id: string; text: string }>;
  correctAnswer: string;
  ratingScale?: Partial<RatingScale> | null;
}

/** What becomes of one stored answer. */
export type AnswerFate = { kind: 'keep' } | { kind: 'move'; to: string } | { kind: 'remove' };

type AnswerKind = 'choice' | 'rating' | 'text';

function answerKind(type: QuestionType): AnswerKind {
  return isChoiceType(type) ? 'choice' : type === 'rating' ? 'rating' : 'text';
}

function sameText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * For each option id of the question before the save, the id of the option its answers go to
 * in the saved question, or null when it was removed (rules 1–3).
 */
export function optionMoves(
  before: ReadonlyArray<{ id: string; text: string }>,
  after: ReadonlyArray<{ id: string; text: string }>,
): Map<string, string | null> {
  const free = new Map<string, number[]>();
  after.forEach((option, index) => {
    const key = sameText(option.text);
    free.set(key, [...(free.get(key) ?? []), index]);
  });
  const moves = new Map<string, string | null>();
  const paired = new Set<number>();
  const leftBefore: number[] = [];
  before.forEach((option, index) => {
    const match = free.get(sameText(option.text))?.shift();
    if (match === undefined) {
      leftBefore.push(index);
    } else {
      moves.set(option.id, after[match]!.id);
      paired.add(match);
    }
  });
  const leftAfter = new Set(after.map((_, index) => index).filter((index) => !paired.has(index)));
  const inPlace = leftBefore.length <= leftAfter.size;
  for (const index of leftBefore) {
    moves.set(before[index]!.id, inPlace && leftAfter.has(index) ? after[index]!.id : null);
  }
  return moves;
}

/** The fate of every answer of the question, the rule computed once for all of them. */
export function answerFates(before: SavedQuestionShape, after: SavedQuestionShape): (answer: string) => AnswerFate {
  const kind = answerKind(after.type);
  if (kind !== answerKind(before.type)) {
    return (answer) => (isAutoSubmitted(answer) ? { kind: 'keep' } : { kind: 'remove' });
  }
  if (kind === 'choice') {
    const moves = optionMoves(before.options, after.options);
    return (answer) => {
      if (isAutoSubmitted(answer)) return { kind: 'keep' };
      const to = moves.get(answer.trim());
      if (to === undefined || to === null) return { kind: 'remove' };
      return to === answer ? { kind: 'keep' } : { kind: 'move', to };
    };
  }
  if (kind === 'rating') {
    const { min, max } = normaliseRatingScale(after.ratingScale);
    return (answer) => {
      if (isAutoSubmitted(answer)) return { kind: 'keep' };
      const value = Number(answer);
      return Number.isInteger(value) && value >= min && value <= max ? { kind: 'keep' } : { kind: 'remove' };
    };
  }
  return () => ({ kind: 'keep' });
}

/** What the save does to the answers, as the teacher is told before saving. */
export interface AnswerChanges {
  /** Answers deleted (rules 3 and 4). */
  removed: number;
  /** Answers that follow their option to another place (rule 1). */
  moved: number;
  /** The deleted choice answers by the option they named, in the order of the options. */
  removedByOption: Array<{ text: string; count: number }>;
  /** The question changes kind (choice, rating, text): every answer is deleted. */
  kindChanged: boolean;
  /** Answers kept (or moved) whose verdict turns: wrong to right, right to wrong. */
  nowCorrect: number;
  nowWrong: number;
}

export function answerChanges(before: SavedQuestionShape, after: SavedQuestionShape, answers: ReadonlyArray<string>): AnswerChanges {
  const fate = answerFates(before, after);
  const changes: AnswerChanges = {
    removed: 0,
    moved: 0,
    removedByOption: [],
    kindChanged: answerKind(before.type) !== answerKind(after.type),
    nowCorrect: 0,
    nowWrong: 0,
  };
  const removedCounts = new Map<string, number>();
  for (const answer of answers) {
    const outcome = fate(answer);
    if (outcome.kind === 'remove') {
      changes.removed++;
      removedCounts.set(answer.trim(), (removedCounts.get(answer.trim()) ?? 0) + 1);
      continue;
    }
    if (outcome.kind === 'move') changes.moved++;
    const was = isAnswerCorrect(before, answer, null);
    const now = isAnswerCorrect(after, outcome.kind === 'move' ? outcome.to : answer, null);
    if (was !== true && now === true) changes.nowCorrect++;
    if (was === true && now !== true) changes.nowWrong++;
  }
  if (!changes.kindChanged && isChoiceType(before.type)) {
    for (const option of before.options) {
      const count = removedCounts.get(option.id);
      if (count) changes.removedByOption.push({ text: option.text, count });
    }
  }
  return changes;
}

/** The teacher is asked first when answers already given are deleted or moved. */
export function changesAnswers(changes: AnswerChanges): boolean {
  return changes.removed > 0 || changes.moved > 0;
}
