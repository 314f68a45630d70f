import { rejoinRequestText } from '@ciar/shared/student';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { answerRejoinRequest, rejoinRequestsKey, useRejoinRequests } from '../lib/rejoin-requests';
import { serverMessageOr } from '../lib/server-message';
import { useSocketEvent, type LiveSocket } from '../lib/socket';
import './rejoin.css';

export const REJOIN_REQUEST_FAILED = 'Erreur lors de la réponse à la demande';

interface Props {
  sessionId: string;
  /** The live screen's connection: requests then appear at once instead of at the next refresh. */
  socket?: LiveSocket | null;
  /** Only while students can still come back (not after the end). */
  enabled: boolean;
  /**
   * The page's one live region (decision 193): a new request is said there instead of by a
   * status of its own.
   */
  announce?: (text: string) => void;
}

/** What a page's live region says of new requests: not the card's words, which a search finds once. */
export function rejoinRequestAnnouncement(names: string[]): string {
  return names.length === 1
    ? `Demande de retour sur un autre appareil : ${names[0]}.`
    : `${names.length} demandes de retour sur un autre appareil : ${names.join(', ')}.`;
}

/**
 * Students asking to come back on another device without their rejoin code (decision 105),
 * on the live screen and the session page: one click lets them in.
 */
export function RejoinRequests({ sessionId, socket = null, enabled, announce }: Props) {
  const client = useQueryClient();
  const requests = useRejoinRequests(sessionId, enabled);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: rejoinRequestsKey(sessionId) });
  useSocketEvent(socket, 'rejoin-requested', refresh);
  useSocketEvent(socket, 'rejoin-settled', refresh);

  const list = requests.data ?? [];
  const known = useRef(new Set<string>());
  const newNames = list.filter((r) => !known.current.has(r.studentId)).map((r) => r.studentName);
  useEffect(() => {
    // The requests on screen now: one settled and asked again is new again.
    known.current = new Set(list.map((r) => r.studentId));
    if (enabled && announce && newNames.length > 0) announce(rejoinRequestAnnouncement(newNames));
    // Said when new requests arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newNames.join('\u0000')]);
  if (!enabled || (list.length === 0 && !error)) return null;

  const answer = async (studentId: string, action: 'approve' | 'decline') => {
    setBusy(studentId);
    setError(null);
    try {
      await answerRejoinRequest(sessionId, studentId, action);
    } catch (failure) {
      setError(serverMessageOr(failure, REJOIN_REQUEST_FAILED));
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <section className="card stack" aria-labelledby="rejoin-requests-title">
      <h2 id="rejoin-requests-title">Demandes de retour</h2>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <ul className="rejoin-requests-list">
        {list.map((request) => (
          <li key={request.studentId} className="rejoin-request banner banner-warning" role={announce ? undefined : 'status'}>
            <span>« {rejoinRequestText(request.studentName)} »</span>
            <span className="row">
              <button type="button" className="btn" disabled={busy !== null} onClick={() => void answer(request.studentId, 'approve')}>
                Laisser revenir
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy !== null}
                onClick={() => void answer(request.studentId, 'decline')}
              >
                Refuser
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
