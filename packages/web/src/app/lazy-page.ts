import { CHUNK_LOAD_TIMEOUT_MS } from '@ciar/shared/constants';
import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code loads on first visit, so a student's phone never downloads the
 * teacher's screens. Loading gives up after 120 s (docs/product.md#constants) and the error boundary shows the
 * French error page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Le chargement de la page a expiré.')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { default: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * A lazily loaded screen that uses react-query: its code and the query client's chunk are
 * fetched together (no waterfall), and the screen is wrapped in the app's one client.
 */
export function lazyQueryPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(
    () => Promise.all([load(), import('./with-queries')]),
    ([module, { withQueries }]) => withQueries(pick(module)),
  );
}
