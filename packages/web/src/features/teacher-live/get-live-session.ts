import type { Session } from '@ciar/shared/session';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /sessions/{id}: the session with its questions in order, for the 'Question suivante' rule. */
export async function fetchLiveSession(sessionId: string): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>('GET', `/sessions/${encodeURIComponent(sessionId)}`);
  return session;
}

export function useLiveSessionDetails(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.session(sessionId),
    queryFn: () => fetchLiveSession(sessionId),
    enabled,
    // Questions may have been edited on the management screen a moment ago.
    staleTime: 0,
  });
}
