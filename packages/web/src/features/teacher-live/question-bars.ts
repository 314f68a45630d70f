/** The histogram of a choice or rating question, from the counts the server pushes. */
import { AUTO_SUBMIT_ANSWER, RATING_STATS_FALLBACK } from '@ciar/shared/constants';
import type { LiveQuestionStats } from '@ciar/shared/events';
import { isChoiceType, normaliseRatingScale, type Question } from '@ciar/shared/question';
import type { HistogramBar } from '../../components/Histogram';

export const NO_ANSWER_LABEL = 'Sans réponse (temps écoulé)';

/** The question's scale, or the statistics fallback 1–10 when it has none usable (docs/product.md#statistics). */
function ratingRange(question: Question): { min: number; max: number; labels: string[] } {
  if (!question.ratingScale) return { ...RATING_STATS_FALLBACK, labels: [] };
  const scale = normaliseRatingScale(question.ratingScale);
  return scale.min < scale.max ? scale : { ...RATING_STATS_FALLBACK, labels: [] };
}

/** Bars for choice and rating questions; null for open questions, which list their answers. */
export function questionBars(
  question: Question,
  stats: LiveQuestionStats | null,
  { revealCorrect }: { revealCorrect: boolean },
): HistogramBar[] | null {
  const counts = stats?.counts ?? {};
  let bars: HistogramBar[];
  if (isChoiceType(question.type)) {
    bars = question.options.map((option, index) => ({
      key: option.id,
      mark: index,
      label: option.text,
      count: counts[option.id] ?? 0,
      highlight: revealCorrect && option.id === question.correctAnswer,
    }));
  } else if (question.type === 'rating') {
    const { min, max, labels } = ratingRange(question);
    bars = [];
    for (let value = min; value <= max; value++) {
      const label = labels[value - min];
      bars.push({ key: String(value), label: label ? `${value} — ${label}` : String(value), count: counts[String(value)] ?? 0 });
    }
  } else {
    return null;
  }
  const timedOut = counts[AUTO_SUBMIT_ANSWER] ?? 0;
  if (timedOut > 0) bars.push({ key: 'no-answer', label: NO_ANSWER_LABEL, count: timedOut });
  return bars;
}
