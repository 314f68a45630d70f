import type { JoinSessionResponse } from '@ciar/shared/student';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api';
import { askTeacher, claimRequest, REJOIN_POLL_MS, resumeWithCode } from '../lib/rejoin';
import { serverMessageOr } from '../lib/server-message';

export const REJOIN_MESSAGES = {
  intro: 'C’est vous ? Reprenez votre participation sur cet appareil avec votre code de reprise.',
  failed: 'Erreur lors de la connexion à la session',
  waiting: 'Demande envoyée. Cette page continuera d’elle-même dès que l’enseignant l’aura acceptée.',
} as const;

interface Props {
  code: string;
  studentName: string;
  /** The same student, joined on this device. */
  onJoined: (joined: JoinSessionResponse) => void;
}

/**
 * Shown when the name is already taken in the session (decision 105): the student's own
 * earlier device may hold it. Either the personal rejoin code, or a request to the teacher,
 * after which this device waits and continues by itself once the teacher accepts.
 */
export function RejoinChoices({ code, studentName, onJoined }: Props) {
  const inputId = useId();
  const [rejoinCode, setRejoinCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, setRequest] = useState<string | null>(null);

  // Waiting for the teacher: ask again every few seconds until the answer is not "pending".
  useEffect(() => {
    if (!request) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const joined = await claimRequest(code, studentName, request);
        if (!stopped) onJoined(joined);
        return;
      } catch (failure) {
        if (stopped) return;
        const pending = failure instanceof ApiError && (failure.code === 'rejoin-pending' || failure.code === 'network' || failure.status >= 500);
        if (!pending) {
          setRequest(null);
          setError(serverMessageOr(failure, REJOIN_MESSAGES.failed));
          return;
        }
      }
      timer = setTimeout(() => void poll(), REJOIN_POLL_MS);
    };
    timer = setTimeout(() => void poll(), REJOIN_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [request, code, studentName, onJoined]);

  const resume = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onJoined(await resumeWithCode(code, studentName, rejoinCode));
    } catch (failure) {
      setError(serverMessageOr(failure, REJOIN_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      setRequest(await askTeacher(code, studentName));
    } catch (failure) {
      setError(serverMessageOr(failure, REJOIN_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

  if (request) {
    return (
      <div className="stack rejoin-choices" role="status">
        <p>{REJOIN_MESSAGES.waiting}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setRequest(null)}>
          Annuler
        </button>
      </div>
    );
  }
  return (
    <form className="stack rejoin-choices" onSubmit={resume} noValidate aria-label="Reprendre ma participation">
      <p>{REJOIN_MESSAGES.intro}</p>
      <div className="field">
        <label htmlFor={inputId}>Code de reprise</label>
        <input
          id={inputId}
          className="input"
          value={rejoinCode}
          onChange={(e) => setRejoinCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={11}
          placeholder="123 456"
          disabled={busy}
        />
      </div>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-block" disabled={busy || rejoinCode.trim() === ''}>
        Reprendre ma participation
      </button>
      <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => void ask()}>
        Je n’ai pas mon code : demander à l’enseignant
      </button>
    </form>
  );
}
