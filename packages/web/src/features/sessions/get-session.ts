import type { Session } from '@ciar/shared/session';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** One session with its questions in order and the current question. */
export async function fetchSession(sessionId: string): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>('GET', `/sessions/${encodeURIComponent(sessionId)}`);
  return session;
}

export function useSession(sessionId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.session(sessionId ?? ''),
    queryFn: () => fetchSession(sessionId!),
    enabled: sessionId !== undefined,
  });
}
