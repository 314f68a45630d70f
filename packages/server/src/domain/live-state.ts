/**
 * The state a client gets on every (re)join: the session, the open question as this viewer
 * may see it, and a student's own answer and feedback. Re-sending it on each join is what
 * makes a reload or a lost connection lose nothing.
 */
import type { SessionSnapshot, StudentQuestionState } from '@ciar/shared/events';
import type { PublicSession } from '@ciar/shared/session';
import { toStudentQuestion } from '@ciar/shared/student';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';

export type Viewer = { role: 'teacher' } | { role: 'student'; studentId: string };

export async function publicSession(db: Db, sessionId: string): Promise<PublicSession> {
  // One query, the class size counted alongside: this runs at every (re)join of every student.
  const [row] = await db
    .select({
      session: sessions,
      participantsCount: sql<number>`(select count(*)::int from participants p where p.session_id = ${sessionId})`,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw new AppError('session-not-found');
  const { session } = row;
  return {
    id: session.id,
    code: session.code,
    name: session.name,
    status: session.status,
    isAutonomous: session.isAutonomous,
    disableTimer: session.disableTimer,
    participantsCount: Number(row.participantsCount),
  };
}

export async function sessionSnapshot(db: Db, sessionId: string, viewer: Viewer): Promise<SessionSnapshot> {
  const session = await publicSession(db, sessionId);
  // The open question and, for a student, their own answer to it, in one query.
  const [active] = await db
    .select({ question: questions, response: responses })
    .from(questions)
    .leftJoin(
      responses,
      and(eq(responses.questionId, questions.id), eq(responses.studentId, viewer.role === 'student' ? viewer.studentId : '')),
    )
    .where(and(eq(questions.sessionId, sessionId), eq(questions.isActive, true)));
  let current: StudentQuestionState | null = null;
  if (active) {
    const question = toQuestion(active.question);
    if (viewer.role === 'teacher') {
      current = { question, response: null, feedback: null };
    } else {
      const response = active.response ? toResponse(active.response) : null;
      current = {
        question: toStudentQuestion(question),
        response,
        feedback: response ? answerFeedback(question, response) : null,
      };
    }
  }
  return { session, current, serverNow: new Date().toISOString() };
}
