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
import { fromJsonRow, jsonValue } from '../storage/json-rows';
import { toPublicSession, toQuestion, toResponse } from '../storage/mappers';
import { participants, questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { tokenMatches } from './tokens';

export async function publicSession(db: Db, sessionId: string): Promise<PublicSession> {
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw new AppError('session-not-found');
  return toPublicSession(row.session);
}

/** What the live-state statement tells of one student, built by the database as JSON. */
interface StudentState {
  studentId: string;
  studentName: string;
  tokenHash: string;
  /** Their answer to the open question, as `to_json` writes a `responses` row. */
  response: Record<string, unknown> | null;
  /**
   * Their questions that were asked and are closed, without an answer of theirs: compared
   * with the previous snapshot, the student's screen tells which ones ended while it was offline.
   */
  closedWithoutAnswer: Array<{ id: string; title: string }>;
}

/**
 * Each of `studentIds` found in the session, with their answer to the open question and the
 * closed questions they left unanswered, as one JSON array: a group of joins reads the session
 * and its question once, not once per student (decision 205).
 */
const studentStates = sql<StudentState[] | string>`(
  select coalesce(json_agg(json_build_object(
    'studentId', p.student_id,
    'studentName', p.student_name,
    'tokenHash', p.token_hash,
    'response', (select to_json(r) from ${responses} r where r.question_id = ${questions.id} and r.student_id = p.student_id),
    'closedWithoutAnswer', (
      select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title) order by c.position), '[]')
      from ${questions} c
      where c.session_id = ${sessions.id} and c.activated_at is not null and not c.is_active
        and not exists (select 1 from ${responses} a where a.question_id = c.id and a.student_id = p.student_id)
    )
  )), '[]')
  from ${participants} p
  where p.session_id = ${sessions.id} and p.student_id = any(${sql.placeholder('studentIds')}::text[])
)`;

/**
 * The one statement of (re)joins: the session by id, its open question, and the state of each
 * of `studentIds` (none for a teacher). One row, or none when the session is gone. Built once
 * per database: a lecture hall's joins run it hundreds of times in seconds.
 */
function buildLiveStateQuery(db: Db) {
  return db
    .select({ session: sessions, question: questions, students: studentStates })
    .from(sessions)
    .leftJoin(questions, and(eq(questions.sessionId, sessions.id), eq(questions.isActive, true)))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('live_state');
}

const liveStateQueries = new WeakMap<Db, ReturnType<typeof buildLiveStateQuery>>();

async function liveState(db: Db, sessionId: string, studentIds: string[]) {
  let query = liveStateQueries.get(db);
  if (!query) {
    query = buildLiveStateQuery(db);
    liveStateQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, studentIds });
  return row;
}

type LiveStateRow = NonNullable<Awaited<ReturnType<typeof liveState>>>;

/**
 * What every viewer of the session shares, built once for a whole group of joins: the snapshots
 * of a group hold the same objects, which nothing changes once sent.
 */
function sharedState(row: LiveStateRow) {
  const question = row.question ? toQuestion(row.question) : null;
  return {
    session: toPublicSession(row.session),
    /** The open question, whole for teachers and as students may see it. */
    open: question ? { question, forStudents: toStudentQuestion(question) } : null,
    activationSeq: row.session.activationSeq,
  };
}

type SharedState = ReturnType<typeof sharedState>;

/** The session, its open question and the activation number they belong to, read together. */
function teacherSnapshot(shared: SharedState): SessionSnapshot {
  return {
    session: shared.session,
    current: shared.open ? { question: shared.open.question, response: null, feedback: null } : null,
    serverNow: new Date().toISOString(),
    activationSeq: shared.activationSeq,
  };
}

function studentSnapshot(shared: SharedState, state: StudentState): SessionSnapshot {
  const response = state.response ? toResponse(fromJsonRow(responses, state.response)) : null;
  const { open } = shared;
  const current: StudentQuestionState | null = open
    ? { question: open.forStudents, response, feedback: response ? answerFeedback(open.question, response) : null }
    : null;
  return {
    session: shared.session,
    current,
    serverNow: new Date().toISOString(),
    activationSeq: shared.activationSeq,
    closedWithoutAnswer: state.closedWithoutAnswer,
  };
}

/**
 * The state sent to a teacher at every (re)join, in one query: the session with its class size
 * and the open question.
 */
export async function sessionSnapshot(db: Db, sessionId: string): Promise<SessionSnapshot> {
  const row = await liveState(db, sessionId, []);
  if (!row) throw new AppError('session-not-found');
  return teacherSnapshot(sharedState(row));
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
    const row = await liveState(db, sessionId, [...new Set(waiting.map((w) => w.studentId))]);
    const shared = row ? sharedState(row) : null;
    const byStudent = new Map(row ? jsonValue(row.students).map((state) => [state.studentId, state] as const) : []);
    return waiting.map(({ studentId, token }) => {
      if (!shared) return { ok: false, error: new AppError('session-not-found') };
      const state = byStudent.get(studentId);
      if (!state || !token || !tokenMatches(state.tokenHash, token)) {
        return { ok: false, error: new AppError('student-unauthenticated') };
      }
      return {
        ok: true,
        value: { student: { studentId, studentName: state.studentName }, snapshot: studentSnapshot(shared, state) },
      };
    });
  });
  return { read: (sessionId, studentId, token) => read(sessionId, { studentId, token }) };
}
