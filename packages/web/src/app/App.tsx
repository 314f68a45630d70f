import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DASHBOARD_CACHE_MS } from '@ciar/shared/constants';
import { RouterProvider } from 'react-router';
import { router } from './router';

// Cached for 30 s (spec §4: dashboard data); screens force a refetch after any change.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DASHBOARD_CACHE_MS, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
