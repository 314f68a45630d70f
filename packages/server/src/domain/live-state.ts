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
import { groupedCalls } from '../storage/grouped-calls';
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
const closedWithoutAnswer = sql<Array<{ id: string; title: string }> | string | null>`(
  select coalesce(json_agg(json_build_object('id', q.id, 'title', q.title) order by q.position), '[]')
  from ${questions} q
  where q.session_id = ${sessions.id} and q.activated_at is not null and not q.is_active
    and not exists (select 1 from ${responses} r where r.question_id = q.id and r.student_id = ${participants.studentId})
)`;

/**
 * The one query of (re)joins: the session by id, its open question, and for each of
 * `studentIds` (none for a teacher) their participant row and their own answer. One row per
 * student found, or a single row without participant. Built once per database: a lecture
 * hall's joins run it hundreds of times in seconds.
 */
function buildLiveStateQuery(db: Db) {
  return db
    .select({
      session: sessions,
      participant: { studentId: participants.studentId, studentName: participants.studentName, tokenHash: participants.tokenHash },
      closedWithoutAnswer,
      question: questions,
      response: responses,
    })
    .from(sessions)
    .leftJoin(
      participants,
      and(eq(participants.sessionId, sessions.id), sql`${participants.studentId} = any(${sql.placeholder('studentIds')}::text[])`),
    )
    .leftJoin(questions, and(eq(questions.sessionId, sessions.id), eq(questions.isActive, true)))
    .leftJoin(responses, and(eq(responses.questionId, questions.id), eq(responses.studentId, participants.studentId)))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('live_state');
}

const liveStateQueries = new WeakMap<Db, ReturnType<typeof buildLiveStateQuery>>();

function liveStateQuery(db: Db, sessionId: string, studentIds: string[]) {
  let query = liveStateQueries.get(db);
  if (!query) {
    query = buildLiveStateQuery(db);
    liveStateQueries.set(db, query);
  }
  return query.execute({ sessionId, studentIds });
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
 * The state sent to a teacher at every (re)join, in one query: the session with its class size
 * and the open question.
 */
export async function sessionSnapshot(db: Db, sessionId: string): Promise<SessionSnapshot> {
  const [row] = await liveStateQuery(db, sessionId, []);
  if (!row) throw new AppError('session-not-found');
  return toSnapshot(row, { role: 'teacher' });
}

export interface StudentSnapshot {
  student: { studentId: string; studentName: string };
  snapshot: SessionSnapshot;
}

export interface StudentSnapshots {
  /**
   * A student's snapshot (the session, the open question, their own answer to it, the
   * questions that closed without it), given only to the device holding the token they joined
   * with: a 401 otherwise.
   */
  read(sessionId: string, studentId: string, token: string | undefined): Promise<StudentSnapshot>;
}

/**
 * Students' (re)joins, read in groups per session (storage/grouped-calls.ts): a lecture hall
 * joining, or rejoining after the Wi-Fi came back, is thousands of these within seconds. Each
 * is read after its socket joined the rooms, as before, so nothing broadcast in between is
 * missed.
 */
export function createStudentSnapshots(db: Db): StudentSnapshots {
  const read = groupedCalls<{ studentId: string; token: string | undefined }, StudentSnapshot>(async (sessionId, waiting) => {
    const rows = await liveStateQuery(db, sessionId, [...new Set(waiting.map((w) => w.studentId))]);
    const byStudent = new Map(rows.flatMap((row) => (row.participant ? [[row.participant.studentId, row] as const] : [])));
    return waiting.map(({ studentId, token }) => {
      if (rows.length === 0) return { ok: false, error: new AppError('session-not-found') };
      const row = byStudent.get(studentId);
      if (!row?.participant || !token || !tokenMatches(row.participant.tokenHash, token)) {
        return { ok: false, error: new AppError('student-unauthenticated') };
      }
      return {
        ok: true,
        value: {
          student: { studentId, studentName: row.participant.studentName },
          snapshot: toSnapshot(row, { role: 'student', studentId }),
        },
      };
    });
  });
  return { read: (sessionId, studentId, token) => read(sessionId, { studentId, token }) };
}
