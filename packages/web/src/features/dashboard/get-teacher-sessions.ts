import type { Session } from '@ciar/shared/session';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The teacher's sessions, newest first. */
export async function fetchTeacherSessions(teacherId: string): Promise<Session[]> {
  const { sessions } = await apiRequest<{ success: true; sessions: Session[] }>(
    'GET',
    `/sessions/teacher/${encodeURIComponent(teacherId)}`,
  );
  return sessions;
}

export function useTeacherSessions(teacherId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.teacherSessions(teacherId ?? ''),
    queryFn: () => fetchTeacherSessions(teacherId!),
    enabled: teacherId !== undefined,
  });
}
