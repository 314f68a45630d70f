/**
 * Who has not answered the question on screen yet: what a teacher asks before moving on, to
 * wait for a few or to go and help them. Read on demand from the live screen, never pushed.
 */
import { compareInFrench } from '@ciar/shared/french-order';
import { MISSING_ANSWERS_SHOWN, type MissingAnswers } from '@ciar/shared/response';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { participants, responses } from '../storage/schema';

export async function missingAnswers(db: Db, sessionId: string, questionId: string): Promise<MissingAnswers> {
  const answered = db
    .select({ one: sql`1` })
    .from(responses)
    .where(and(eq(responses.questionId, questionId), eq(responses.studentId, participants.studentId)));
  const rows = await db
    .select({ studentId: participants.studentId, studentName: participants.studentName })
    .from(participants)
    .where(and(eq(participants.sessionId, sessionId), notExists(answered)));
  rows.sort((a, b) => compareInFrench(a.studentName, b.studentName));
  return { success: true, count: rows.length, students: rows.slice(0, MISSING_ANSWERS_SHOWN) };
}
