import type { Session, SessionStatus } from '@ciar/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys, refreshAfterChange } from '../../lib/query-keys';

export async function changeSessionStatus({ sessionId, status }: { sessionId: string; status: SessionStatus }): Promise<Session> {
  const { session } = await apiRequest<{ success: true; session: Session }>(
    'PATCH',
    `/sessions/${encodeURIComponent(sessionId)}/status`,
    { body: { status } },
  );
  return session;
}

/** Start or stop from the dashboard: the new status shows at once, then the list reloads. */
export function useChangeSessionStatus(teacherId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeSessionStatus,
    onSuccess: (updated) => {
      client.setQueryData<Session[]>(queryKeys.teacherSessions(teacherId), (sessions) =>
        sessions?.map((s) => (s.id === updated.id ? { ...s, status: updated.status } : s)),
      );
      void refreshAfterChange(client);
    },
  });
}
