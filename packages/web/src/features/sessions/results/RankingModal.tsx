import type { RankedStudent } from '@ciar/shared/ranking';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { serverMessageOr } from '../../../lib/server-message';
import { useEraseStudent } from './erase-student';
import { useSessionStats } from './get-session-stats';
import { downloadRankingCsv } from './ranking-csv-download';
import { RankingTable } from './RankingTable';
import { StatsLoading, StatsProblem } from './StatsProblem';
import './results.css';

/** docs/product.md#results: the student ranking, and its CSV file; issue 25: erasing one student's data on request. */
export function RankingModal({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const stats = useSessionStats(sessionId);
  const results = stats.data;
  const ranking = results?.ranking ?? [];
  const erasure = useEraseStudent(sessionId);
  const [toErase, setToErase] = useState<RankedStudent | null>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const confirmErase = () => {
    const student = toErase;
    if (!student) return;
    setToErase(null);
    erasure.mutate(student.studentId, {
      onSuccess: (erased) => setNotice({ kind: 'done', text: `Les données de « ${erased.studentName} » ont été effacées.` }),
      onError: (error) =>
        setNotice({ kind: 'error', text: serverMessageOr(error, `Impossible d’effacer les données de « ${student.studentName} ». Réessayez.`) }),
    });
  };

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
      {notice && (
        <p className={notice.kind === 'done' ? 'banner banner-success' : 'banner banner-error'} role={notice.kind === 'done' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {results ? (
        ranking.length === 0 ? (
          <p className="muted">Aucun étudiant n’a participé à cette session.</p>
        ) : (
          <>
            {/* On a phone the table is wider than the screen: say it scrolls (issue 14). */}
            <p className="table-scroll-hint" id="ranking-scroll-hint">
              <span aria-hidden="true">↔ </span>Faites défiler le tableau horizontalement pour voir toutes les colonnes.
            </p>
            <div className="table-scroll" role="region" aria-label="Classement" aria-describedby="ranking-scroll-hint" tabIndex={0}>
              <RankingTable ranking={ranking} onErase={erasure.isPending ? undefined : setToErase} />
            </div>
          </>
        )
      ) : stats.isError ? (
        <StatsProblem error={stats.error} retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsLoading />
      )}
      {toErase && (
        <ConfirmDialog
          title="Effacer les données d’un étudiant"
          confirmLabel="Effacer ses données"
          danger
          onConfirm={confirmErase}
          onCancel={() => setToErase(null)}
        >
          <p>
            Effacer toutes les données de « {toErase.studentName} » dans cette session ? Ses {toErase.totalResponses} réponse(s), ses
            scores et sa place dans le classement seront supprimés définitivement. Les autres étudiants ne sont pas touchés.
          </p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
