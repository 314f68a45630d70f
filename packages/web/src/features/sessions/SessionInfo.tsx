import type { Session } from '@ciar/shared/session';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { ParticipationLink } from './ParticipationLink';

/** Who, what and how of a session (docs/product.md#session-page). */
export function SessionInfo({ session }: { session: Session }) {
  const questionCount = session.questions?.length ?? session.questionsCount;
  return (
    <section className="card stack" aria-labelledby="session-title">
      <div className="session-title-row">
        <div className="session-title">
          <h1 id="session-title">{session.name}</h1>
          <StatusBadge status={session.status} />
        </div>
        <Link to={`/teacher/sessions/${session.id}/live`} className="btn">
          Écran live
        </Link>
      </div>
      <dl className="session-info">
        <div>
          <dt>Code</dt>
          <dd className="session-info-code">{session.code}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{session.participantsCount}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{questionCount}</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{session.isAutonomous ? 'Autonome' : 'Supervisé'}</dd>
        </div>
        <div>
          <dt>Timer</dt>
          <dd>{session.disableTimer ? 'Désactivé' : 'Activé'}</dd>
        </div>
        <div>
          <dt>Créée le</dt>
          <dd>{formatDateTime(session.createdAt)}</dd>
        </div>
      </dl>
      <ParticipationLink code={session.code} />
    </section>
  );
}
