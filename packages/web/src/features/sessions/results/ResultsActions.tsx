import { RESULTS_MESSAGES } from '@ciar/shared/session-results';
import type { Session } from '@ciar/shared/session';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message';
import { useExportResults } from './export-results';
import { PrintView } from './PrintView';
import { RankingModal } from './RankingModal';
import { SessionStatsModal } from './SessionStatsModal';
import { usePrintResults } from './use-print-results';
import './results.css';

/**
 * What a teacher takes away from a session (docs/product.md#results): statistics and ranking once it has
 * ended, the results file and the print view as soon as it has questions.
 */
export function ResultsActions({ session }: { session: Session }) {
  const [open, setOpen] = useState<'stats' | 'ranking' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const exporting = useExportResults();
  const printing = usePrintResults();
  const hasQuestions = (session.questions?.length ?? 0) > 0;
  const ended = session.status === 'ended';
  const error = exportError ?? printing.error;

  return (
    <section className="card stack results-actions" aria-labelledby="results-title">
      <h2 id="results-title">Résultats</h2>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        {ended && (
          <>
            <button type="button" className="btn" onClick={() => setOpen('stats')}>
              Statistiques
            </button>
            <button type="button" className="btn" onClick={() => setOpen('ranking')}>
              Classement
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!hasQuestions || exporting.isPending}
          onClick={() => {
            setExportError(null);
            exporting.mutate(session, {
              onError: (failure) => setExportError(serverMessageOr(failure, RESULTS_MESSAGES.exportFailed)),
            });
          }}
        >
          {exporting.isPending ? 'Export…' : 'Exporter les résultats'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!hasQuestions || printing.busy}
          onClick={() => {
            setExportError(null);
            void printing.print(session);
          }}
        >
          {printing.busy ? 'Impression…' : 'Imprimer'}
        </button>
      </div>
      {!hasQuestions && <p className="results-hint">{RESULTS_MESSAGES.noQuestionsToExport}</p>}
      {!ended && <p className="results-hint">Les statistiques et le classement seront disponibles une fois la session terminée.</p>}

      {open === 'stats' && <SessionStatsModal sessionId={session.id} onClose={() => setOpen(null)} />}
      {open === 'ranking' && <RankingModal sessionId={session.id} onClose={() => setOpen(null)} />}
      {printing.job && <PrintView job={printing.job} />}
    </section>
  );
}
