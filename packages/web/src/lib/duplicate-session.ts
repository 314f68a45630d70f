import type { Session } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { refreshAfterChange } from './query-keys';

/**
 * POST /sessions/{id}/duplicate (decision 141): « {nom} (copie) » with every question and setting.
 * Shared by the dashboard card and the session page.
 */
export async function duplicateSession(sessionId: string): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>('POST', `/sessions/${encodeURIComponent(sessionId)}/duplicate`);
  return session;
}

export function useDuplicateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateSession,
    onSuccess: () => {
      void refreshAfterChange(client);
    },
  });
}
