import type { Session } from '@ciar/shared/session';

/** The quick-statistics card: sessions, active sessions, participants over all sessions. */
export function QuickStats({ sessions }: { sessions: Session[] }) {
  const active = sessions.filter((s) => s.status === 'active').length;
  const participants = sessions.reduce((sum, s) => sum + s.participantsCount, 0);
  return (
    <section className="card stack" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title">Statistiques rapides</h2>
      <dl className="quick-stats">
        <div className="stat">
          <dt className="stat-label">Sessions</dt>
          <dd className="stat-value">{sessions.length}</dd>
        </div>
        <div className="stat">
          <dt className="stat-label">Sessions actives</dt>
          <dd className="stat-value">{active}</dd>
        </div>
        <div className="stat">
          <dt className="stat-label">Participants</dt>
          <dd className="stat-value">{participants}</dd>
        </div>
      </dl>
    </section>
  );
}
