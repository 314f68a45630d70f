import { STUDENT_TOKEN_HEADER } from '@ciar/shared/student';
import type { StudentResultsResponse } from '@ciar/shared/student-results';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export interface StudentIdentity {
  sessionId: string;
  studentId: string;
  /** The secret from POST /sessions/join: only this student's device reads these results. */
  token: string;
}

export const studentResultsKey = ({ sessionId, studentId }: Pick<StudentIdentity, 'sessionId' | 'studentId'>) =>
  ['student-results', sessionId, studentId] as const;

/** GET /sessions/{id}/student/{studentId}/responses: every question with the student's answer, and their score. */
export function fetchStudentResults({ sessionId, studentId, token }: StudentIdentity): Promise<StudentResultsResponse> {
  return apiRequest<StudentResultsResponse>(
    'GET',
    `/sessions/${encodeURIComponent(sessionId)}/student/${encodeURIComponent(studentId)}/responses`,
    { headers: { [STUDENT_TOKEN_HEADER]: token } },
  );
}

/** Always fetched afresh on display: answers and evaluations change while the student works. */
export function useStudentResults(identity: StudentIdentity) {
  return useQuery({
    queryKey: studentResultsKey(identity),
    queryFn: () => fetchStudentResults(identity),
    staleTime: 0,
  });
}
