/**
 * The security headers of every response: helmet's, with the app's Content-Security-Policy.
 * They never change, so they are worked out once at start and copied onto each response.
 * (@fastify/helmet built helmet's middleware anew for every request, parsing the policy each
 * time: a few percent of a lecture hall's join, decision 091.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the question form's preview of a picked picture, before it is sent (decision 171).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The app is served over plain HTTP on a LAN as often as over HTTPS.
  hsts: false,
};

/** The headers helmet sets with `options`, read off a response it is given once. */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Every response starts with the security headers, on Node's own response as helmet puts them,
 * so that a route may still take one off (web-routes.ts does for hashed assets).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions = SECURITY_OPTIONS): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
