import { studentIdFor, type JoinSessionResponse } from '@ciar/shared/student';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { getStudentToken, saveStudentRecord } from '../../lib/student-store';

/**
 * POST /sessions/join from the quiz page. The token this device got for the same name is sent
 * back, so a reload or a return to the quiz is the same student, not a name clash; the
 * record is saved so that the live page and the statistics know this student too.
 */
export async function joinQuiz(code: string, studentName: string): Promise<JoinSessionResponse> {
  const token = getStudentToken(studentIdFor(code, studentName));
  const joined = await apiRequest<JoinSessionResponse>('POST', '/sessions/join', {
    body: { code, studentName, ...(token ? { token } : {}) },
  });
  saveStudentRecord(joined.student);
  return joined;
}

/**
 * A query rather than a mutation: the page joins as soon as it knows a name, and two renders
 * asking at once (React's strict mode) must send one request, since the second of two joins
 * without a token would find the name taken by the first.
 */
export const joinQuizKey = (code: string, studentName: string) => ['quiz', 'join', code, studentName] as const;

export function useJoinQuiz(code: string, studentName: string | null) {
  return useQuery({
    queryKey: joinQuizKey(code, studentName ?? ''),
    queryFn: () => joinQuiz(code, studentName!),
    enabled: studentName !== null,
    staleTime: Infinity,
    retry: false,
  });
}
