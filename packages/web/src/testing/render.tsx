/** Renders a screen inside the app's real providers, at a given address. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../app/query-client';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/** `pattern` is the route path (e.g. '/teacher/sessions/:sessionId'), `url` the address visited. */
export function renderPage(Page: ComponentType, { pattern, url }: { pattern: string; url: string }) {
  const client = createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path: pattern, element: <Page /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client, path: () => router.state.location.pathname };
}
