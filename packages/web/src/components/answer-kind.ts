/** Which inputs a question gets on the student's screen (docs/product.md#student-live-page), or why it cannot be answered. */
import { isChoiceType, QUESTION_TYPES } from '@ciar/shared/question';
import type { StudentQuestion } from '@ciar/shared/student';

export const ANSWER_INPUT_MESSAGES = {
  unsupportedType: 'Type de question non supporté',
  ratingUnavailable: "Les données de l'échelle de notation ne sont pas disponibles",
} as const;

export type AnswerKind =
  | { kind: 'choice'; options: Array<{ id: string; text: string }> }
  | { kind: 'open' }
  | { kind: 'rating'; values: Array<{ value: number; label: string | null }> }
  | { kind: 'unavailable'; message: string };

export function answerKind(question: Pick<StudentQuestion, 'type' | 'options' | 'ratingScale'>): AnswerKind {
  if (!(QUESTION_TYPES as readonly string[]).includes(question.type)) {
    return { kind: 'unavailable', message: ANSWER_INPUT_MESSAGES.unsupportedType };
  }
  if (isChoiceType(question.type)) return { kind: 'choice', options: question.options };
  if (question.type === 'open_ended') return { kind: 'open' };

  const scale = question.ratingScale;
  if (!scale || !Number.isInteger(scale.min) || !Number.isInteger(scale.max) || scale.min >= scale.max) {
    return { kind: 'unavailable', message: ANSWER_INPUT_MESSAGES.ratingUnavailable };
  }
  const values = [];
  for (let value = scale.min; value <= scale.max; value++) {
    values.push({ value, label: scale.labels?.[value - scale.min]?.trim() || null });
  }
  return { kind: 'rating', values };
}
