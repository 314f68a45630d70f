import { DASHBOARD_CACHE_MS } from '@ciar/shared/constants';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { storeTeacher } from '../lib/teacher-store';

/** The server no longer knows this teacher (cookie expired or removed): back to login. */
function forgetTeacherOn401(error: unknown) {
  // Only the teacher's own session ending counts: a student's refused token is not a logout.
  if (error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated') storeTeacher(null);
}

/** A 4xx will answer the same the second time; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Data is cached 30 s (docs/product.md#teacher-dashboard); screens force a refetch after any change
 * by invalidating the affected keys.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: forgetTeacherOn401 }),
    mutationCache: new MutationCache({ onError: forgetTeacherOn401 }),
    defaultOptions: {
      queries: { staleTime: DASHBOARD_CACHE_MS, retry: retry ? shouldRetry : false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
