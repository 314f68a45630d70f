import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeQuestion } from '../../testing/fixtures';
import { PresenterView } from './PresenterView';

const session = { id: 's1', code: 'ABC234', name: 'Histoire', status: 'active' as const, participantsCount: 2, isAutonomous: false, disableTimer: false };
const controls = { start: false, next: { enabled: true, questionId: 'q2', message: null }, pause: true, resume: false, stop: false };

function view(busy: boolean, handlers: { onNext: () => void; onPause: () => void }, announcement = '') {
  return (
    <PresenterView
      session={session}
      question={makeQuestion({ id: 'q1', isActive: true, activatedAt: new Date().toISOString() })}
      position={{ index: 1, total: 2 }}
      stats={null}
      connected
      clockOffsetMs={0}
      controls={controls}
      busy={busy}
      error={null}
      onNext={handlers.onNext}
      onPause={handlers.onPause}
      onResume={vi.fn()}
      onExit={vi.fn()}
      announcement={announcement}
      announce={vi.fn()}
    />
  );
}

describe('PresenterView', () => {
  it('keeps a remote’s « next » pressed while the last command travels, and runs it once done (decision 094)', () => {
    const handlers = { onNext: vi.fn(), onPause: vi.fn() };
    const { rerender } = render(view(true, handlers));
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(handlers.onNext).not.toHaveBeenCalled();
    rerender(view(false, handlers));
    expect(handlers.onNext).toHaveBeenCalledOnce();
    // Not again at the next idle moment.
    rerender(view(true, handlers));
    rerender(view(false, handlers));
    expect(handlers.onNext).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(handlers.onPause).toHaveBeenCalledOnce();
  });

  it('has one live region, the live screen’s, and no status of its own: badges and counts are plain text (decision 193)', () => {
    const handlers = { onNext: vi.fn(), onPause: vi.fn() };
    const { rerender } = render(view(false, handlers));
    const live = document.querySelectorAll('[aria-live], [role="status"], [role="log"]');
    expect(live).toHaveLength(1);
    expect(live[0]).toBe(screen.getByTestId('live-region'));
    expect(screen.getByText('Connecté')).not.toHaveAttribute('role');
    const count = document.querySelector('.presenter-responses');
    expect(count).toHaveTextContent('0 réponse sur 2 participants');
    expect(count).not.toHaveAttribute('aria-hidden');
    rerender(view(false, handlers, 'La session est suspendue.'));
    expect(screen.getByTestId('live-region')).toHaveTextContent('La session est suspendue.');
  });
});
