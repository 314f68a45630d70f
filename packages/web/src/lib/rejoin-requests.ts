/**
 * The teacher's side of coming back on another device (decision 105): the students asking
 * to be let back in, and the teacher's answer.
 */
import type { RejoinRequest } from '@ciar/shared/student';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/** Without a live connection (the session page), the list is looked at again this often. */
export const REJOIN_REQUESTS_REFRESH_MS = 5_000;

export const rejoinRequestsKey = (sessionId: string) => ['sessions', 'rejoin-requests', sessionId] as const;

/** GET /sessions/{id}/rejoin-requests */
export async function fetchRejoinRequests(sessionId: string): Promise<RejoinRequest[]> {
  const { requests } = await apiRequest<{ success: true; requests: RejoinRequest[] }>(
    'GET',
    `/sessions/${encodeURIComponent(sessionId)}/rejoin-requests`,
  );
  return requests;
}

export function useRejoinRequests(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: rejoinRequestsKey(sessionId),
    queryFn: () => fetchRejoinRequests(sessionId),
    enabled,
    refetchInterval: REJOIN_REQUESTS_REFRESH_MS,
  });
}

/** POST /sessions/{id}/rejoin-requests/{studentId}/approve|decline */
export async function answerRejoinRequest(sessionId: string, studentId: string, action: 'approve' | 'decline'): Promise<void> {
  await apiRequest('POST', `/sessions/${encodeURIComponent(sessionId)}/rejoin-requests/${encodeURIComponent(studentId)}/${action}`);
}
