/**
 * How a request appears in the access log. A student id is made of the session code and the
 * student's name (docs/product.md#student-identity), and some URLs carry one (a student's own results, the teacher's
 * score override): the logged URL is the route with that parameter replaced, so the logs
 * name no student. Everything else is Pino's usual request summary.
 */
import type { FastifyRequest } from 'fastify';

/** Route parameters whose values name a person. */
const PERSONAL_PARAMS = new Set(['studentId']);
const HIDDEN = '[élève]';

/** The URL of `request` with each personal parameter replaced, its query string kept. */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, string>;
  if (!pattern || !Object.keys(params).some((name) => PERSONAL_PARAMS.has(name))) return request.url;
  const query = request.url.indexOf('?');
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    PERSONAL_PARAMS.has(name) ? HIDDEN : encodeURIComponent(params[name] ?? ''),
  );
  return query === -1 ? path : path + request.url.slice(query);
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
