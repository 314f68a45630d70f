import type { LiveControls as Controls } from './live-controls';

interface Props {
  controls: Controls;
  busy: boolean;
  onStart: () => void;
  onNext: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/** The live screen's buttons, exactly those the session's state allows. */
export function LiveControls({ controls, busy, onStart, onNext, onPause, onResume, onStop }: Props) {
  return (
    <section className="card stack" aria-label="Pilotage de la session">
      <div className="row live-controls">
        {controls.start && (
          <button type="button" className="btn btn-success btn-large" onClick={onStart} disabled={busy}>
            Démarrer la session
          </button>
        )}
        <button
          type="button"
          className="btn btn-large"
          onClick={onNext}
          disabled={busy || !controls.next.enabled}
          aria-describedby={controls.next.message ? 'next-question-message' : undefined}
        >
          Question suivante
        </button>
        {controls.resume && (
          <button type="button" className="btn btn-success btn-large" onClick={onResume} disabled={busy}>
            Reprendre la session
          </button>
        )}
        {controls.pause && (
          <button type="button" className="btn btn-secondary btn-large" onClick={onPause} disabled={busy}>
            Mettre en pause
          </button>
        )}
        {controls.stop && (
          <button type="button" className="btn btn-danger btn-large" onClick={onStop} disabled={busy}>
            Arrêter la session
          </button>
        )}
      </div>
      {controls.next.message && (
        <p id="next-question-message" className="muted">
          {controls.next.message}
        </p>
      )}
    </section>
  );
}
