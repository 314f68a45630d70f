import type { EvaluationStats } from '@ciar/shared/evaluation';
import { formatNumber, formatPercent, plural } from '../../../lib/format';
import { REVIEW_TEXTS } from '../../../components/review-texts';

/** docs/product.md#statistics in one line: how far the evaluation has gone. */
export function EvaluationSummary({ stats }: { stats: EvaluationStats }) {
  const parts = [
    plural(stats.totalResponses, 'réponse'),
    `${plural(stats.evaluatedResponses, 'évaluée')} (${formatPercent(stats.evaluationRate)})`,
    `${formatNumber(stats.unevaluatedResponses)} en attente`,
  ];
  if (stats.averageScore !== null) parts.push(`moyenne ${formatNumber(stats.averageScore)} / 100`);
  return (
    <p className="evaluation-summary">
      {stats.needsReviewResponses > 0 && <strong className="badge badge-review">{REVIEW_TEXTS.count(stats.needsReviewResponses)}</strong>} {parts.join(' · ')}
    </p>
  );
}
