import type { StudentRecord } from '@ciar/shared/student';
import { useQuery } from '@tanstack/react-query';
import { fetchStudentResults } from '../../components/student-stats/get-student-results';

/**
 * The completion screen's average score (docs/product.md#quiz-score, computed by the server over the stored
 * answers), fetched once. A failure is logged and counts as 0 (docs/product.md#self-paced-quiz).
 */
export async function fetchQuizScore(record: StudentRecord): Promise<number> {
  try {
    const { score } = await fetchStudentResults({ sessionId: record.sessionId, studentId: record.id, token: record.token });
    return score.score;
  } catch (error) {
    console.error('Calcul du score impossible', error);
    return 0;
  }
}

export function useQuizScore(record: StudentRecord) {
  return useQuery({
    queryKey: ['quiz', 'score', record.sessionId, record.id],
    queryFn: () => fetchQuizScore(record),
    staleTime: Infinity,
    retry: false,
  });
}
