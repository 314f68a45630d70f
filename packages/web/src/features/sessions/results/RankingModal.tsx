import { Modal } from '../../../components/Modal';
import { useSessionStats } from './get-session-stats';
import { downloadRankingCsv } from './ranking-csv-download';
import { RankingTable } from './RankingTable';
import { StatsLoading, StatsProblem } from './StatsProblem';
import './results.css';

/** Spec §2: the student ranking, and its CSV file. */
export function RankingModal({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const stats = useSessionStats(sessionId);
  const results = stats.data;
  const ranking = results?.ranking ?? [];
  return (
    <Modal
      title="Classement des étudiants"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="btn"
            disabled={!results || ranking.length === 0}
            onClick={() => results && downloadRankingCsv(results.session.code, results.ranking)}
          >
            Exporter le classement (CSV)
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Fermer
          </button>
        </>
      }
    >
      {results ? (
        ranking.length === 0 ? (
          <p className="muted">Aucun étudiant n’a participé à cette session.</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Classement" tabIndex={0}>
            <RankingTable ranking={ranking} />
          </div>
        )
      ) : stats.isError ? (
        <StatsProblem error={stats.error} retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsLoading />
      )}
    </Modal>
  );
}
