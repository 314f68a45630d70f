/**
 * What the teacher's live screen says in its one live region (decision 193): the session's
 * start, pause, resume and end, a lost and a restored connection, and the live count. Sentences
 * of their own, not copies of the badges and banners on screen (a search finds those once).
 */
import type { SessionStatus } from '@ciar/shared/session';

export const TEACHER_LIVE_ANNOUNCEMENTS = {
  started: 'La session a démarré.',
  paused: 'La session est suspendue : les étudiants ne peuvent plus répondre.',
  resumed: 'La session reprend.',
  ended: 'La session est finie.',
  disconnected: 'Connexion au serveur perdue : les commandes attendent son retour.',
  reconnected: 'Connexion au serveur rétablie.',
} as const;

/** A change of the session's status worth saying, or null. */
export function teacherStatusAnnouncement(previous: SessionStatus | null, next: SessionStatus): string | null {
  if (previous === null || previous === next) return null;
  if (next === 'paused') return TEACHER_LIVE_ANNOUNCEMENTS.paused;
  if (next === 'ended') return TEACHER_LIVE_ANNOUNCEMENTS.ended;
  if (next === 'active') return previous === 'paused' ? TEACHER_LIVE_ANNOUNCEMENTS.resumed : TEACHER_LIVE_ANNOUNCEMENTS.started;
  return null;
}

/** The live count as said: the answers to the question on screen, or the participants before one. */
export function liveCountAnnouncement(responses: number | null, participants: number): string {
  const who = `${participants} participant${participants > 1 ? 's' : ''}`;
  return responses === null ? `Participants dans la session : ${participants}.` : `Réponses reçues : ${responses} sur ${who}.`;
}
