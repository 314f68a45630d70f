import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys shared by every screen, so that a change made on one screen (a question saved,
 * a session deleted) refreshes what the others show without features importing each other.
 */
export const queryKeys = {
  /** Everything about sessions: the teacher's list and each session's details. */
  sessions: ['sessions'] as const,
  teacherSessions: (teacherId: string) => ['sessions', 'teacher', teacherId] as const,
  /** Every teacher's list cached in this browser (one, in practice). */
  allTeacherSessions: ['sessions', 'teacher'] as const,
  session: (sessionId: string) => ['sessions', 'detail', sessionId] as const,
  /** Every session's details cached: their « À vérifier » counts change with a grade. */
  sessionDetails: ['sessions', 'detail'] as const,
  question: (questionId: string) => ['questions', questionId] as const,
  currentTeacher: ['teacher', 'me'] as const,
};

/**
 * After any change to sessions or questions: refetch what is on screen now, bypassing the
 * 30 s cache (docs/product.md#teacher-dashboard), and mark the rest stale so it reloads on the next visit. The teacher
 * is refetched too, since the header's totals count sessions and students.
 */
export function refreshAfterChange(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.sessions }),
    client.invalidateQueries({ queryKey: ['questions'] }),
    client.invalidateQueries({ queryKey: queryKeys.currentTeacher }),
  ]).then(() => undefined);
}
