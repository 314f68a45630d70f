/**
 * Query keys shared by every screen, so that a change made on one screen (a question saved,
 * a session deleted) refreshes what the others show without features importing each other.
 */
export const queryKeys = {
  /** Everything about sessions: the teacher's list and each session's details. */
  sessions: ['sessions'] as const,
  teacherSessions: (teacherId: string) => ['sessions', 'teacher', teacherId] as const,
  session: (sessionId: string) => ['sessions', 'detail', sessionId] as const,
  question: (questionId: string) => ['questions', questionId] as const,
  currentTeacher: ['teacher', 'me'] as const,
};
