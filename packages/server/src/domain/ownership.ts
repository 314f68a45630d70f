/**
 * A teacher reaches only their own sessions and questions. Anything else (another teacher's,
 * a deleted one, an id that is not even a UUID) is "not found", so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../storage/db';
import { questions, sessions } from '../storage/schema';
import { AppError } from './app-error';

export type SessionRow = typeof sessions.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

const uuid = z.guid();

/** Checked before any query: PostgreSQL would answer a malformed id with a cast error, a 500. */
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}

interface LockOption {
  /** Lock the session row until the transaction ends, to serialise changes to one session. */
  lock?: boolean;
}

export async function requireOwnedSession(
  db: Db,
  teacherId: string,
  sessionId: string,
  { lock = false }: LockOption = {},
): Promise<SessionRow> {
  if (!isUuid(sessionId)) throw new AppError('session-not-found');
  const query = db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.teacherId, teacherId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('session-not-found');
  return row;
}

export async function requireOwnedQuestion(
  db: Db,
  teacherId: string,
  questionId: string,
  { lock = false }: LockOption = {},
): Promise<{ question: QuestionRow; session: SessionRow }> {
  if (!isUuid(questionId)) throw new AppError('question-not-found');
  const query = db
    .select({ question: questions, session: sessions })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(and(eq(questions.id, questionId), eq(sessions.teacherId, teacherId)));
  const [row] = lock ? await query.for('update', { of: sessions }) : await query;
  if (!row) throw new AppError('question-not-found');
  return row;
}

/** After the end, a session is a record: statistics and ranking read it, nothing changes it. */
export function assertNotEnded(session: SessionRow): void {
  if (session.status === 'ended') throw new AppError('session-ended');
}
