import { useEffect, useState } from 'react';
import { reloadForNewVersion } from '../lib/stale-chunks';

/**
 * What a screen whose code failed to load shows: "Chargement…" while the page reloads itself
 * to pick up a new version (see lib/stale-chunks.ts), then, if that was not possible (the
 * server does not answer, or it was already tried a moment ago), a French message and
 * « Réessayer ».
 */
export function ChunkLoadFailure() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let mounted = true;
    void reloadForNewVersion().then((reloading) => {
      if (!reloading && mounted) setFailed(true);
    });
    return () => {
      mounted = false;
    };
  }, []);

  if (!failed) {
    return (
      <p className="page muted" role="status">
        Chargement…
      </p>
    );
  }
  return (
    <main className="page page-narrow">
      <div className="card stack center" role="alert">
        <h1>Impossible de charger la page</h1>
        <p className="muted">
          Le serveur ne répond pas ou l’application vient d’être mise à jour. Vérifiez votre connexion puis réessayez : rien de
          ce qui a été enregistré n’est perdu.
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Réessayer
          </button>
        </div>
      </div>
    </main>
  );
}
