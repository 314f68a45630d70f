import { canDeleteSession, type Session } from '@ciar/shared/session';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';

interface Props {
  session: Session;
  /** A start, stop or deletion of this session is under way. */
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
}

/** One session of the dashboard with the actions its status allows (docs/product.md#teacher-dashboard). */
export function SessionCard({ session, busy, onStart, onStop, onDelete, onDuplicate }: Props) {
  // Several cards carry the same buttons: their accessible names say which session they act on.
  const label = (action: string) => `${action} la session ${session.name}`;
  return (
    <li className="card session-card">
      <div className="session-card-head">
        <h3>{session.name}</h3>
        <StatusBadge status={session.status} />
      </div>
      <dl className="session-facts">
        <div>
          <dt>Code</dt>
          <dd className="session-code">{session.code}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{session.participantsCount}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{session.questionsCount}</dd>
        </div>
        <div>
          <dt>Créée le</dt>
          <dd>{formatDateTime(session.createdAt)}</dd>
        </div>
      </dl>
      <div className="row session-actions">
        <Link to={`/teacher/sessions/${session.id}`} className="btn btn-secondary" aria-label={label('Gérer')}>
          Gérer
        </Link>
        {session.status === 'created' && (
          <button
            type="button"
            className="btn btn-success"
            onClick={onStart}
            disabled={busy}
            aria-label={label('Démarrer')}
          >
            Démarrer
          </button>
        )}
        {session.status === 'active' && (
          <>
            <Link to={`/teacher/sessions/${session.id}/live`} className="btn" aria-label={`Session Live : ${session.name}`}>
              Session Live
            </Link>
            <button
              type="button"
              className="btn btn-danger"
              onClick={onStop}
              disabled={busy}
              aria-label={label('Arrêter')}
            >
              Arrêter
            </button>
          </>
        )}
        {session.status === 'ended' && <span className="muted session-ended">Session terminée</span>}
        <button type="button" className="btn btn-ghost" onClick={onDuplicate} disabled={busy} aria-label={label('Dupliquer')}>
          Dupliquer
        </button>
        {canDeleteSession(session.status) && (
          <button
            type="button"
            className="btn btn-ghost-danger"
            onClick={onDelete}
            disabled={busy}
            aria-label={label('Supprimer')}
          >
            Supprimer
          </button>
        )}
      </div>
    </li>
  );
}
