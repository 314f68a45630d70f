/**
 * Coming back on another device (decision 105): the student's request to the teacher, and
 * the teacher's list and answer. Resuming itself is a join (POST /sessions/join with a
 * rejoin code or an approved request), see `joinWithProof`.
 */
import { rejoinRequestBody, type joinSessionBody } from '@ciar/shared/student-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { createJoins, type JoinResult } from '../domain/participants';
import { answerRejoinRequest, claimRejoinRequest, listRejoinRequests, requestRejoin, resumeWithCode } from '../domain/rejoin';
import { parseInput } from '../domain/validate';
import { spentOnFailure, type Budget } from '../rate-limits';
import type { LiveEvents } from '../realtime/live-events';
import type { Db } from '../storage/db';
import { failuresLimited, rateLimited } from './rate-limited';
import { requireTeacher } from './teacher-session';

const requestParams = z.object({ id: z.string().max(100), studentId: z.string().min(1).max(200) });
const sessionParams = z.object({ id: z.string().max(100) });

export interface RejoinOptions {
  db: Db;
  live: LiveEvents;
  /** Wrong rejoin codes per client address and minute (rate-limits.ts). */
  rejoinCodes: Budget;
  /** Requests to the teacher count as joins. */
  joinLimit: Budget;
  /** Unknown session codes per client address and minute (JOIN_RATE_LIMIT). */
  codeMisses: Budget;
}

/**
 * POST /sessions/join, whichever proof comes with the name: none (a new student), this
 * device's token, the rejoin code, or an approved request. Wrong codes are counted per client
 * address like guessed session codes; past the limit, every code from that address is refused.
 */
export function createJoinWithProof({ db, live, rejoinCodes }: Omit<RejoinOptions, 'joinLimit' | 'codeMisses'>) {
  const joinSession = createJoins(db);
  return async (request: FastifyRequest, body: z.output<typeof joinSessionBody>): Promise<JoinResult> => {
    const who = { code: body.code, studentName: body.studentName };
    if (body.token === undefined && body.rejoinCode !== undefined) {
      const rejoinCode = body.rejoinCode;
      const resumed = await spentOnFailure(rejoinCodes, request.ip, 'rejoin-code-invalid', () => resumeWithCode(db, { ...who, rejoinCode }));
      live.studentResumed(resumed.session.id, resumed.student.id);
      return resumed;
    }
    if (body.token === undefined && body.rejoinRequest !== undefined) {
      const resumed = await claimRejoinRequest(db, { ...who, secret: body.rejoinRequest });
      live.studentResumed(resumed.session.id, resumed.student.id);
      live.rejoinSettled(resumed.session.id, resumed.student.id);
      return resumed;
    }
    return joinSession({ ...who, token: body.token });
  };
}

export async function rejoinRoutes(app: FastifyInstance, { db, live, joinLimit, codeMisses }: Pick<RejoinOptions, 'db' | 'live' | 'joinLimit' | 'codeMisses'>) {
  app.post(
    '/sessions/rejoin-requests',
    rateLimited(joinLimit),
    failuresLimited(codeMisses, 'session-not-found', async (request, reply) => {
      const body = parseInput(rejoinRequestBody, request.body);
      const asked = await requestRejoin(db, body);
      live.rejoinRequested(asked.sessionId, asked.request);
      return reply.status(202).send({ success: true, rejoinRequest: asked.secret });
    }),
  );

  app.get('/sessions/:id/rejoin-requests', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(sessionParams, request.params);
    return { success: true, requests: await listRejoinRequests(db, teacherId, id) };
  });

  for (const [action, state] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(`/sessions/:id/rejoin-requests/:studentId/${action}`, async (request) => {
      const teacherId = await requireTeacher(db, request);
      const { id, studentId } = parseInput(requestParams, request.params);
      await answerRejoinRequest(db, teacherId, id, studentId, state);
      live.rejoinSettled(id, studentId);
      return { success: true };
    });
  }
}
