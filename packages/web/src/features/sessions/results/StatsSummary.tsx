import type { SessionResults } from '@ciar/shared/session-results';
import { formatNumber, formatPercent } from '../../../lib/format';

/** docs/product.md#statistics, with the number of participants. */
export function StatsSummary({ results }: { results: SessionResults }) {
  const facts: Array<[string, string]> = [
    ['Participants', formatNumber(results.session.participantsCount)],
    ['Réponses', formatNumber(results.stats.totalResponses)],
    ['Taux de réussite global', formatPercent(results.stats.globalAccuracy)],
    ['Questions avec bonne réponse', formatNumber(results.stats.questionsWithCorrectAnswer)],
    ['Questions ouvertes', formatNumber(results.stats.openEndedQuestions)],
  ];
  return (
    <dl className="results-summary">
      {facts.map(([label, value]) => (
        <div key={label} className="stat">
          <dt className="stat-label">{label}</dt>
          <dd className="stat-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
