import type { PublicSession } from '@ciar/shared/session';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** GET /sessions/code/{code} (docs/api.md#sessions): what a student may see of a session before joining. */
export async function fetchPublicSession(code: string): Promise<PublicSession> {
  const { session } = await apiRequest<{ success: true; session: PublicSession }>(
    'GET',
    `/sessions/code/${encodeURIComponent(code.trim().toUpperCase())}`,
  );
  return session;
}

/** Always fresh: the status shown decides whether the student can go back in. */
export function usePublicSession(code: string | null) {
  return useQuery({
    queryKey: ['sessions', 'code', code ?? ''],
    queryFn: () => fetchPublicSession(code!),
    enabled: code !== null,
    staleTime: 0,
    retry: false,
  });
}
