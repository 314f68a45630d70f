import type { Medal, RankedStudent } from '@ciar/shared/ranking';
import { formatNumber, formatPercent } from '../../../lib/format';

const MEDALS: Record<Medal, { emoji: string; label: string }> = {
  gold: { emoji: '🥇', label: 'Médaille d’or' },
  silver: { emoji: '🥈', label: 'Médaille d’argent' },
  bronze: { emoji: '🥉', label: 'Médaille de bronze' },
};

/** docs/product.md#results: medals on ranks 1 to 3, a performance bar green at 80, yellow at 60, red below. */
export function RankingTable({ ranking, onErase }: { ranking: RankedStudent[]; onErase?: (student: RankedStudent) => void }) {
  return (
    <table className="ranking-table">
      <caption className="visually-hidden">Classement des étudiants</caption>
      <thead>
        <tr>
          <th scope="col">Rang</th>
          <th scope="col">Étudiant</th>
          <th scope="col">Réponses</th>
          <th scope="col">Correctes</th>
          <th scope="col">Participation</th>
          <th scope="col">Réussite</th>
          <th scope="col">Questions ouvertes</th>
          {onErase && <th scope="col">Données</th>}
        </tr>
      </thead>
      <tbody>
        {ranking.map((student) => (
          <tr key={student.studentId} className={student.medal ? `ranking-${student.medal}` : undefined}>
            <td className="ranking-rank">
              {student.medal && (
                <span role="img" aria-label={MEDALS[student.medal].label} className="ranking-medal">
                  {MEDALS[student.medal].emoji}
                </span>
              )}{' '}
              {student.rank}
            </td>
            <th scope="row" className="ranking-name">
              {student.studentName}
            </th>
            <td>{formatNumber(student.totalResponses)}</td>
            <td>{formatNumber(student.correctResponses)}</td>
            <td>{formatPercent(student.participationRate)}</td>
            <td className="ranking-performance" data-performance={student.performance}>
              <svg className={`performance-bar performance-${student.performance}`} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect className="performance-track" x="0" y="0" width="100" height="10" rx="2" />
                <rect className="performance-fill" x="0" y="0" width={Math.min(100, Math.max(0, student.accuracyRate))} height="10" rx="2" />
              </svg>
              <span>{formatPercent(student.accuracyRate)}</span>
            </td>
            <td>
              {student.openEvaluated === 0 || student.openAverage === null ? (
                '—'
              ) : (
                <>
                  {formatNumber(student.openEvaluated)} · <span className="ranking-open-average">moy. {formatNumber(student.openAverage)} / 100</span>
                </>
              )}
            </td>
            {onErase && (
              <td>
                <button
                  type="button"
                  className="btn btn-ghost-danger"
                  aria-label={`Effacer les données de ${student.studentName}`}
                  onClick={() => onErase(student)}
                >
                  Effacer
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
