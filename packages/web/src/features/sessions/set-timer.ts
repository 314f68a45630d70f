import type { Session } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { applySessionChange } from '../../lib/session-cache';

export async function setTimer({ sessionId, disableTimer }: { sessionId: string; disableTimer: boolean }): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>(
    'PATCH',
    `/sessions/${encodeURIComponent(sessionId)}/timer`,
    { body: { disableTimer } },
  );
  return session;
}

export function useSetTimer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setTimer, onSuccess: (session) => applySessionChange(client, session) });
}
