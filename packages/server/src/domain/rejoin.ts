/**
 * Coming back on another device (decision 105). A student who joined holds a
 * personal six-digit rejoin code; with their name and that code, any device resumes the same
 * participant: same id, same answers, a fresh token (the old device's stops working) and a
 * fresh code. Without the code, they ask the teacher, who approves in one click; the asking
 * device proves it is the one that asked with a secret of its own.
 */
import { studentIdFor, type RejoinRequest } from '@ciar/shared/student';
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { participants, rejoinRequests, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { requireOwnedSession } from './ownership';
import type { JoinResult } from './participants';
import { hashToken, newToken } from './tokens';

/** A request not answered within this time is forgotten: the student has gone or asked again. */
export const REJOIN_REQUEST_TTL_MINUTES = 15;

export function newRejoinCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Stored hashed like a token, salted with the student's id (which includes the session code)
 * so equal codes of two students differ. Six digits cannot resist an offline search of a
 * leaked database; the codes only matter while a session runs, and decision 105 says why a
 * slow hash was not chosen.
 */
export function hashRejoinCode(studentId: string, code: string): string {
  return createHash('sha256').update(`${studentId}\n${code}`).digest('base64url');
}

interface ResumeRow {
  id: string;
  code: string;
  name: string;
  status: string;
  participants_count: number;
  resumed_name: string | null;
}

interface Proof {
  /** The condition on the participant row `p` (alias) that proves the caller may resume it. */
  where: ReturnType<typeof sql>;
  /** Extra statements run with the resume, given the ids of the resumed participant. */
  alsoDone?: ReturnType<typeof sql>;
}

/**
 * Resumes a participant in one statement: the proof is checked and a new token and rejoin
 * code are stored in the same update, so two devices racing with one code cannot both win.
 */
async function resume(db: Db, body: { code: string; studentName: string }, proof: Proof): Promise<{ row: ResumeRow; joined: JoinResult | null }> {
  const studentId = studentIdFor(body.code, body.studentName);
  const token = newToken();
  const rejoinCode = newRejoinCode();
  const [row] = await selectRows<ResumeRow>(
    db,
    sql`with session as (
          select id, code, name, status, participants_count from ${sessions} where code = ${body.code}
        ),
        resumed as (
          update ${participants} p set token_hash = ${hashToken(token)}, rejoin_code_hash = ${hashRejoinCode(studentId, rejoinCode)}
          from session s
          where p.session_id = s.id and p.student_id = ${studentId} and ${proof.where}
          returning p.student_name
        )${proof.alsoDone ?? sql``}
        select s.id, s.code, s.name, s.status, s.participants_count, (select student_name from resumed) as resumed_name
        from session s`,
  );
  if (!row) throw new AppError('session-not-found');
  if (row.resumed_name === null) return { row, joined: null };
  return {
    row,
    joined: {
      session: { id: row.id, code: row.code, name: row.name, status: row.status },
      student: { id: studentId, name: row.resumed_name, sessionId: row.id, sessionCode: row.code, token, rejoinCode },
      isNew: false,
      participantsCount: Number(row.participants_count),
    },
  };
}

/** Name and rejoin code: the same student on this device, or a refusal that says nothing more. */
export async function resumeWithCode(db: Db, body: { code: string; studentName: string; rejoinCode: string }): Promise<JoinResult> {
  const studentId = studentIdFor(body.code, body.studentName);
  const { joined } = await resume(db, body, { where: sql`p.rejoin_code_hash = ${hashRejoinCode(studentId, body.rejoinCode)}` });
  if (!joined) throw new AppError('rejoin-code-invalid');
  return joined;
}

/**
 * The asking device, once the teacher approved: resumes like a code would, and the request
 * is used up. While it waits, the answer says so (the device asks again a moment later).
 */
export async function claimRejoinRequest(db: Db, body: { code: string; studentName: string; secret: string }): Promise<JoinResult> {
  const studentId = studentIdFor(body.code, body.studentName);
  const request = sql`select 1 from ${rejoinRequests} r
    where r.session_id = p.session_id and r.student_id = p.student_id and r.secret_hash = ${hashToken(body.secret)}
      and r.state = 'approved' and r.requested_at > now() - make_interval(mins => ${REJOIN_REQUEST_TTL_MINUTES})`;
  const { row, joined } = await resume(db, body, {
    where: sql`exists (${request})`,
    alsoDone: sql`, used as (
          delete from ${rejoinRequests} r using session s
          where r.session_id = s.id and r.student_id = ${studentId} and exists (select 1 from resumed)
        )`,
  });
  if (joined) return joined;
  const [pending] = await db
    .select({ state: rejoinRequests.state })
    .from(rejoinRequests)
    .where(
      and(
        eq(rejoinRequests.sessionId, row.id),
        eq(rejoinRequests.studentId, studentId),
        eq(rejoinRequests.secretHash, hashToken(body.secret)),
        gt(rejoinRequests.requestedAt, sql`now() - make_interval(mins => ${REJOIN_REQUEST_TTL_MINUTES})`),
      ),
    );
  if (pending?.state === 'pending') throw new AppError('rejoin-pending');
  if (pending?.state === 'declined') throw new AppError('rejoin-declined');
  throw new AppError('rejoin-request-unknown');
}

/**
 * A student asks the teacher to let them back in. One request per student: asking again
 * (another device, or the same after a reload) replaces the previous one.
 */
export async function requestRejoin(
  db: Db,
  body: { code: string; studentName: string },
): Promise<{ sessionId: string; secret: string; request: RejoinRequest }> {
  const studentId = studentIdFor(body.code, body.studentName);
  const secret = newToken();
  const [row] = await selectRows<{ session_id: string; student_name: string | null; requested_at: Date | string | null }>(
    db,
    sql`with session as (select id from ${sessions} where code = ${body.code}),
        participant as (
          select p.session_id, p.student_id, p.student_name from ${participants} p join session s on p.session_id = s.id
          where p.student_id = ${studentId}
        ),
        asked as (
          insert into ${rejoinRequests} (session_id, student_id, secret_hash)
          select session_id, student_id, ${hashToken(secret)} from participant
          on conflict (session_id, student_id) do update
            set secret_hash = excluded.secret_hash, state = 'pending', requested_at = now()
          returning requested_at
        )
        select s.id as session_id, (select student_name from participant) as student_name,
          (select requested_at from asked) as requested_at
        from session s`,
  );
  if (!row) throw new AppError('session-not-found');
  if (row.student_name === null || row.requested_at === null) throw new AppError('student-not-found');
  return {
    sessionId: row.session_id,
    secret,
    request: { studentId, studentName: row.student_name, requestedAt: new Date(row.requested_at).toISOString() },
  };
}

/** The requests waiting for the teacher, oldest first. */
export async function listRejoinRequests(db: Db, teacherId: string, sessionId: string): Promise<RejoinRequest[]> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const rows = await db
    .select({ studentId: rejoinRequests.studentId, studentName: participants.studentName, requestedAt: rejoinRequests.requestedAt })
    .from(rejoinRequests)
    .innerJoin(
      participants,
      and(eq(participants.sessionId, rejoinRequests.sessionId), eq(participants.studentId, rejoinRequests.studentId)),
    )
    .where(
      and(
        eq(rejoinRequests.sessionId, session.id),
        eq(rejoinRequests.state, 'pending'),
        gt(rejoinRequests.requestedAt, sql`now() - make_interval(mins => ${REJOIN_REQUEST_TTL_MINUTES})`),
      ),
    )
    .orderBy(rejoinRequests.requestedAt);
  return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }));
}

/** The teacher lets the student in, or not. Only a pending request can be answered. */
export async function answerRejoinRequest(
  db: Db,
  teacherId: string,
  sessionId: string,
  studentId: string,
  state: 'approved' | 'declined',
): Promise<void> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const updated = await db
    .update(rejoinRequests)
    .set({ state })
    .where(
      and(
        eq(rejoinRequests.sessionId, session.id),
        eq(rejoinRequests.studentId, studentId),
        eq(rejoinRequests.state, 'pending'),
      ),
    )
    .returning({ studentId: rejoinRequests.studentId });
  // Already answered, used, or never made: the teacher's screen is out of date, not wrong.
  if (updated.length === 0) throw new AppError('rejoin-request-closed');
}
