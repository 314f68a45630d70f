/**
 * Students joining a session (spec §3, §7 /sessions/join). No account: a name, and a random
 * token that the joining browser keeps. The token, stored hashed, is what proves later that
 * a request comes from the device that joined under this name, so typing a classmate's name
 * elsewhere does not let anyone answer as them.
 */
import type { StudentRecord } from '@ciar/shared/student';
import { studentIdFor } from '@ciar/shared/student';
import { and, eq, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../storage/db';
import { participants, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { hashToken, newToken } from './tokens';

export interface JoinResult {
  session: { id: string; code: string; name: string; status: string };
  student: StudentRecord;
  /** True when this join added a participant (not a rejoin). */
  isNew: boolean;
  participantsCount: number;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function countParticipants(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(eq(participants.sessionId, sessionId));
  return Number(row?.n ?? 0);
}

export async function joinSession(db: Db, body: { code: string; studentName: string; token?: string | undefined }): Promise<JoinResult> {
  const [session] = await db
    .select({ id: sessions.id, code: sessions.code, name: sessions.name, status: sessions.status })
    .from(sessions)
    .where(eq(sessions.code, body.code));
  if (!session) throw new AppError('session-not-found');

  const studentId = studentIdFor(session.code, body.studentName);
  const record = (token: string): StudentRecord => ({
    id: studentId,
    name: body.studentName,
    sessionId: session.id,
    sessionCode: session.code,
    token,
  });

  const [existing] = await db
    .select({ tokenHash: participants.tokenHash })
    .from(participants)
    .where(and(eq(participants.sessionId, session.id), eq(participants.studentId, studentId)));
  if (existing) {
    if (body.token && sameHash(existing.tokenHash, hashToken(body.token))) {
      return { session, student: record(body.token), isNew: false, participantsCount: await countParticipants(db, session.id) };
    }
    throw new AppError('name-taken');
  }
  if (session.status === 'ended') throw new AppError('session-closed-to-join');

  const token = newToken();
  const inserted = await db
    .insert(participants)
    .values({ sessionId: session.id, studentId, studentName: body.studentName, tokenHash: hashToken(token) })
    .onConflictDoNothing()
    .returning({ studentId: participants.studentId });
  // Two devices joining under the same name at the same instant: only one gets it.
  if (inserted.length === 0) throw new AppError('name-taken');
  return { session, student: record(token), isNew: true, participantsCount: await countParticipants(db, session.id) };
}


/** The participant behind a token, or a 401: answering and reading one's answers need it. */
export async function authenticateStudent(
  db: Db,
  sessionId: string,
  studentId: string,
  token: string | undefined,
): Promise<{ studentId: string; studentName: string }> {
  if (!token) throw new AppError('student-unauthenticated');
  const [row] = await db
    .select({ studentName: participants.studentName, tokenHash: participants.tokenHash })
    .from(participants)
    .where(and(eq(participants.sessionId, sessionId), eq(participants.studentId, studentId)));
  if (!row || !sameHash(row.tokenHash, hashToken(token))) throw new AppError('student-unauthenticated');
  return { studentId, studentName: row.studentName };
}
