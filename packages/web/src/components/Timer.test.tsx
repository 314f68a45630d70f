import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timer } from './Timer';

const START = Date.parse('2026-11-21T10:00:00.000Z');

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function shown() {
  const timer = screen.getByRole('timer');
  return { text: timer.textContent, colour: timer.closest('.timer')!.getAttribute('data-colour') };
}

describe('Timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from the activation time with the colours of docs/product.md#timer, then says the time is up, once', () => {
    const onExpire = vi.fn();
    render(
      <Timer questionId="q1" activatedAt={new Date(START).toISOString()} timeLimit={90} clockOffsetMs={0} running onExpire={onExpire} />,
    );
    expect(shown()).toEqual({ text: '1:30', colour: 'green' });
    advance(29_000);
    expect(shown()).toEqual({ text: '1:01', colour: 'green' });
    advance(1_000);
    expect(shown()).toEqual({ text: '1:00', colour: 'yellow' });
    advance(29_000);
    expect(shown()).toEqual({ text: '0:31', colour: 'yellow' });
    advance(1_000);
    expect(shown()).toEqual({ text: '0:30', colour: 'orange' });
    advance(29_000);
    expect(shown()).toEqual({ text: '0:01', colour: 'orange' });
    expect(onExpire).not.toHaveBeenCalled();
    advance(1_000);
    expect(shown()).toEqual({ text: 'Temps écoulé!', colour: 'red' });
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('announces only the thresholds to screen readers, not every second', () => {
    render(<Timer questionId="q1" activatedAt={new Date(START).toISOString()} timeLimit={61} clockOffsetMs={0} running />);
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
    expect(live.textContent).toBe('');
    advance(1_000);
    expect(live.textContent).toBe('Il reste une minute ou moins.');
    advance(5_000);
    expect(live.textContent).toBe('Il reste une minute ou moins.');
    advance(25_000);
    expect(live.textContent).toBe('Il reste 30 secondes ou moins.');
    advance(30_000);
    expect(live.textContent).toBe('Temps écoulé!');
  });

  it('uses the server clock: a device 20 s behind the server still shows the server’s remaining time', () => {
    // Activated 10 s ago by the server's clock; this device's clock reads 20 s earlier than the server's.
    const activatedAt = new Date(START + 20_000 - 10_000).toISOString();
    render(<Timer questionId="q1" activatedAt={activatedAt} timeLimit={60} clockOffsetMs={20_000} running />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:50');
  });

  it('starts again from the full time when the question changes, and expires again for the new one', () => {
    const onExpire = vi.fn();
    const { rerender } = render(
      <Timer questionId="q1" activatedAt={new Date(START).toISOString()} timeLimit={10} clockOffsetMs={0} running onExpire={onExpire} />,
    );
    advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Temps écoulé!');
    expect(onExpire).toHaveBeenCalledTimes(1);

    rerender(
      <Timer questionId="q2" activatedAt={new Date(START + 10_000).toISOString()} timeLimit={45} clockOffsetMs={0} running onExpire={onExpire} />,
    );
    expect(shown()).toEqual({ text: '0:45', colour: 'yellow' });
    advance(45_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Temps écoulé!');
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('stops where it is once the question is no longer active', () => {
    const onExpire = vi.fn();
    const props = { questionId: 'q1', activatedAt: new Date(START).toISOString(), timeLimit: 20, clockOffsetMs: 0, onExpire };
    const { rerender } = render(<Timer {...props} running />);
    advance(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:15');
    rerender(<Timer {...props} running={false} />);
    advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:15');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows the full time limit (60 s by default) for a question not activated yet', () => {
    render(<Timer questionId="q1" activatedAt={null} timeLimit={null} clockOffsetMs={0} running />);
    advance(5_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
  });
});
