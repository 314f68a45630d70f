import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COUNT_ANNOUNCE_MS, LiveCount } from './LiveCount';

describe('LiveCount', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each count at once but says it at most every 5 s, the latest one winning', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LiveCount className="live-count" text="0 réponse" />);
    const visible = document.querySelector('.live-count')!;
    expect(screen.getByRole('status')).toHaveTextContent('0 réponse');
    rerender(<LiveCount className="live-count" text="1 réponse" />);
    expect(visible).toHaveTextContent('1 réponse');
    expect(screen.getByRole('status')).toHaveTextContent('1 réponse');
    rerender(<LiveCount className="live-count" text="2 réponses" />);
    rerender(<LiveCount className="live-count" text="3 réponses" />);
    expect(visible).toHaveTextContent('3 réponses');
    expect(screen.getByRole('status')).toHaveTextContent('1 réponse');
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS - 10));
    expect(screen.getByRole('status')).toHaveTextContent('1 réponse');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status')).toHaveTextContent('3 réponses');
  });
});
