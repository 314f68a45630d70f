import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a screen fails to load or throws: a French message and a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="page page-narrow">
      <div className="card stack center" role="alert">
        <h1>Une erreur est survenue</h1>
        <p className="muted">La page n’a pas pu s’afficher. Vérifiez votre connexion puis rechargez la page.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Recharger
          </button>
          <Link className="btn btn-secondary" to="/">
            Retour à l’accueil
          </Link>
        </div>
      </div>
    </main>
  );
}
