import type { SessionResults, SessionStatsResponse } from '@ciar/shared/session-results';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Under 'sessions', so any change to the session (status, questions) marks the figures stale too. */
export const sessionStatsKey = (sessionId: string) => ['sessions', 'stats', sessionId] as const;

/** Statistics and ranking of one session, in one call (GET /sessions/{id}/stats). */
export async function fetchSessionStats(sessionId: string): Promise<SessionResults> {
  const { data } = await apiRequest<SessionStatsResponse>('GET', `/sessions/${encodeURIComponent(sessionId)}/stats`);
  return data;
}

export const sessionStatsQuery = (sessionId: string) => ({
  queryKey: sessionStatsKey(sessionId),
  queryFn: () => fetchSessionStats(sessionId),
  // Evaluations of open answers keep arriving after the end: every opening reads fresh figures.
  staleTime: 0,
});

/** Shared by the statistics and ranking modals: opening one after the other costs one call. */
export function useSessionStats(sessionId: string) {
  return useQuery(sessionStatsQuery(sessionId));
}
