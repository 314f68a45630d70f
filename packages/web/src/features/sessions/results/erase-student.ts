import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterChange } from '../../../lib/query-keys';

export interface ErasedStudent {
  studentName: string;
  answers: number;
}

/** A family's request: the student, their answers and their place in the ranking, gone (DELETE /sessions/{id}/participants/{studentId}). */
export async function eraseStudent(sessionId: string, studentId: string): Promise<ErasedStudent> {
  const { studentName, answers } = await apiRequest<{ success: true } & ErasedStudent>(
    'DELETE',
    `/sessions/${encodeURIComponent(sessionId)}/participants/${encodeURIComponent(studentId)}`,
  );
  return { studentName, answers };
}

export function useEraseStudent(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => eraseStudent(sessionId, studentId),
    // The figures, the ranking, the class size and the teacher's totals all change.
    onSuccess: () => refreshAfterChange(client),
  });
}
