/**
 * The logged-in teacher as the server knows it. Teacher screens read the stored copy for an
 * instant header, and this query refreshes it so the session and student totals stay true.
 * A 401 clears the stored teacher (see app/query-client.ts), which sends to the login page.
 */
import type { AuthResponse, Teacher } from '@ciar/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { queryKeys } from './query-keys';
import { storeTeacher } from './teacher-store';

export async function fetchCurrentTeacher(): Promise<Teacher> {
  const { teacher } = await apiRequest<AuthResponse>('GET', '/auth/teacher/me');
  storeTeacher(teacher);
  return teacher;
}

export function useCurrentTeacher(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.currentTeacher, queryFn: fetchCurrentTeacher, enabled });
}
