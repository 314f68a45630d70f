import { formatRejoinCode } from '@ciar/shared/student';
import { getRejoinCode } from '../lib/student-store';
import './rejoin.css';

/**
 * The student's personal rejoin code (decision 105), on the live page, in the quiz and in the
 * statistics view: with their name, it resumes their participation on any other device.
 */
export function RejoinCodeNote({ studentId }: { studentId: string }) {
  const code = getRejoinCode(studentId);
  if (!code) return null;
  return (
    <p className="rejoin-code-note muted">
      Votre code de reprise : <strong className="rejoin-code">{formatRejoinCode(code)}</strong>. Notez-le : avec votre nom,
      il vous permet de reprendre votre participation sur un autre appareil.
    </p>
  );
}
