/**
 * What the student page's one live region says (decision 190): a new question with its time,
 * the verdict after answering, a pause and its end. Plain text, tested without a page.
 */
import type { SessionStatus } from '@ciar/shared/session';

export const LIVE_ANNOUNCEMENTS = {
  paused: 'Session en pause : les réponses sont suspendues.',
  resumed: 'La session reprend.',
} as const;

export { newQuestionAnnouncement } from '../../lib/question-announcement';

/** A change of the session's status worth saying, or null. */
export function statusAnnouncement(previous: SessionStatus | null, next: SessionStatus): string | null {
  if (previous === next || previous === null) return null;
  if (next === 'paused') return LIVE_ANNOUNCEMENTS.paused;
  if (previous === 'paused' && next === 'active') return LIVE_ANNOUNCEMENTS.resumed;
  return null;
}
