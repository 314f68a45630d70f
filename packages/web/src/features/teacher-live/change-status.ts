import type { Session, SessionStatus } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';

/** PATCH /sessions/{id}/status: pause and resume (start and stop go through the socket). */
export async function changeStatus({ sessionId, status }: { sessionId: string; status: SessionStatus }): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>(
    'PATCH',
    `/sessions/${encodeURIComponent(sessionId)}/status`,
    { body: { status } },
  );
  return session;
}

export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeStatus, onSuccess: () => void refreshAfterChange(client) });
}
