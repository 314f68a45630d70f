/** Teacher accounts (docs/api.md#accounts): register, login, logout, read and stats. */
import { loginBody, registerBody, teacherStatsBody } from '@ciar/shared/auth';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/app-error';
import { closeAuthSession, openAuthSession } from '../domain/auth-sessions';
import { authenticateTeacher, getTeacher, registerTeacher } from '../domain/teachers';
import { hashToken } from '../domain/tokens';
import { parseInput } from '../domain/validate';
import type { LiveEvents } from '../realtime/live-events';
import type { RateLimits } from '../rate-limits';
import type { Db } from '../storage/db';
import { failuresLimited, rateLimited } from './rate-limited';
import {
  clearSessionCookie,
  requireTeacher,
  sessionToken,
  setSessionCookie,
} from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });

export interface AuthRoutesOptions {
  db: Db;
  /** Logout also closes the sockets opened with the revoked cookie. */
  live: Pick<LiveEvents, 'loginRevoked'>;
  /** Attempts per client and minute on login and registration (AUTH_RATE_LIMIT). */
  limits: Pick<RateLimits, 'login' | 'register'>;
}

export async function authRoutes(app: FastifyInstance, { db, limits, live }: AuthRoutesOptions) {
  app.post('/auth/teacher/register', rateLimited(limits.register), async (request, reply) => {
    const input = parseInput(registerBody, request.body);
    const teacher = await registerTeacher(db, input);
    setSessionCookie(request, reply, await openAuthSession(db, teacher.id));
    return reply.status(201).send({ success: true, teacher });
  });

  // Wrong passwords spend the budget, not logins: a school's staff shares one address.
  app.post(
    '/auth/teacher/login',
    failuresLimited(limits.login, 'invalid-credentials', async (request, reply) => {
      const input = parseInput(loginBody, request.body);
      const teacher = await authenticateTeacher(db, input);
      // A fresh session at each login: a cookie planted before login is never promoted.
      const previous = sessionToken(request);
      if (previous) await closeAuthSession(db, previous);
      setSessionCookie(request, reply, await openAuthSession(db, teacher.id));
      return { success: true, teacher };
    }),
  );

  app.post('/auth/teacher/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) {
      await closeAuthSession(db, token);
      live.loginRevoked(hashToken(token));
    }
    clearSessionCookie(reply);
    return { success: true };
  });

  /** The logged-in teacher, whatever id the browser remembers. */
  app.get('/auth/teacher/me', async (request) => {
    const teacherId = await requireTeacher(db, request);
    return { success: true, teacher: await getTeacher(db, teacherId) };
  });

  app.get('/auth/teacher/:id', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    // Another teacher's record does not exist, as far as this teacher can tell.
    if (id !== teacherId) throw new AppError('not-found', 'Enseignant introuvable.');
    return { success: true, teacher: await getTeacher(db, teacherId) };
  });

  app.patch('/auth/teacher/:id/stats', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    if (id !== teacherId) throw new AppError('not-found', 'Enseignant introuvable.');
    parseInput(teacherStatsBody, request.body ?? {});
    // Totals are derived from the data (see docs/decisions), so the answer is always true.
    return { success: true, teacher: await getTeacher(db, teacherId) };
  });
}
