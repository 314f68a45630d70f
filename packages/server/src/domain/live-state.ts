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
import { toPublicSession, toQuestion, toResponse } from '../storage/mappers';
import { participants, questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { tokenMatches } from './tokens';

export type Viewer = { role: 'teacher' } | { role: 'student'; studentId: string };

export async function publicSession(db: Db, sessionId: string): Promise<PublicSession> {
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw new AppError('session-not-found');
  return toPublicSession(row.session);
}

/**
 * A student's questions that were asked and are closed, without an answer of theirs: compared
 * with the previous snapshot, the student's screen tells which ones ended while it was offline.
 */
function closedWithoutAnswer(studentId: string) {
  return sql<Array<{ id: string; title: string }> | string>`(
    select coalesce(json_agg(json_build_object('id', q.id, 'title', q.title) order by q.position), '[]')
    from ${questions} q
    where q.session_id = ${sessions.id} and q.activated_at is not null and not q.is_active
      and not exists (select 1 from ${responses} r where r.question_id = q.id and r.student_id = ${studentId})
  )`;
}

/** Where the one query of a (re)join starts: the session, by id. */
function liveStateQuery(db: Db, sessionId: string, studentId: string) {
  return db
    .select({
      closedWithoutAnswer: studentId ? closedWithoutAnswer(studentId) : sql<null>`null`,
      session: sessions,
      participant: { studentName: participants.studentName, tokenHash: participants.tokenHash },
      question: questions,
      response: responses,
    })
    .from(sessions)
    .leftJoin(participants, and(eq(participants.sessionId, sessions.id), eq(participants.studentId, studentId)))
    .leftJoin(questions, and(eq(questions.sessionId, sessions.id), eq(questions.isActive, true)))
    .leftJoin(responses, and(eq(responses.questionId, questions.id), eq(responses.studentId, studentId)))
    .where(eq(sessions.id, sessionId));
}

type LiveStateRow = Awaited<ReturnType<typeof liveStateQuery>>[number];

function currentQuestion(row: LiveStateRow, viewer: Viewer): StudentQuestionState | null {
  if (!row.question) return null;
  const question = toQuestion(row.question);
  if (viewer.role === 'teacher') return { question, response: null, feedback: null };
  const response = row.response ? toResponse(row.response) : null;
  return {
    question: toStudentQuestion(question),
    response,
    feedback: response ? answerFeedback(question, response) : null,
  };
}

/** The session, its open question and the activation number they belong to, read together. */
function toSnapshot(row: LiveStateRow, viewer: Viewer): SessionSnapshot {
  return {
    session: toPublicSession(row.session),
    current: currentQuestion(row, viewer),
    serverNow: new Date().toISOString(),
    activationSeq: row.session.activationSeq,
    ...(viewer.role === 'student' ? { closedWithoutAnswer: closedList(row.closedWithoutAnswer) } : {}),
  };
}

function closedList(value: LiveStateRow['closedWithoutAnswer']): Array<{ id: string; title: string }> {
  if (value == null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as Array<{ id: string; title: string }>) : value;
}

/**
 * The state sent at every (re)join, in one query: the session with its class size, the open
 * question and, for a student, their own answer to it. A lecture hall rejoining after a
 * network cut is thousands of these at once.
 */
export async function sessionSnapshot(db: Db, sessionId: string, viewer: Viewer): Promise<SessionSnapshot> {
  const [row] = await liveStateQuery(db, sessionId, viewer.role === 'student' ? viewer.studentId : '');
  if (!row) throw new AppError('session-not-found');
  return toSnapshot(row, viewer);
}

/**
 * A student's snapshot, given only to the device holding the token they joined with (a
 * 401 otherwise), read in the same single query as the snapshot itself.
 */
export async function studentSnapshot(
  db: Db,
  sessionId: string,
  studentId: string,
  token: string | undefined,
): Promise<{ student: { studentId: string; studentName: string }; snapshot: SessionSnapshot }> {
  const [row] = await liveStateQuery(db, sessionId, studentId);
  if (!row) throw new AppError('session-not-found');
  if (!token || !row.participant || !tokenMatches(row.participant.tokenHash, token)) throw new AppError('student-unauthenticated');
  const viewer: Viewer = { role: 'student', studentId };
  return {
    student: { studentId, studentName: row.participant.studentName },
    snapshot: toSnapshot(row, viewer),
  };
}
