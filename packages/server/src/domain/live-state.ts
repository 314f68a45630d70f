/**
 * The state a client gets on every (re)join: the session, the open question as this viewer
 * may see it, and a student's own answer and feedback. Re-sending it on each join is what
 * makes a reload or a lost connection lose nothing.
 */
import type { SessionSnapshot, StudentQuestionState } from '@ciar/shared/events';
import type { PublicSession } from '@ciar/shared/session';
import { toStudentQuestion } from '@ciar/shared/student';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { countParticipants } from './participants';

export type Viewer = { role: 'teacher' } | { role: 'student'; studentId: string };

export async function publicSession(db: Db, sessionId: string): Promise<PublicSession> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!row) throw new AppError('session-not-found');
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    isAutonomous: row.isAutonomous,
    disableTimer: row.disableTimer,
    participantsCount: await countParticipants(db, row.id),
  };
}

export async function sessionSnapshot(db: Db, sessionId: string, viewer: Viewer): Promise<SessionSnapshot> {
  const session = await publicSession(db, sessionId);
  const [active] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.sessionId, sessionId), eq(questions.isActive, true)));
  let current: StudentQuestionState | null = null;
  if (active) {
    const question = toQuestion(active);
    if (viewer.role === 'teacher') {
      current = { question, response: null, feedback: null };
    } else {
      const [own] = await db
        .select()
        .from(responses)
        .where(and(eq(responses.questionId, active.id), eq(responses.studentId, viewer.studentId)));
      const response = own ? toResponse(own) : null;
      current = {
        question: toStudentQuestion(question),
        response,
        feedback: response ? answerFeedback(question, response) : null,
      };
    }
  }
  return { session, current, serverNow: new Date().toISOString() };
}
