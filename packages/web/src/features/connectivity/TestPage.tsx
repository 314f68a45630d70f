import { useState } from 'react';
import { Link } from 'react-router';
import { CHECKS } from './checks';

interface Result {
  name: string;
  ok: boolean;
  detail: string;
}

/** Connectivity test page (docs/product.md#connectivity-test): runs the API checks in order and prints them. */
export function TestPage() {
  const [results, setResults] = useState<Result[]>([]);
  const [running, setRunning] = useState(false);

  const runAll = async () => {
    setRunning(true);
    setResults([]);
    for (const check of CHECKS) {
      let result: Result;
      try {
        result = { name: check.name, ok: true, detail: await check.run() };
      } catch (error) {
        result = { name: check.name, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
      setResults((previous) => [...previous, result]);
    }
    setRunning(false);
  };

  return (
    <main className="page stack">
      <Link to="/" className="btn btn-ghost" style={{ alignSelf: 'flex-start' }}>
        ← Retour à l’accueil
      </Link>
      <div className="card stack">
        <h1>Test de connectivité</h1>
        <p className="muted">
          En développement, l’interface tourne sur le port 3000 (Vite) et le serveur sur le port 5001. En
          production, tout est servi par le serveur : {window.location.origin}.
        </p>
        <button type="button" className="btn" onClick={runAll} disabled={running} style={{ alignSelf: 'flex-start' }}>
          {running ? 'Tests en cours…' : 'Lancer les tests'}
        </button>
        <ol className="stack" aria-live="polite" style={{ paddingLeft: 'var(--space-5)' }}>
          {results.map((result) => (
            <li key={result.name}>
              <strong>{result.ok ? '✅' : '❌'} {result.name}</strong>
              <div className={result.ok ? 'muted' : 'field-error'}>{result.detail}</div>
            </li>
          ))}
        </ol>
        {!running && results.length === CHECKS.length && (
          <p className={results.every((r) => r.ok) ? 'banner banner-success' : 'banner banner-error'} role="status">
            {results.filter((r) => r.ok).length}/{results.length} tests réussis
          </p>
        )}
      </div>
    </main>
  );
}
