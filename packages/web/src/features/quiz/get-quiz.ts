import { STUDENT_TOKEN_HEADER, type StudentRecord } from '@ciar/shared/student';
import { quizAvailability, type QuizResponse } from '@ciar/shared/student-results';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** While the quiz waits for the teacher (not started, paused, supervised), the page looks again this often. */
export const QUIZ_WAITING_REFRESH_MS = 5_000;

export const quizKey = (record: StudentRecord) => ['quiz', 'questions', record.sessionId, record.id] as const;

/** GET /sessions/{id}/student/{studentId}/quiz: the session and, while the quiz is open, its questions. */
export function fetchQuiz(record: StudentRecord): Promise<QuizResponse> {
  return apiRequest<QuizResponse>(
    'GET',
    `/sessions/${encodeURIComponent(record.sessionId)}/student/${encodeURIComponent(record.id)}/quiz`,
    { headers: { [STUDENT_TOKEN_HEADER]: record.token } },
  );
}

export function useQuiz(record: StudentRecord) {
  return useQuery({
    queryKey: quizKey(record),
    queryFn: () => fetchQuiz(record),
    staleTime: 0,
    refetchInterval: (query) => {
      const session = query.state.data?.session;
      if (!session) return false;
      const availability = quizAvailability(session);
      return availability === 'open' || availability === 'ended' ? false : QUIZ_WAITING_REFRESH_MS;
    },
  });
}
