/**
 * Writes made with the teacher's login cookie must come from the app's own pages. The cookie is
 * SameSite=Lax, which a page on another port of the same host (same site, other origin) or a
 * sibling subdomain still gets sent with; so every cookie-carrying write (any method but
 * GET/HEAD/OPTIONS, multipart included) must name the app's origin in `Origin`, or lacking
 * it in `Referer`, or one of ALLOWED_ORIGINS. The socket handshake uses the same rule.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error';
import { sessionToken } from './teacher-session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the request arrived: its Host header, and its scheme as the client used it (behind a trusted proxy, X-Forwarded-Proto). */
export interface RequestPlace {
  host: string | undefined;
  protocol: 'http' | 'https';
}

/**
 * The origin a page claims is the app's own (same scheme, host and port as the request) or
 * explicitly allowed. The scheme counts: a page served over plain http on the same host is
 * another origin, and whoever can alter it on the network could otherwise write with the cookie.
 */
export function isOwnOrigin(origin: string, place: RequestPlace, allowedOrigins: string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === `${place.protocol}:` && place.host !== undefined && url.host === place.host;
  } catch {
    // 'null' (a sandboxed or privacy-stripped page) and anything unparsable.
    return false;
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function requireSameOriginWrites(app: FastifyInstance, allowedOrigins: string[]): void {
  // A callback hook, not an async one: it runs on every request and seldom has anything to do.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !sessionToken(request)) return done();
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const place: RequestPlace = { host: request.headers.host, protocol: request.protocol };
    done(!origin || !isOwnOrigin(origin, place, allowedOrigins) ? new AppError('cross-origin') : undefined);
  });
}
