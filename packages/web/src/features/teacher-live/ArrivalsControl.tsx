import type { SessionArrivals } from '@ciar/shared/session';
import { LIMITS } from '@ciar/shared/constants';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { serverMessageOr } from '../../lib/server-message';
import { useSocketEvent, type LiveSocket } from '../../lib/socket';

export const ARRIVALS_MESSAGES = {
  flooded: 'Beaucoup d’arrivées : vérifiez les noms.',
  saveFailed: 'Les arrivées n’ont pas pu être modifiées.',
  badMaximum: `Le nombre maximum doit être un nombre entier entre 1 et ${LIMITS.maxParticipants}, ou vide.`,
} as const;

interface Props {
  sessionId: string;
  arrivals: SessionArrivals;
  socket: LiveSocket | null;
  /** The page's one live region (decision 193). */
  announce: (text: string) => void;
}

/**
 * The teacher's controls against a flood of names (decision 262): lock the arrivals (no new
 * name; a student already in still comes back) and a maximum number of participants. The
 * server's pace turning names away is said here, so that the teacher checks the list.
 */
export function ArrivalsControl({ sessionId, arrivals: initial, socket, announce }: Props) {
  const [arrivals, setArrivals] = useState(initial);
  const [maximum, setMaximum] = useState(initial.maxParticipants?.toString() ?? '');
  const [flooded, setFlooded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const maximumId = useId();
  useEffect(() => setArrivals(initial), [initial]);
  useSocketEvent(socket, 'arrivals-changed', (news) => {
    if (news.sessionId !== sessionId) return;
    setArrivals(news.arrivals);
    if (news.flooded) {
      setFlooded(true);
      announce(ARRIVALS_MESSAGES.flooded);
    }
    else setMaximum(news.arrivals.maxParticipants?.toString() ?? '');
  });

  const save = async (next: SessionArrivals) => {
    setBusy(true);
    setError(null);
    try {
      const { session } = await apiRequest<{ session: { arrivals: SessionArrivals } }>('PATCH', `/sessions/${sessionId}/arrivals`, { body: next });
      setArrivals(session.arrivals);
    } catch (failure) {
      setError(serverMessageOr(failure, ARRIVALS_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  const saveMaximum = () => {
    const text = maximum.trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > LIMITS.maxParticipants)) {
      setError(ARRIVALS_MESSAGES.badMaximum);
      return;
    }
    void save({ ...arrivals, maxParticipants: value });
  };

  return (
    <section className="card stack arrivals-control" aria-labelledby="arrivals-title">
      <h2 id="arrivals-title">Arrivées</h2>
      {flooded && (
        <p className="banner banner-warning">
          {ARRIVALS_MESSAGES.flooded}
        </p>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn-secondary" aria-pressed={arrivals.locked} disabled={busy} onClick={() => void save({ ...arrivals, locked: !arrivals.locked })}>
          {arrivals.locked ? 'Rouvrir les arrivées' : 'Verrouiller les arrivées'}
        </button>
        <span className="muted">{arrivals.locked ? 'Aucun nouveau nom ne peut rejoindre ; les élèves déjà inscrits peuvent revenir.' : 'Les nouveaux élèves peuvent rejoindre.'}</span>
      </div>
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          saveMaximum();
        }}
      >
        <label htmlFor={maximumId}>Nombre maximum de participants</label>
        <input id={maximumId} inputMode="numeric" className="input arrivals-maximum" value={maximum} placeholder="Aucun" onChange={(e) => setMaximum(e.target.value)} />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Enregistrer
        </button>
      </form>
    </section>
  );
}
