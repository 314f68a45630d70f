/**
 * Serves the built React app like a web server: each file as built, brotli or gzip produced
 * at build time (packages/web/scripts/precompress.mjs), hashed assets cached for good,
 * index.html revalidated on every visit so a new deployment is picked up at once, and the page
 * for every client-side route (GET and HEAD alike) so that a reload of any screen works. A
 * missing file (an old chunk after a deployment, a typo) gets a real 404, never the page.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { body } from './errors';

/** Files that keep their name from one build to the next, cached for a day rather than revalidated. */
const STABLE_FILES = new Set(['favicon.ico', 'favicon.svg', 'robots.txt']);

/** Only text is precompressed; the others (the icon, images) are sent as they are. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|map)(?:\.br|\.gz)?$/;

/**
 * Headers that only mean something on a document (the page): a hashed script or stylesheet
 * does not need them, and a phone's first visit fetches about twenty such files, each with
 * about 600 bytes of them. `X-Content-Type-Options` and `Cross-Origin-Resource-Policy` stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

function cacheControl(filePath: string): string {
  if (isHashedAsset(filePath)) return 'public, max-age=31536000, immutable';
  if (STABLE_FILES.has(path.basename(filePath))) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * A path the React app answers (docs/product.md#screens, and its own "page not found" for any other
 * path without an extension); anything under /assets/ or with a file extension is a file.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(lastSegment);
}

/** Pages served with a screen's HTML shell, usable before the app has loaded (packages/web/vite.config.ts). */
const SHELLS: Record<string, string> = { '/student/join': 'student-join.html', '/student/join/': 'student-join.html' };

export async function webRoutes(app: FastifyInstance, { webDist }: { webDist: string | null }) {
  const shells = new Map(Object.entries(SHELLS).filter(([, file]) => webDist && existsSync(path.join(webDist, file))));
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br and .gz twins are chosen by content negotiation, never served under their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Without this, send's own `public, max-age=0` overwrites the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControl(filePath));
        // The response is Node's own (the type only promises setHeader): helmet's headers are on it.
        if (isHashedAsset(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(name);
        // A shared cache must keep the brotli, gzip and plain copies apart.
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/') || !webDist) {
      return reply.status(404).send(body('route-not-found'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(body('route-not-found'));
    if (!isPagePath(pathname)) return reply.status(404).send(body('file-not-found'));
    return reply.sendFile(shells.get(pathname) ?? 'index.html');
  });
}
