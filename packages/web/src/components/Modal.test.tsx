import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      {outer && (
        <Modal title="Importer" onClose={() => setOuter(false)}>
          <button type="button">Importer le fichier</button>
        </Modal>
      )}
      {inner && (
        <Modal title="Confirmer" onClose={() => setInner(false)}>
          <button type="button">Oui</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('closes on Escape and brings Tab back inside even when the focus fell out of it', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Modal title="Importer des questions" onClose={() => setOpen(false)}>
          <button type="button">Importer</button>
        </Modal>
      ) : (
        <p>Fermé</p>
      );
    }
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Importer des questions' });
    expect(screen.getByRole('button', { name: 'Importer' })).toHaveFocus();

    // A button that becomes disabled drops the focus on <body>.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Fermé')).toBeInTheDocument();
  });

  it('closes only the innermost dialog on Escape', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirmer' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Importer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
