import type { FastifyInstance } from 'fastify';
import type { Database } from '../storage/db';

/** GET /api/health: the app is up, and whether its database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    let databaseOk = true;
    try {
      await database.ping();
    } catch {
      databaseOk = false;
    }
    return reply.status(databaseOk ? 200 : 503).send({
      success: databaseOk,
      status: databaseOk ? 'ok' : 'degraded',
      message: databaseOk ? 'Serveur opérationnel' : 'Base de données indisponible',
      database: {
        kind: database.kind,
        ok: databaseOk,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
      },
      uptimeSeconds: Math.round(process.uptime()),
      timestamp: new Date().toISOString(),
    });
  });
}
