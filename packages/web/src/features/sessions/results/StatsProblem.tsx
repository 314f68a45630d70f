import { RESULTS_MESSAGES } from '@ciar/shared/session-results';
import { serverMessageOr } from '../../../lib/server-message';

/** Loading the figures failed: the server's message when it sent one (docs/product.md#results), and a retry. */
export function StatsProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="stack">
      <p className="banner banner-error" role="alert">
        {serverMessageOr(error, RESULTS_MESSAGES.statsLoadFailed)}
      </p>
      <div>
        <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying}>
          Réessayer
        </button>
      </div>
    </div>
  );
}

export function StatsLoading() {
  return (
    <p className="muted" role="status">
      Chargement des statistiques…
    </p>
  );
}
