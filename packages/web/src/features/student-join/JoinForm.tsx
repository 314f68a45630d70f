import { LIMITS, SESSION_CODE_LENGTH } from '@ciar/shared/constants';
import { normaliseSessionCode, studentIdFor } from '@ciar/shared/student';
import type { JoinSessionResponse } from '@ciar/shared/student';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useState, type FormEvent } from 'react';
import { RejoinChoices } from '../../components/RejoinChoices';
import { ApiError } from '../../lib/api';
import { useNavigate } from 'react-router';
import { replaceShell, shellValue } from '../../lib/page-shell';
import { serverMessageOr } from '../../lib/server-message';
import { getStudentName, getStudentToken, saveStudentRecord } from '../../lib/student-store';
import { canSubmitJoin, JOIN_MESSAGES, validateJoinForm } from './join-form';
import { useJoinSession } from './join-session';

/** Session code and full name (docs/product.md#student-join-page); success opens the live session page. */
export function JoinForm({ initialCode }: { initialCode: string }) {
  const navigate = useNavigate();
  const join = useJoinSession();
  const [code, setCode] = useState(() => normaliseSessionCode(initialCode));
  const [name, setName] = useState(() => (initialCode ? (getStudentName(normaliseSessionCode(initialCode)) ?? '') : ''));
  const [error, setError] = useState<string | null>(null);
  // What the student typed in the page's HTML shell before the app loaded is kept, read at
  // the last moment before the shell goes (a layout effect: nothing is painted in between).
  useLayoutEffect(() => {
    const typedCode = shellValue('join-code');
    const typedName = shellValue('join-name');
    if (typedCode) setCode(normaliseSessionCode(typedCode));
    if (typedName) setName(typedName);
    replaceShell();
  }, []);
  /** The name this device was refused because someone joined under it: perhaps this student, elsewhere. */
  const [taken, setTaken] = useState<{ code: string; studentName: string } | null>(null);

  const joined = useCallback(
    ({ session, student }: JoinSessionResponse) => {
      saveStudentRecord(student);
      navigate(`/student/session/${encodeURIComponent(session.id)}`);
    },
    [navigate],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateJoinForm({ code, name });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setTaken(null);
    const studentName = name.trim();
    // Joining again under a name used before on this device: its token proves it is the same student.
    const token = getStudentToken(studentIdFor(code, studentName)) ?? undefined;
    // The network may have gone a moment before the `offline` event: then the join waits for it.
    if (!navigator.onLine) onlineManager.setOnline(false);
    join.mutate(
      { code, studentName, token },
      {
        onSuccess: joined,
        onError: (failure) => {
          setError(serverMessageOr(failure, JOIN_MESSAGES.failed));
          if (failure instanceof ApiError && failure.code === 'name-taken') setTaken({ code, studentName });
        },
      },
    );
  };

  const submitting = join.isPending;
  return (
    <>
      <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="join-title">
        <h2 id="join-title">Rejoindre une session</h2>
        <p className="muted" id="join-help">
          Saisissez le code à {SESSION_CODE_LENGTH} caractères affiché par votre enseignant, puis votre nom complet (prénom
          et nom) : il apparaîtra dans les résultats de la classe.
        </p>
        <div className="field">
          <label htmlFor="join-code">Code de session</label>
          <input
            id="join-code"
            className="input join-code-input"
            value={code}
            onChange={(e) => setCode(normaliseSessionCode(e.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            placeholder="ABC123"
            aria-describedby="join-help"
            disabled={submitting}
          />
        </div>
        <div className="field">
          <label htmlFor="join-name">Nom complet</label>
          <input
            id="join-name"
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={LIMITS.studentName}
            placeholder="Prénom Nom"
            disabled={submitting}
          />
        </div>
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        {join.isPaused && (
          <p className="banner banner-warning" role="status">
            {JOIN_MESSAGES.offline}
          </p>
        )}
        <button type="submit" className="btn btn-block" disabled={submitting || !canSubmitJoin({ code, name })}>
          {submitting ? 'Connexion…' : 'Rejoindre la session'}
        </button>
      </form>
      {taken && taken.code === code && taken.studentName === name.trim() && (
        <section className="card">
          <RejoinChoices code={taken.code} studentName={taken.studentName} onJoined={joined} />
        </section>
      )}
    </>
  );
}
