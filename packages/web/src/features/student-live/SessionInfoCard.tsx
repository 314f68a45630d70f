import type { PublicSession } from '@ciar/shared/session';
import { StudentStatusBadge } from '../../components/StudentStatusBadge';

/** docs/product.md#session-page: the session's name, code and status. */
export function SessionInfoCard({ session }: { session: PublicSession }) {
  return (
    <section className="card" aria-labelledby="session-info-title">
      <h2 id="session-info-title" className="student-live-info-title">
        Informations de la session
      </h2>
      <dl className="student-live-facts">
        <div>
          <dt>Nom</dt>
          <dd>{session.name}</dd>
        </div>
        <div>
          <dt>Code</dt>
          <dd className="student-live-code">{session.code}</dd>
        </div>
        <div>
          <dt>Statut</dt>
          <dd>
            <StudentStatusBadge status={session.status} />
          </dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{session.participantsCount}</dd>
        </div>
      </dl>
    </section>
  );
}
