/** A session's results (docs/api.md#sessions): statistics with the ranking, and the results file. Teacher only. */
import type { SessionStatsResponse } from '@ciar/shared/session-results';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { exportSessionResults, sessionResults } from '../domain/session-results';
import { parseInput } from '../domain/validate';
import type { Db } from '../storage/db';
import { sendJsonFile } from './downloads';
import { requireTeacher } from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });

export async function resultsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/sessions/:id/stats', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const data = await sessionResults(db, teacherId, id);
    // Figures change with every answer and evaluation: never serve them from a cache.
    reply.header('cache-control', 'no-store');
    return { success: true, data } satisfies SessionStatsResponse;
  });

  app.get('/sessions/:id/export', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { filename, content } = await exportSessionResults(db, teacherId, id);
    return sendJsonFile(reply, filename, content);
  });
}
