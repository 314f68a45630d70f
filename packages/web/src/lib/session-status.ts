import type { Session, SessionStatus } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { applySessionChange } from './session-cache';

/** PATCH /sessions/{id}/status: from the dashboard, the session page and the live screen. */
export async function changeSessionStatus({ sessionId, status }: { sessionId: string; status: SessionStatus }): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>(
    'PATCH',
    `/sessions/${encodeURIComponent(sessionId)}/status`,
    { body: { status } },
  );
  return session;
}

export function useChangeSessionStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeSessionStatus, onSuccess: (session) => applySessionChange(client, session) });
}
