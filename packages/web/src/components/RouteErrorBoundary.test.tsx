import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('replaces a screen that throws with a French error and a way home', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });

  it('tells a browser that cannot parse a chunk it is too old, instead of blaming the connection', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Unparsable(): never {
      throw new SyntaxError('Invalid regular expression: invalid group specifier name');
    }
    render(
      <RouteErrorBoundary>
        <Unparsable />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce navigateur est trop ancien pour CIAR. Mettez-le à jour ou utilisez un autre appareil.',
    );
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recharger' })).toBeNull();
    quiet.mockRestore();
  });

  it('shows its children when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>Contenu</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Contenu')).toBeInTheDocument();
  });
});

describe('RouteErrorBoundary and a screen whose code cannot be fetched', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says so with « Réessayer » when the server does not answer (no automatic reload then)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const Missing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://ecole.fr/assets/QuizPage-old.js')));
    render(
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Impossible de charger la page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('never reloads for code that arrived but cannot be parsed: that browser is too old (decision 112)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const TooNew = lazy(() => Promise.reject(new SyntaxError("Unexpected token '?'")));
    render(
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <TooNew />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce navigateur est trop ancien pour CIAR.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    quiet.mockRestore();
  });
});
