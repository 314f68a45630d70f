/**
 * GET /metrics: only when METRICS_TOKEN is set, and then only with that token as a bearer
 * token. Without the variable there is no route at all (404), so metrics are never public by
 * accident; a missing or wrong token is 403. The comparison takes the same time whatever the
 * token, so it cannot be guessed a character at a time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

export async function metricsRoute(app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string }) {
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) throw new AppError('forbidden');
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
