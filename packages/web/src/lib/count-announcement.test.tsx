import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveRegion } from '../components/LiveRegion';
import { useAnnouncer } from './announcer';
import { LIVE_COUNT_ANNOUNCE_MS, useCountAnnouncement } from './count-announcement';

/** A page with its one live region and a count of answers to the question `topic`. */
function Page({ text, topic }: { text: string; topic: string }) {
  const [message, announce] = useAnnouncer();
  useCountAnnouncement(text, topic, announce);
  return <LiveRegion message={message} />;
}

describe('useCountAnnouncement', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says each count in the page’s live region at most every 5 s, the latest one winning', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Page topic="q1" text="0 réponse" />);
    const region = screen.getByTestId('live-region');
    expect(region).toHaveTextContent('');
    rerender(<Page topic="q1" text="1 réponse" />);
    expect(region).toHaveTextContent('1 réponse');
    rerender(<Page topic="q1" text="2 réponses" />);
    rerender(<Page topic="q1" text="3 réponses" />);
    expect(region).toHaveTextContent('1 réponse');
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS - 10));
    expect(region).toHaveTextContent('1 réponse');
    act(() => vi.advanceTimersByTime(20));
    expect(region).toHaveTextContent('3 réponses');
  });

  it('does not say the first count of a new topic (the new question is said instead), but says the next', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Page topic="q1" text="3 réponses" />);
    const region = screen.getByTestId('live-region');
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS));
    rerender(<Page topic="q2" text="0 réponse" />);
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS));
    expect(region).toHaveTextContent('');
    rerender(<Page topic="q2" text="1 réponse" />);
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS));
    expect(region).toHaveTextContent('1 réponse');
  });
});
