/** The teacher's 'Next' button (docs/product.md#next-question): which question to activate, in session order. */

export const NEXT_QUESTION_MESSAGES = {
  noQuestion: 'Aucune question disponible',
  noNextQuestion: 'Aucune question suivante disponible',
} as const;

export interface OrderedQuestion {
  id: string;
  isActive: boolean;
}

export type NextQuestionResult = { ok: true; questionId: string } | { ok: false; message: string };

/**
 * Where the session stands. Only one question should be active; if a fault left several
 * active, the last one counts so that 'Next' moves past all of them instead of going back.
 */
function activeIndex(questions: ReadonlyArray<OrderedQuestion>): number {
  // A loop rather than findLastIndex, which Safari before 15.4 lacks (the web app runs this).
  for (let i = questions.length - 1; i >= 0; i--) if (questions[i]!.isActive) return i;
  return -1;
}

/** The first question when none is active, otherwise the one after the active one. */
export function nextQuestion(questions: ReadonlyArray<OrderedQuestion>): NextQuestionResult {
  if (questions.length === 0) return { ok: false, message: NEXT_QUESTION_MESSAGES.noQuestion };
  const next = questions[activeIndex(questions) + 1];
  if (next === undefined) return { ok: false, message: NEXT_QUESTION_MESSAGES.noNextQuestion };
  return { ok: true, questionId: next.id };
}

/** Whether the active question is the last one (the live screen then offers pause and stop). */
export function isLastQuestion(questions: ReadonlyArray<OrderedQuestion>): boolean {
  const index = activeIndex(questions);
  return index !== -1 && index === questions.length - 1;
}
