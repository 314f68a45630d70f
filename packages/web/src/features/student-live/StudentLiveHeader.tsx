import type { SessionStatus } from '@ciar/shared/session';
import { Link } from 'react-router';
import { StudentStatusBadge } from '../../components/StudentStatusBadge';

interface Props {
  sessionName: string | null;
  studentName: string;
  connected: boolean;
  status: SessionStatus | null;
  onLogout: () => void;
}

/** docs/product.md#student-live-page: session name, back, logout, connection and session status, the student's name. */
export function StudentLiveHeader({ sessionName, studentName, connected, status, onLogout }: Props) {
  return (
    <header className="app-header">
      <div className="app-header-inner student-live-header">
        <div className="row">
          <Link to="/student/join" className="btn btn-ghost" aria-label="Retour à l’espace étudiant">
            ← Retour
          </Link>
          <div>
            <div className="student-live-session-name">{sessionName ?? 'Session'}</div>
            <div className="muted student-live-name">{studentName}</div>
          </div>
        </div>
        <div className="row">
          <span className={connected ? 'badge badge-active' : 'badge badge-ended'} role="status">
            {connected ? 'Connecté' : 'Déconnecté'}
          </span>
          {status && <StudentStatusBadge status={status} />}
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            Quitter
          </button>
        </div>
      </div>
    </header>
  );
}
