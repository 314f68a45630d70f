/**
 * What the student page's one live region says (decision 190): a new question with its time,
 * the verdict after answering, a pause and its end. Plain text, tested without a page.
 */
import type { SessionStatus } from '@ciar/shared/session';

export const LIVE_ANNOUNCEMENTS = {
  paused: 'Session en pause : les réponses sont suspendues.',
  resumed: 'La session reprend.',
} as const;

function duration(seconds: number): string {
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds} secondes`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** "Nouvelle question : Photosynthèse. 30 secondes pour répondre." (no second stop after « ? »). */
export function newQuestionAnnouncement(question: { title: string; timeLimit: number | null | undefined }, timed: boolean): string {
  const time = timed && question.timeLimit ? `${duration(question.timeLimit)} pour répondre.` : 'Sans limite de temps.';
  const title = question.title.trim();
  return `Nouvelle question : ${title}${/[.?!…]$/.test(title) ? '' : '.'} ${time}`;
}

/** A change of the session's status worth saying, or null. */
export function statusAnnouncement(previous: SessionStatus | null, next: SessionStatus): string | null {
  if (previous === next || previous === null) return null;
  if (next === 'paused') return LIVE_ANNOUNCEMENTS.paused;
  if (previous === 'paused' && next === 'active') return LIVE_ANNOUNCEMENTS.resumed;
  return null;
}
