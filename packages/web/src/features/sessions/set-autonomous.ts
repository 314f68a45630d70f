import type { Session } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { applySessionChange } from '../../lib/session-cache';

export async function setAutonomous({ sessionId, isAutonomous }: { sessionId: string; isAutonomous: boolean }): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>(
    'PATCH',
    `/sessions/${encodeURIComponent(sessionId)}/autonomous`,
    { body: { isAutonomous } },
  );
  return session;
}

export function useSetAutonomous() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setAutonomous, onSuccess: (session) => applySessionChange(client, session) });
}
