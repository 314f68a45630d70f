import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="page page-narrow">
      <div className="card stack center">
        <h1>Page introuvable</h1>
        <p className="muted">L’adresse demandée n’existe pas ou a été déplacée.</p>
        <Link className="btn" to="/">
          Retour à l’accueil
        </Link>
      </div>
    </main>
  );
}
