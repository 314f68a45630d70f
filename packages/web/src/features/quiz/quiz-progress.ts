/** Where a student is in the self-paced quiz (docs/product.md#self-paced-quiz), from the ids they answered. */

/** The first question in order that the student has not answered; null when all are. */
export function firstUnanswered(questions: ReadonlyArray<{ id: string }>, answered: ReadonlySet<string>): string | null {
  return questions.find((q) => !answered.has(q.id))?.id ?? null;
}

/**
 * The question after `current` that is still unanswered, wrapping round to any skipped
 * earlier one; null when every question is answered.
 */
export function nextUnanswered(
  questions: ReadonlyArray<{ id: string }>,
  answered: ReadonlySet<string>,
  current: string,
): string | null {
  const at = questions.findIndex((q) => q.id === current);
  const ordered = at === -1 ? questions : [...questions.slice(at + 1), ...questions.slice(0, at + 1)];
  return firstUnanswered(ordered, answered);
}

/** How many of the quiz's questions are answered (ids of other sessions' questions do not count). */
export function answeredCount(questions: ReadonlyArray<{ id: string }>, answered: ReadonlySet<string>): number {
  return questions.filter((q) => answered.has(q.id)).length;
}
