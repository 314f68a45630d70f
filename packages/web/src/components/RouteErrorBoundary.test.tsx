import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
