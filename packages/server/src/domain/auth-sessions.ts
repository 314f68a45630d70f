/** Server-side login sessions: created at each login, looked up per request, deleted at logout. */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { authSessions } from '../storage/schema';
import { hashToken, newToken } from './tokens';

export const AUTH_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function openAuthSession(db: Db, teacherId: string): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(authSessions).values({
    id: hashToken(token),
    teacherId,
    expiresAt: new Date(now + AUTH_SESSION_TTL_MS),
  });
  // Opportunistic clean-up of this teacher's expired sessions keeps the table small.
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.teacherId, teacherId), lt(authSessions.expiresAt, new Date(now))));
  return token;
}

export async function teacherIdForToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ teacherId: authSessions.teacherId })
    .from(authSessions)
    .where(and(eq(authSessions.id, hashToken(token)), gt(authSessions.expiresAt, new Date())));
  return row?.teacherId ?? null;
}

export async function closeAuthSession(db: Db, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, hashToken(token)));
}
