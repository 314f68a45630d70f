/** How a stored answer reads for people: the option's text, the rating with its label, or the text typed. */
import { isAutoSubmitted } from '@ciar/shared/answer';
import { isChoiceType, normaliseRatingScale } from '@ciar/shared/question';
import type { StudentQuestion } from '@ciar/shared/student';

export const AUTO_SUBMITTED_TEXT = 'Pas de réponse (temps écoulé)';

export function optionText(question: Pick<StudentQuestion, 'options'>, id: string): string {
  const option = question.options.find((o) => o.id === id);
  return option ? option.text : `Option ${Number(id) + 1}`;
}

export function answerText(question: Pick<StudentQuestion, 'type' | 'options' | 'ratingScale'>, answer: string): string {
  if (isAutoSubmitted(answer)) return AUTO_SUBMITTED_TEXT;
  if (isChoiceType(question.type)) return optionText(question, answer);
  if (question.type === 'rating') {
    const scale = normaliseRatingScale(question.ratingScale);
    const label = scale.labels[Number(answer) - scale.min];
    return label ? `${answer} — ${label}` : `${answer} (sur ${scale.max})`;
  }
  return answer;
}
