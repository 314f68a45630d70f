/**
 * The question timer (docs/product.md#timer): counts down from the time limit, measured from the moment the
 * server activated the question, so every student and the teacher see the same countdown and
 * a reload does not restart it.
 *
 * A pause freezes it (decision 100): while the session is paused (`pausedAt`, server clock)
 * the clock reads as if it stood at the moment of the pause, and each finished pause adds its
 * length to the question's `pausedMs`, which moves the deadline by that much. Both values
 * come from the database, so every process, screen and reload agrees.
 */
import { LATE_ANSWER_GRACE_MS, OFFLINE_ANSWER_MAX_AGE_MS, TIME_LIMIT_DEFAULT, TIMER_ORANGE_AT_S, TIMER_YELLOW_AT_S } from './constants';

export interface TimedQuestion {
  /** When the server activated the question (ISO); null when it has not been activated. */
  activatedAt: string | null;
  /** Seconds; TIME_LIMIT_DEFAULT when missing or unusable (spec: "default 60 if missing"). */
  timeLimit?: number | null;
  /** Milliseconds the session spent paused (finished pauses) since the question's activation. */
  pausedMs?: number | null;
}

/** When the session's current pause began (server clock, ISO); null or absent when not paused. */
export type PausedAt = string | null | undefined;

export type TimerColour = 'green' | 'yellow' | 'orange' | 'red';

/** The time limit in seconds, with the spec's default when it is missing or not a positive number. */
export function effectiveTimeLimit(timeLimit: number | null | undefined): number {
  return typeof timeLimit === 'number' && Number.isFinite(timeLimit) && timeLimit > 0 ? timeLimit : TIME_LIMIT_DEFAULT;
}

/** Server time (ms) at which the question's time runs out; null when it has no usable start. */
export function deadlineMs(question: TimedQuestion): number | null {
  if (question.activatedAt === null) return null;
  const start = Date.parse(question.activatedAt);
  if (Number.isNaN(start)) return null;
  return start + effectiveTimeLimit(question.timeLimit) * 1000 + pausedMsOf(question);
}

function pausedMsOf(question: TimedQuestion): number {
  const paused = question.pausedMs;
  return typeof paused === 'number' && Number.isFinite(paused) && paused > 0 ? paused : 0;
}

/**
 * The time the countdown reads at `now`: `now` itself, or the start of the pause while the
 * session is paused, so that the remaining time stands still on every screen.
 */
export function timerClock(now: number, pausedAt: PausedAt): number {
  if (!pausedAt) return now;
  const paused = Date.parse(pausedAt);
  return Number.isNaN(paused) ? now : Math.min(now, paused);
}

/**
 * The question's `pausedMs` once a pause that began at `pausedAt` ends at `resumedAt` (both
 * server clock): the deadline moves by exactly the time spent paused. The server computes the
 * same sum in SQL with the database's clock (storage: sessions.paused_at, questions.paused_ms).
 */
export function pausedMsAfterResume(pausedMs: number | null | undefined, pausedAt: string, resumedAt: string): number {
  const length = Date.parse(resumedAt) - Date.parse(pausedAt);
  return pausedMsOf({ activatedAt: null, pausedMs }) + (Number.isFinite(length) && length > 0 ? length : 0);
}

/**
 * Whole seconds left, rounded up so that the display reaches 0 exactly at the deadline.
 * A question not yet activated has its full time. Never negative, and never more than the
 * limit even when the local clock is behind the server's.
 */
export function remainingSeconds(question: TimedQuestion, now: number, pausedAt?: PausedAt): number {
  const limit = effectiveTimeLimit(question.timeLimit);
  const deadline = deadlineMs(question);
  if (deadline === null) return Math.ceil(limit);
  const left = Math.ceil((deadline - timerClock(now, pausedAt)) / 1000);
  return Math.min(Math.ceil(limit), Math.max(0, left));
}

/** Whether an activated question's time has run out (never during a pause that began before the deadline). */
export function isExpired(question: TimedQuestion, now: number, pausedAt?: PausedAt): boolean {
  const deadline = deadlineMs(question);
  return deadline !== null && timerClock(now, pausedAt) >= deadline;
}

/** Green above 60 s, yellow at 60 s or less, orange at 30 s or less, red on expiry. */
export function timerColour(remaining: number): TimerColour {
  if (remaining <= 0) return 'red';
  if (remaining <= TIMER_ORANGE_AT_S) return 'orange';
  if (remaining <= TIMER_YELLOW_AT_S) return 'yellow';
  return 'green';
}

/**
 * Whether the server takes an answer arriving at `now` (server clock; a paused session takes
 * no answer at all, so there is no pause to account for here beyond `pausedMs`). Without a timer
 * (disabled for the session, or a question never activated, as in self-paced work where each
 * student's clock runs in the browser) there is no deadline to enforce.
 */
export function acceptsAnswerAt(
  question: TimedQuestion & { timerDisabled: boolean },
  now: number,
): boolean {
  if (question.timerDisabled) return true;
  const deadline = deadlineMs(question);
  return deadline === null || now <= deadline + LATE_ANSWER_GRACE_MS;
}

/**
 * The time (server clock) an answer is judged at (decision 102): when the client says it was
 * given — an answer pressed or a timer run out while offline, sent on return — but never in
 * the future and never more than OFFLINE_ANSWER_MAX_AGE_MS before it arrived. Without a
 * usable claim, its arrival. The answer INSERT computes the same in SQL.
 */
export function answerTime(claimed: string | null | undefined, arrivedAt: number): number {
  const at = claimed ? Date.parse(claimed) : Number.NaN;
  if (Number.isNaN(at)) return arrivedAt;
  return Math.min(arrivedAt, Math.max(at, arrivedAt - OFFLINE_ANSWER_MAX_AGE_MS));
}
