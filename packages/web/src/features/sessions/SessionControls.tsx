import { allowedTransitions, type Session, type SessionStatus } from '@ciar/shared/session';
import { useState } from 'react';

interface Props {
  session: Session;
  statusBusy: boolean;
  modeBusy: boolean;
  timerBusy: boolean;
  onStatus: (status: SessionStatus) => void;
  /** Asks for the other mode; `settled` is called once the server has answered. */
  onToggleMode: (settled: () => void) => void;
  onToggleTimer: (settled: () => void) => void;
}

function transitionLabel(from: SessionStatus, to: SessionStatus): string {
  if (to === 'active') return from === 'created' ? 'Démarrer' : 'Reprendre';
  if (to === 'paused') return 'Mettre en pause';
  return 'Arrêter';
}

const TRANSITION_CLASS: Record<SessionStatus, string> = {
  created: 'btn',
  active: 'btn btn-success',
  paused: 'btn btn-secondary',
  ended: 'btn btn-danger',
};

/** Status buttons exactly as the transitions allow (docs/product.md#session-statuses), and the mode and timer switches. */
export function SessionControls({ session, statusBusy, modeBusy, timerBusy, onStatus, onToggleMode, onToggleTimer }: Props) {
  const moves = allowedTransitions(session.status);
  const ended = session.status === 'ended';
  // A switch shows the value asked for at once (set in the click itself, before the request
  // is even pending), while the server confirms it, and falls back on failure.
  const [askedMode, setAskedMode] = useState<boolean | null>(null);
  const [askedTimer, setAskedTimer] = useState<boolean | null>(null);
  const autonomous = askedMode ?? session.isAutonomous;
  const timerOn = askedTimer ?? !session.disableTimer;
  const toggleMode = () => {
    setAskedMode(!autonomous);
    onToggleMode(() => setAskedMode(null));
  };
  const toggleTimer = () => {
    setAskedTimer(!timerOn);
    onToggleTimer(() => setAskedTimer(null));
  };
  return (
    <section className="card stack" aria-labelledby="controls-title">
      <h2 id="controls-title">Pilotage</h2>
      {moves.length > 0 ? (
        <div className="row">
          {moves.map((to) => (
            <button key={to} type="button" className={TRANSITION_CLASS[to]} onClick={() => onStatus(to)} disabled={statusBusy}>
              {transitionLabel(session.status, to)}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">Session terminée : elle ne peut plus être modifiée.</p>
      )}
      <div className="session-switches">
        <div>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={autonomous}
              onChange={toggleMode}
              disabled={ended || modeBusy}
              aria-describedby="mode-hint"
            />
            Mode autonome
          </label>
          <p id="mode-hint" className="field-hint">
            {autonomous
              ? 'Autonome : les étudiants répondent à leur rythme, sans activation des questions.'
              : 'Supervisé : vous activez chaque question au moment voulu.'}
          </p>
        </div>
        <div>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={timerOn}
              onChange={toggleTimer}
              disabled={ended || timerBusy}
              aria-describedby="timer-hint"
            />
            Timer activé
          </label>
          <p id="timer-hint" className="field-hint">
            {!timerOn
              ? 'Les questions n’ont pas de limite de temps.'
              : 'Chaque question est limitée à son temps de réponse.'}
          </p>
        </div>
      </div>
    </section>
  );
}
