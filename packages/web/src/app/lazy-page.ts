import { CHUNK_LOAD_TIMEOUT_MS } from '@ciar/shared/constants';
import type { ComponentType } from 'react';

/**
 * A route whose code loads on first visit, so a student's phone never downloads the
 * teacher's screens. Loading gives up after 120 s (spec §9) and shows the error page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Le chargement de la page a expiré.')), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
