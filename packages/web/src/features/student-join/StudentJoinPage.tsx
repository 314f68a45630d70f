import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { clearStudentRecord, getStudentRecord } from '../../lib/student-store';
import { usePublicSession } from './get-public-session';
import { JoinForm } from './JoinForm';
import { SavedSessionCard } from './SavedSessionCard';
import './student-join.css';
import { Logo } from '../../components/Logo';

/** A message handed over by the page that sent the student here (e.g. the session was stopped). */
function messageFrom(state: unknown): string | null {
  return state && typeof state === 'object' && 'message' in state && typeof state.message === 'string'
    ? state.message
    : null;
}

/** Student join page (docs/product.md#student-join-page): the last session joined on this device, then the join form. */
export function StudentJoinPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [record, setRecord] = useState(getStudentRecord);
  const saved = usePublicSession(record?.sessionCode ?? null);
  const message = messageFrom(location.state);
  // The message (the end of the session) takes the focus, so screen readers read it (decision 190).
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  // docs/product.md#student-join-page: a saved session that can no longer be loaded is forgotten. A network failure, a
  // busy server or a rate limit says nothing about the session, so the record stays then.
  const gone = saved.error instanceof ApiError && saved.error.status >= 400 && saved.error.status < 500 && saved.error.status !== 429;
  useEffect(() => {
    if (!gone) return;
    clearStudentRecord();
    setRecord(null);
  }, [gone]);

  const forget = () => {
    clearStudentRecord();
    setRecord(null);
  };

  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <Link to="/" className="brand" aria-label="CIAR, retour à l’accueil">
            <Logo />
            CIAR
          </Link>
        </div>
      </header>
      <main className="page page-narrow stack">
        <h1>Espace étudiant</h1>
        {message && (
          <p className="banner banner-info" ref={messageRef} tabIndex={-1}>
            {message}
          </p>
        )}
        {record && saved.isPending && (
          <p className="muted" role="status">
            Recherche de votre dernière session…
          </p>
        )}
        {record && saved.data && <SavedSessionCard record={record} session={saved.data} onNewSession={forget} />}
        <JoinForm initialCode={searchParams.get('code') ?? ''} />
      </main>
    </>
  );
}
