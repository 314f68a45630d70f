import { describe, expect, it } from 'vitest';
import { LATE_ANSWER_GRACE_MS } from './constants';
import { acceptsAnswerAt, effectiveTimeLimit, isExpired, pausedMsAfterResume, remainingSeconds, timerClock, timerColour } from './timer';

const activatedAt = '2024-03-01T10:00:00.000Z';
const start = Date.parse(activatedAt);

describe('remainingSeconds', () => {
  it('counts down from the time limit from the server activation time', () => {
    const q = { activatedAt, timeLimit: 30 };
    expect(remainingSeconds(q, start)).toBe(30);
    expect(remainingSeconds(q, start + 10_000)).toBe(20);
    expect(remainingSeconds(q, start + 30_000)).toBe(0);
  });

  it('rounds up so that 0 shows only at the deadline', () => {
    const q = { activatedAt, timeLimit: 30 };
    expect(remainingSeconds(q, start + 1)).toBe(30);
    expect(remainingSeconds(q, start + 29_001)).toBe(1);
    expect(remainingSeconds(q, start + 29_999)).toBe(1);
  });

  it('never goes below 0 after the deadline', () => {
    expect(remainingSeconds({ activatedAt, timeLimit: 30 }, start + 3_600_000)).toBe(0);
  });

  it('never exceeds the limit when the local clock is behind the server', () => {
    expect(remainingSeconds({ activatedAt, timeLimit: 30 }, start - 5_000)).toBe(30);
  });

  it('uses 60 s when the limit is missing or unusable', () => {
    expect(remainingSeconds({ activatedAt }, start)).toBe(60);
    expect(remainingSeconds({ activatedAt, timeLimit: null }, start + 1_000)).toBe(59);
    expect(remainingSeconds({ activatedAt, timeLimit: 0 }, start)).toBe(60);
    expect(remainingSeconds({ activatedAt, timeLimit: Number.NaN }, start)).toBe(60);
    expect(effectiveTimeLimit(-5)).toBe(60);
    expect(effectiveTimeLimit(120)).toBe(120);
  });

  it('gives the full time to a question not activated yet', () => {
    expect(remainingSeconds({ activatedAt: null, timeLimit: 45 }, start)).toBe(45);
    expect(remainingSeconds({ activatedAt: 'not a date', timeLimit: 45 }, start)).toBe(45);
  });
});

describe('isExpired', () => {
  it('is true from the deadline on', () => {
    const q = { activatedAt, timeLimit: 10 };
    expect(isExpired(q, start + 9_999)).toBe(false);
    expect(isExpired(q, start + 10_000)).toBe(true);
    expect(isExpired(q, start + 99_000)).toBe(true);
  });

  it('is false for a question not activated', () => {
    expect(isExpired({ activatedAt: null, timeLimit: 10 }, start + 99_000)).toBe(false);
  });
});

describe('timerColour', () => {
  it('is green above 60 s, yellow at 60 or less, orange at 30 or less, red on expiry', () => {
    expect(timerColour(300)).toBe('green');
    expect(timerColour(61)).toBe('green');
    expect(timerColour(60)).toBe('yellow');
    expect(timerColour(31)).toBe('yellow');
    expect(timerColour(30)).toBe('orange');
    expect(timerColour(1)).toBe('orange');
    expect(timerColour(0)).toBe('red');
  });
});

describe('acceptsAnswerAt', () => {
  const q = { activatedAt, timeLimit: 20, timerDisabled: false };

  it('accepts answers during the time limit', () => {
    expect(acceptsAnswerAt(q, start)).toBe(true);
    expect(acceptsAnswerAt(q, start + 19_000)).toBe(true);
  });

  it('still accepts the auto-submit sent at zero within the grace period', () => {
    expect(LATE_ANSWER_GRACE_MS).toBe(2_000);
    expect(acceptsAnswerAt(q, start + 20_000)).toBe(true);
    expect(acceptsAnswerAt(q, start + 20_000 + LATE_ANSWER_GRACE_MS)).toBe(true);
  });

  it('refuses answers arriving after the grace period', () => {
    expect(acceptsAnswerAt(q, start + 20_000 + LATE_ANSWER_GRACE_MS + 1)).toBe(false);
  });

  it('applies the default limit when the limit is missing', () => {
    const noLimit = { activatedAt, timerDisabled: false };
    expect(acceptsAnswerAt(noLimit, start + 60_000 + LATE_ANSWER_GRACE_MS)).toBe(true);
    expect(acceptsAnswerAt(noLimit, start + 60_000 + LATE_ANSWER_GRACE_MS + 1)).toBe(false);
  });

  it('accepts any time when the session disables the timer', () => {
    expect(acceptsAnswerAt({ ...q, timerDisabled: true }, start + 3_600_000)).toBe(true);
  });

  it('accepts any time when the question has no activation time', () => {
    expect(acceptsAnswerAt({ ...q, activatedAt: null }, start + 3_600_000)).toBe(true);
  });
});

describe('a pause freezes the countdown', () => {
  const at = (ms: number) => new Date(start + ms).toISOString();
  const q = { activatedAt, timeLimit: 20 };

  it('stands still while the session is paused, however long the pause lasts', () => {
    const pausedAt = at(5_000);
    expect(remainingSeconds(q, start + 5_000, pausedAt)).toBe(15);
    expect(remainingSeconds(q, start + 25_000, pausedAt)).toBe(15);
    expect(remainingSeconds(q, start + 3_600_000, pausedAt)).toBe(15);
    expect(isExpired(q, start + 3_600_000, pausedAt)).toBe(false);
    expect(timerClock(start + 25_000, pausedAt)).toBe(start + 5_000);
  });

  it('goes on from where it stopped after the resume: the deadline moves by the pause', () => {
    // Pause at 5 s for 20 s on a 20 s question, then 3 s more: 12 s are left.
    const pausedMs = pausedMsAfterResume(0, at(5_000), at(25_000));
    expect(pausedMs).toBe(20_000);
    const resumed = { ...q, pausedMs };
    expect(remainingSeconds(resumed, start + 25_000)).toBe(15);
    expect(remainingSeconds(resumed, start + 28_000)).toBe(12);
    expect(isExpired(resumed, start + 39_999)).toBe(false);
    expect(isExpired(resumed, start + 40_000)).toBe(true);
  });

  it('adds every pause of the question', () => {
    expect(pausedMsAfterResume(20_000, at(30_000), at(31_500))).toBe(21_500);
  });

  it('ignores a resume dated before its pause and unusable values', () => {
    expect(pausedMsAfterResume(1_000, at(10_000), at(9_000))).toBe(1_000);
    expect(pausedMsAfterResume(null, at(10_000), 'not a date')).toBe(0);
    expect(remainingSeconds({ ...q, pausedMs: Number.NaN }, start + 5_000)).toBe(15);
    expect(remainingSeconds(q, start + 5_000, 'not a date')).toBe(15);
  });

  it('does not bring back time to a question that expired before the pause', () => {
    expect(remainingSeconds(q, start + 60_000, at(30_000))).toBe(0);
    expect(isExpired(q, start + 60_000, at(30_000))).toBe(true);
  });

  it('judges late answers against the moved deadline', () => {
    const resumed = { ...q, pausedMs: 20_000, timerDisabled: false };
    expect(acceptsAnswerAt(resumed, start + 28_000)).toBe(true);
    expect(acceptsAnswerAt(resumed, start + 40_000 + LATE_ANSWER_GRACE_MS)).toBe(true);
    expect(acceptsAnswerAt(resumed, start + 40_000 + LATE_ANSWER_GRACE_MS + 1)).toBe(false);
    // Without the pause the same answer would be late.
    expect(acceptsAnswerAt({ ...resumed, pausedMs: 0 }, start + 28_000)).toBe(false);
  });
});
