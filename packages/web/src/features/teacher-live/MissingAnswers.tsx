import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useMissingAnswers } from './get-missing-answers';

interface Props {
  questionId: string;
  answersCount: number;
  participantsCount: number;
}

/**
 * « Qui n’a pas encore répondu ? »: closed until the teacher asks, since the live screen is
 * often projected and a list of names there would single students out; read only while open.
 */
export function MissingAnswers({ questionId, answersCount, participantsCount }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="live-missing" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Qui n’a pas encore répondu ?</summary>
      {open && <MissingList questionId={questionId} answersCount={answersCount} participantsCount={participantsCount} />}
    </details>
  );
}

function MissingList({ questionId, answersCount, participantsCount }: Props) {
  const missing = useMissingAnswers(questionId, answersCount, participantsCount, true);
  if (missing.isError && !missing.data) return <p className="muted">La liste n’a pas pu être chargée.</p>;
  if (!missing.data) return <p className="muted">Chargement…</p>;
  const { count, students } = missing.data;
  // No one to wait for is not everyone having answered.
  if (count === 0) return <p>{participantsCount === 0 ? 'Aucun participant pour le moment.' : 'Tout le monde a répondu.'}</p>;
  const others = count - students.length;
  return (
    <div className="stack">
      <p>{`${formatNumber(count)} participant${count > 1 ? 's' : ''} sans réponse :`}</p>
      <ul className="live-missing-names" aria-label="Participants sans réponse">
        {students.map((student) => (
          <li key={student.studentId}>{student.studentName}</li>
        ))}
      </ul>
      {others > 0 && <p className="muted">{`… et ${formatNumber(others)} autre${others > 1 ? 's' : ''}.`}</p>}
    </div>
  );
}
