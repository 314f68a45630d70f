import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys, refreshAfterChange } from '../../lib/query-keys';

export async function deleteSession(sessionId: string): Promise<void> {
  await apiRequest<{ success: true; message: string }>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_nothing, sessionId) => {
      client.removeQueries({ queryKey: queryKeys.session(sessionId) });
      void refreshAfterChange(client);
    },
  });
}
