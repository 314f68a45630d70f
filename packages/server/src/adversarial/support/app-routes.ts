/**
 * Every HTTP route the real app registers, read as Fastify registers them: a listener on
 * Fastify's `fastify.initialization` diagnostics channel adds an `onRoute` hook to the
 * instance before any plugin runs. Tables built from this list cover a route added later
 * without anyone having to remember to add it.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** With the prefix, e.g. /api/sessions/:id/status. */
  url: string;
  /** The route's `config` (rate limits live there). */
  config: Record<string, unknown>;
}

export function routeKey(route: Pick<AppRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

/** Runs `start` (which builds the app) and returns what it built with the routes it registered. */
export async function recordingRoutes<T>(start: () => Promise<T>): Promise<{ started: T; routes: AppRoute[] }> {
  const routes: AppRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // HEAD routes are Fastify's automatic copies of the GET routes.
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, config: (route.config ?? {}) as Record<string, unknown> });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    return { started: await start(), routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

/** Fills `:param` segments from `values`; a parameter nobody knows is a loud failure, never a guess. */
export function fillPath(url: string, values: (param: string, url: string) => string | undefined): string {
  return url.replace(/:(\w+)/g, (_match, param: string) => {
    const value = values(param, url);
    if (value === undefined) {
      throw new Error(`${url}: unknown route parameter ":${param}" — say in adversarial/support/world.ts which id it takes`);
    }
    return encodeURIComponent(value);
  });
}
