/**
 * Serves the built React app: hashed assets cached for good, and index.html for every
 * other GET outside /api so that client-side routes survive a reload.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { body } from './errors';

export async function webRoutes(app: FastifyInstance, { webDist }: { webDist: string | null }) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || !webDist || request.method !== 'GET') {
      return reply.status(404).send(body('route-not-found'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
