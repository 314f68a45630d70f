import { useEffect, useRef } from 'react';
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

/**
 * The live screen's buttons, exactly those the session's state allows. A button disabled while
 * its command travels drops the keyboard focus to the page's top: once the command is done, the
 * focus comes back to « Question suivante » (decision 190: seven Tabs for every question before).
 */
export function LiveControls({ controls, busy, onStart, onNext, onPause, onResume, onStop }: Props) {
  const sectionRef = useRef<HTMLElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const usedHere = useRef(false);
  useEffect(() => {
    if (busy || !usedHere.current) return;
    usedHere.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const target = nextRef.current && !nextRef.current.disabled ? nextRef.current : sectionRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [busy]);
  return (
    <section className="card stack" aria-label="Pilotage de la session" ref={sectionRef} onClickCapture={() => (usedHere.current = true)}>
      <div className="row live-controls">
        {controls.start && (
          <button type="button" className="btn btn-success btn-large" onClick={onStart} disabled={busy}>
            Démarrer la session
          </button>
        )}
        <button
          ref={nextRef}
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
