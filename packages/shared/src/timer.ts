/**
 * The question timer (spec §4): counts down from the time limit, measured from the moment the
 * server activated the question, so every student and the teacher see the same countdown and
 * a reload does not restart it.
 */
import { LATE_ANSWER_GRACE_MS, TIME_LIMIT_DEFAULT, TIMER_ORANGE_AT_S, TIMER_YELLOW_AT_S } from './constants';

export interface TimedQuestion {
  /** When the server activated the question (ISO); null when it has not been activated. */
  activatedAt: string | null;
  /** Seconds; TIME_LIMIT_DEFAULT when missing or unusable (spec: "default 60 if missing"). */
  timeLimit?: number | null;
}

export type TimerColour = 'green' | 'yellow' | 'orange' | 'red';

/** The time limit in seconds, with the spec's default when it is missing or not a positive number. */
export function effectiveTimeLimit(timeLimit: number | null | undefined): number {
  return typeof timeLimit === 'number' && Number.isFinite(timeLimit) && timeLimit > 0 ? timeLimit : TIME_LIMIT_DEFAULT;
}

/** Server time (ms) at which the question's time runs out; null when it has no usable start. */
function deadlineMs(question: TimedQuestion): number | null {
  if (question.activatedAt === null) return null;
  const start = Date.parse(question.activatedAt);
  if (Number.isNaN(start)) return null;
  return start + effectiveTimeLimit(question.timeLimit) * 1000;
}

/**
 * Whole seconds left, rounded up so that the display reaches 0 exactly at the deadline.
 * A question not yet activated has its full time. Never negative, and never more than the
 * limit even when the local clock is behind the server's.
 */
export function remainingSeconds(question: TimedQuestion, now: number): number {
  const limit = effectiveTimeLimit(question.timeLimit);
  const deadline = deadlineMs(question);
  if (deadline === null) return Math.ceil(limit);
  const left = Math.ceil((deadline - now) / 1000);
  return Math.min(Math.ceil(limit), Math.max(0, left));
}

/** Whether an activated question's time has run out. */
export function isExpired(question: TimedQuestion, now: number): boolean {
  const deadline = deadlineMs(question);
  return deadline !== null && now >= deadline;
}

/** Green above 60 s, yellow at 60 s or less, orange at 30 s or less, red on expiry. */
export function timerColour(remaining: number): TimerColour {
  if (remaining <= 0) return 'red';
  if (remaining <= TIMER_ORANGE_AT_S) return 'orange';
  if (remaining <= TIMER_YELLOW_AT_S) return 'yellow';
  return 'green';
}

/**
 * Whether the server takes an answer arriving at `now` (server clock). Without a timer
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
