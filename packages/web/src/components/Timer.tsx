import { TIMER_TICK_MS } from '@ciar/shared/constants';
import { deadlineMs, isExpired, remainingSeconds, timerColour, type TimerColour } from '@ciar/shared/timer';
import { useEffect, useRef, useState } from 'react';
import './timer.css';

export const TIMER_EXPIRED_TEXT = 'Temps écoulé!';

/** What screen readers hear: only when a threshold is crossed, never each second. */
const ANNOUNCEMENTS: Record<TimerColour, string> = {
  green: '',
  yellow: 'Il reste une minute ou moins.',
  orange: 'Il reste 30 secondes ou moins.',
  red: TIMER_EXPIRED_TEXT,
};

/** The same, said by a page's live region: other words than the timer's, which stays on screen. */
const SAID: Record<TimerColour, string> = {
  ...ANNOUNCEMENTS,
  red: 'Le temps est fini.',
};

interface Props {
  questionId: string;
  /** When the server activated the question (server clock, ISO). */
  activatedAt: string | null;
  timeLimit: number | null | undefined;
  /** Time the session spent paused since the activation (ms): the deadline moves by it. */
  pausedMs?: number | undefined;
  /** When the session's current pause began (server clock, ISO): the countdown stands still from it. */
  pausedAt?: string | null | undefined;
  /** serverNow − Date.now() when the server's clock was last received: corrects this device's clock. */
  clockOffsetMs: number;
  /** False once the question is no longer active: the countdown stops where it is. */
  running: boolean;
  /** Called once per question when its time runs out while running. */
  onExpire?: () => void;
  /** The page's live region, when it has one (decision 190): the thresholds are said there, not in a region of the timer's own. */
  onAnnounce?: (text: string) => void;
  className?: string;
}

function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The question countdown (docs/product.md#timer), measured from the server's activation time so that every
 * screen shows the same time and a reload does not restart it. Ticks land on the second
 * boundaries of the deadline, so 'Temps écoulé!' shows at the deadline and not up to a second late.
 */
export function Timer({ questionId, activatedAt, timeLimit, pausedMs, pausedAt, clockOffsetMs, running, onExpire, onAnnounce, className }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const question = { activatedAt, timeLimit, pausedMs };
  const serverNow = now + clockOffsetMs;
  const remaining = remainingSeconds(question, serverNow, pausedAt);
  const expired = isExpired(question, serverNow, pausedAt);
  const deadline = deadlineMs(question);
  // A paused session's countdown stands still: no tick until the resume moves the deadline.
  const ticking = running && !pausedAt;

  useEffect(() => {
    // A new question, a pause or a resume reads the clock now, not at the last tick before it.
    setNow(Date.now());
    if (!ticking || deadline === null) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - (Date.now() + clockOffsetMs);
      if (left <= 0) return;
      timeout = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, left % TIMER_TICK_MS || TIMER_TICK_MS);
    };
    schedule();
    return () => clearTimeout(timeout);
  }, [ticking, deadline, clockOffsetMs, questionId, pausedAt]);

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const expiredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!running || !expired || expiredFor.current === questionId) return;
    expiredFor.current = questionId;
    onExpireRef.current?.();
  }, [running, expired, questionId]);

  const colour = timerColour(remaining);
  const onAnnounceRef = useRef(onAnnounce);
  useEffect(() => {
    onAnnounceRef.current = onAnnounce;
  });
  useEffect(() => {
    if (SAID[colour] !== '') onAnnounceRef.current?.(SAID[colour]);
  }, [colour]);
  const classes = ['timer', `timer-${colour}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-colour={colour}>
      {/* Once expired, "Temps écoulé!" stands alone, never under "Temps restant" (decision 053). */}
      {remaining > 0 && <span className="timer-label">Temps restant</span>}
      <span role="timer" aria-label={remaining > 0 ? 'Temps restant' : 'Minuteur'} className="timer-value">
        {remaining === 0 ? TIMER_EXPIRED_TEXT : formatClock(remaining)}
      </span>
      {!onAnnounce && (
        <span className="visually-hidden" aria-live="polite">
          {ANNOUNCEMENTS[colour]}
        </span>
      )}
    </div>
  );
}
