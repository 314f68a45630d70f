import type { Session } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';

export async function createSession(name: string): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>('POST', '/sessions', { body: { name } });
  return session;
}

export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => {
      void refreshAfterChange(client);
    },
  });
}
