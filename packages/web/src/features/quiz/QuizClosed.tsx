import type { PublicSession } from '@ciar/shared/session';
import type { StudentRecord } from '@ciar/shared/student';
import { QUIZ_CLOSED_MESSAGES, type QuizAvailability } from '@ciar/shared/student-results';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StudentStats } from '../../components/student-stats/StudentStats';
import { QUIZ_CLOSED_ANNOUNCEMENTS } from './announcements';

type Closed = Exclude<QuizAvailability, 'open'>;

const TITLES: Record<Closed, string> = {
  ended: 'Session terminée',
  supervised: 'Session animée en direct',
  'not-started': 'Le quiz n’a pas encore commencé',
  paused: 'Quiz en pause',
};

interface Props {
  availability: Closed;
  /** The session, when the student could join it. */
  session: Pick<PublicSession, 'id'> | null;
  record: StudentRecord | null;
  /** Overrides the usual explanation (e.g. the server's refusal to join an ended session). */
  message?: string;
  /** The page's one live region (decision 192). */
  announce?: (text: string) => void;
}

/** Why the quiz cannot be taken now, and where to go instead. */
export function QuizClosed({ availability, session, record, message, announce }: Props) {
  const [showStats, setShowStats] = useState(false);
  useEffect(() => {
    announce?.(QUIZ_CLOSED_ANNOUNCEMENTS[availability]);
  }, [availability, announce]);
  const waiting = availability === 'not-started' || availability === 'paused';
  return (
    <div className="stack">
      <section className="card stack quiz-closed" aria-labelledby="quiz-closed-title">
        <h2 id="quiz-closed-title">{TITLES[availability]}</h2>
        <p>{message ?? QUIZ_CLOSED_MESSAGES[availability]}</p>
        {waiting && (
          <p className="muted">
            En attente de l’enseignant…
          </p>
        )}
        {availability === 'supervised' && session && (
          <Link className="btn btn-block" to={`/student/session/${session.id}`}>
            Rejoindre la session en direct
          </Link>
        )}
        {availability === 'ended' && record && (
          <button type="button" className="btn btn-block" aria-expanded={showStats} onClick={() => setShowStats((shown) => !shown)}>
            {showStats ? 'Masquer mes statistiques' : 'Voir mes statistiques'}
          </button>
        )}
      </section>
      {showStats && record && <StudentStats sessionId={record.sessionId} studentId={record.id} token={record.token} />}
    </div>
  );
}
