import { TIMER_TICK_MS } from '@ciar/shared/constants';
import { effectiveTimeLimit, isExpired, remainingSeconds, timerColour, type TimerColour } from '@ciar/shared/timer';
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

interface Props {
  questionId: string;
  /** When the server activated the question (server clock, ISO). */
  activatedAt: string | null;
  timeLimit: number | null | undefined;
  /** serverNow − Date.now() when the server's clock was last received: corrects this device's clock. */
  clockOffsetMs: number;
  /** False once the question is no longer active: the countdown stops where it is. */
  running: boolean;
  /** Called once per question when its time runs out while running. */
  onExpire?: () => void;
  className?: string;
}

function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The question countdown (spec §4), measured from the server's activation time so that every
 * screen shows the same time and a reload does not restart it. Ticks land on the second
 * boundaries of the deadline, so 'Temps écoulé!' shows at the deadline and not up to a second late.
 */
export function Timer({ questionId, activatedAt, timeLimit, clockOffsetMs, running, onExpire, className }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const question = { activatedAt, timeLimit };
  const serverNow = now + clockOffsetMs;
  const remaining = remainingSeconds(question, serverNow);
  const expired = isExpired(question, serverNow);
  const start = activatedAt === null ? Number.NaN : Date.parse(activatedAt);
  const deadline = Number.isNaN(start) ? null : start + effectiveTimeLimit(timeLimit) * 1000;

  useEffect(() => {
    if (!running || deadline === null) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - (Date.now() + clockOffsetMs);
      if (left <= 0) return;
      timeout = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, left % TIMER_TICK_MS || TIMER_TICK_MS);
    };
    // A new question (or a resumed one) counts from now, not from the last tick of the previous one.
    setNow(Date.now());
    schedule();
    return () => clearTimeout(timeout);
  }, [running, deadline, clockOffsetMs, questionId]);

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
  const classes = ['timer', `timer-${colour}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-colour={colour}>
      <span className="timer-label">Temps restant</span>
      <span role="timer" aria-label="Temps restant" className="timer-value">
        {remaining === 0 ? TIMER_EXPIRED_TEXT : formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {ANNOUNCEMENTS[colour]}
      </span>
    </div>
  );
}
