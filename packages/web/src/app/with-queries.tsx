import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from './query-client';

/** One client for the whole visit: its cache outlives a screen, as if it wrapped the app. */
const queryClient = createQueryClient();

// react-query learns the network's state from the `offline` and `online` events only, and
// assumes it online until told otherwise. Loaded with a screen rather than with the app, it may
// have missed one; and the browser knows the network is gone (`navigator.onLine` false, which
// is reliable) a moment before the event arrives. So the browser's own state is read when
// react-query starts listening and at each event.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

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
