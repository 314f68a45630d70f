import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isUnparsableCode } from '../app/outdated-browser';
import { replaceShell } from '../lib/page-shell';
import { isChunkLoadFailure } from '../lib/stale-chunks';
import { ChunkLoadFailure } from './ChunkLoadFailure';
import { OutdatedBrowserPage } from './OutdatedBrowserPage';

interface State {
  failed: boolean;
  /** Code this browser cannot parse: no reload helps, the browser is too old (decision 112). */
  unparsable?: boolean;
  /** The screen's code could not be fetched (often: a new version was deployed). */
  chunkMissing?: boolean;
}

/**
 * Shown when a screen fails to load or throws: a French message and a way home. React only
 * catches render errors in a class component, hence the one class of the app.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    // A chunk that does not parse is never mistaken for one that vanished with a deployment.
    const unparsable = isUnparsableCode(error);
    return { failed: true, unparsable, chunkMissing: !unparsable && isChunkLoadFailure(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    // A page's HTML shell (the join form) must not hide what went wrong.
    replaceShell();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.unparsable) return <OutdatedBrowserPage />;
    if (this.state.chunkMissing) return <ChunkLoadFailure />;
    return (
      <main className="page page-narrow">
        <div className="card stack center" role="alert">
          <h1>Une erreur est survenue</h1>
          <p className="muted">La page n’a pas pu s’afficher. Vérifiez votre connexion puis rechargez la page.</p>
          <div className="row" style={{ justifyContent: 'center' }}>
            <button type="button" className="btn" onClick={() => window.location.reload()}>
              Recharger
            </button>
            {/* A plain link: the router's context may be what failed. */}
            <a className="btn btn-secondary" href="/">
              Retour à l’accueil
            </a>
          </div>
        </div>
      </main>
    );
  }
}
