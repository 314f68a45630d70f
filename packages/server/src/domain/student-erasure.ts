/**
 * A family asks for their child's data to be erased (decision 162, docs/privacy.md): the teacher
 * removes one student from one session, with every answer, score and feedback they left
 * there, so they leave the statistics and the ranking too. The session's class size follows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { participants, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { requireOwnedSession } from './ownership';

export interface ErasedStudent {
  studentName: string;
  answers: number;
}

export async function eraseStudent(db: Db, teacherId: string, sessionId: string, studentId: string): Promise<ErasedStudent> {
  return db.transaction(async (tx) => {
    // Locked like any change to the session: a join or a status change waits for the erasure.
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    const erasedAnswers = await tx
      .delete(responses)
      .where(and(eq(responses.sessionId, session.id), eq(responses.studentId, studentId)))
      .returning({ studentName: responses.studentName });
    const [participant] = await tx
      .delete(participants)
      .where(and(eq(participants.sessionId, session.id), eq(participants.studentId, studentId)))
      .returning({ studentName: participants.studentName });
    if (!participant && erasedAnswers.length === 0) throw new AppError('student-not-found');
    if (participant) {
      await tx
        .update(sessions)
        .set({ participantsCount: sql`greatest(${sessions.participantsCount} - 1, 0)` })
        .where(eq(sessions.id, session.id));
    }
    return { studentName: participant?.studentName ?? erasedAnswers[0]!.studentName, answers: erasedAnswers.length };
  });
}
