import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from './query-client';

/** One client for the whole visit: its cache outlives a screen, as if it wrapped the app. */
const queryClient = createQueryClient();

/**
 * A screen that loads data with react-query, inside the app's one query client. Not in the
 * app's entry: the student's live page loads nothing this way, so a phone reloading it does not
 * download react-query (about 11 KB, decision 125).
 */
export function withQueries(Screen: ComponentType): ComponentType {
  return function ScreenWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
