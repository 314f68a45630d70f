/** Sessions (docs/api.md#sessions): the teacher's own only, except the public lookup by code. */
import { arrivalsBody, autonomousBody, createSessionBody, sessionStatusBody, timerBody } from '@ciar/shared/session-schemas';
import { sessionCodeSchema } from '@ciar/shared/student-schemas';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { AppError } from '../domain/app-error';
import {
  changeSessionStatus,
  createSession,
  deleteSession,
  duplicateSession,
  getPublicSession,
  isOpenSessionCode,
  getSession,
  listTeacherSessions,
  updateSessionSettings,
} from '../domain/sessions';
import { eraseStudent } from '../domain/student-erasure';
import { parseInput } from '../domain/validate';
import type { LiveEvents } from '../realtime/live-events';
import type { Budget } from '../rate-limits';
import type { Db } from '../storage/db';
import { failuresLimited } from './rate-limited';
import { requireTeacher } from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });
const teacherParams = z.object({ teacherId: z.string().max(100) });
const studentParams = z.object({ id: z.string().max(100), studentId: z.string().min(1).max(100) });
const codeParams = z.object({ code: sessionCodeSchema });
/** `?include=participants[&page=1&pageSize=200]`: the list is paged, at most 500 a page. */
const sessionQuery = z.object({
  include: z.literal('participants').optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(200),
});

export interface SessionRoutesOptions {
  db: Db;
  /** Status and settings changes reach connected clients at once. */
  live: LiveEvents;
  /** Unknown session codes per client address and minute, against code guessing (JOIN_RATE_LIMIT). */
  codeMisses: Budget;
}

export async function sessionRoutes(app: FastifyInstance, { db, live, codeMisses }: SessionRoutesOptions) {
  app.post('/sessions', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    // The body's teacherId (sent by the spec's client) is ignored: the cookie says who this is.
    const { name } = parseInput(createSessionBody, request.body ?? {});
    const session = await createSession(db, teacherId, { name });
    return reply.status(201).send({ success: true, session });
  });

  app.get('/sessions/teacher/:teacherId', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const params = parseInput(teacherParams, request.params);
    if (params.teacherId !== teacherId) throw new AppError('not-found', 'Enseignant introuvable.');
    return { success: true, sessions: await listTeacherSessions(db, teacherId) };
  });

  /** Public: a student checks a code before joining, and sees nothing a teacher keeps to themself. */
  app.get(
    '/sessions/code/:code',
    failuresLimited(
      codeMisses,
      'session-not-found',
      async (request) => {
        const { code } = parseInput(codeParams, request.params);
        return { success: true, session: await getPublicSession(db, code) };
      },
      // A real code is no guess: the school's next student gets in whatever others guessed.
      (request) => isOpenSessionCode(db, String((request.params as { code?: unknown }).code ?? '')),
    ),
  );

  app.get('/sessions/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { include, page, pageSize } = parseInput(sessionQuery, request.query ?? {});
    const wanted = include === 'participants' ? { participants: { page, pageSize } } : undefined;
    return { success: true, session: await getSession(db, teacherId, id, wanted) };
  });

  app.patch('/sessions/:id/status', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(sessionStatusBody, request.body);
    const session = await changeSessionStatus(db, teacherId, id, status);
    live.statusChanged(session);
    return { success: true, session };
  });

  /** A copy with every question and setting, nothing of the class (decision 141). */
  app.post('/sessions/:id/duplicate', async (request, reply) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    return reply.status(201).send({ success: true, session: await duplicateSession(db, teacherId, id) });
  });

  app.delete('/sessions/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    await deleteSession(db, teacherId, id);
    return { success: true, message: 'Session supprimée' };
  });

  // A family's request to erase their child's data: the student, their answers and their place in the ranking.
  app.delete('/sessions/:id/participants/:studentId', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id, studentId } = parseInput(studentParams, request.params);
    const erased = await eraseStudent(db, teacherId, id, studentId);
    return { success: true, ...erased };
  });

  app.patch('/sessions/:id/autonomous', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { isAutonomous } = parseInput(autonomousBody, request.body);
    const session = await updateSessionSettings(db, teacherId, id, { isAutonomous });
    live.settingsChanged(session);
    return { success: true, session };
  });

  // The teacher's controls against a flood of names (decision 262): rejoining is never locked out.
  app.patch('/sessions/:id/arrivals', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { locked, maxParticipants } = parseInput(arrivalsBody, request.body);
    const session = await updateSessionSettings(db, teacherId, id, { arrivalsLocked: locked, maxParticipants });
    live.arrivalsChanged(session.id, session.arrivals);
    return { success: true, session };
  });

  app.patch('/sessions/:id/timer', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { disableTimer } = parseInput(timerBody, request.body);
    const session = await updateSessionSettings(db, teacherId, id, { disableTimer });
    live.settingsChanged(session);
    return { success: true, session };
  });
}
