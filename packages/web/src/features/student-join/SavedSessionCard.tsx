import type { PublicSession } from '@ciar/shared/session';
import type { StudentRecord } from '@ciar/shared/student';
import { Link } from 'react-router';
import { StudentStatusBadge } from '../../components/StudentStatusBadge';

interface Props {
  record: StudentRecord;
  session: PublicSession;
  onNewSession: () => void;
}

/** The session this device joined last (docs/product.md#student-join-page): go back into it, or start afresh. */
export function SavedSessionCard({ record, session, onNewSession }: Props) {
  const ended = session.status === 'ended';
  return (
    <section className="card stack" aria-labelledby="saved-title">
      <div className="row-between">
        <h2 id="saved-title">Votre session</h2>
        <StudentStatusBadge status={session.status} />
      </div>
      <dl className="join-facts">
        <div>
          <dt>Session</dt>
          <dd>{session.name}</dd>
        </div>
        <div>
          <dt>Nom</dt>
          <dd>{record.name}</dd>
        </div>
        <div>
          <dt>Code</dt>
          <dd className="join-code">{session.code}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{session.participantsCount}</dd>
        </div>
      </dl>
      <div className="row">
        {/* An ended session has no live page to go back to: its student's results instead. */}
        {ended ? (
          <Link to={`/student/session/${encodeURIComponent(session.id)}/stats`} className="btn">
            Voir mes résultats
          </Link>
        ) : (
          <Link to={`/student/session/${encodeURIComponent(session.id)}`} className="btn">
            Rejoindre ma session
          </Link>
        )}
        <button type="button" className="btn btn-secondary" onClick={onNewSession}>
          Nouvelle session
        </button>
      </div>
    </section>
  );
}
