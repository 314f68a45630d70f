/**
 * The teacher's login cookie: an opaque random token naming a server-side session.
 * httpOnly (scripts cannot read it), SameSite=Lax, Secure when served over HTTPS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error';
import { AUTH_SESSION_TTL_MS, teacherIdForToken } from '../domain/auth-sessions';
import type { Db } from '../storage/db';

export const SESSION_COOKIE = 'ciar_session';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: AUTH_SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : null;
}

/** The id of the logged-in teacher, or a 401. */
export async function requireTeacher(db: Db, request: FastifyRequest): Promise<string> {
  const token = sessionToken(request);
  const teacherId = token ? await teacherIdForToken(db, token) : null;
  if (!teacherId) throw new AppError('unauthenticated');
  return teacherId;
}
