/**
 * Students joining a session (spec §3, §7 /sessions/join). No account: a name, and a random
 * token that the joining browser keeps. The token, stored hashed, is what proves later that
 * a request comes from the device that joined under this name, so typing a classmate's name
 * elsewhere does not let anyone answer as them.
 */
import type { StudentRecord } from '@ciar/shared/student';
import { studentIdFor } from '@ciar/shared/student';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { participants, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { hashRejoinCode, newRejoinCode } from './rejoin';
import { hashToken, newToken, tokenMatches } from './tokens';

export interface JoinResult {
  session: { id: string; code: string; name: string; status: string };
  student: StudentRecord;
  /** True when this join added a participant (not a rejoin). */
  isNew: boolean;
  participantsCount: number;
}

interface JoinRow {
  id: string;
  code: string;
  name: string;
  status: string;
  /** The participant already registered under this name, if any. */
  existing_hash: string | null;
  /** The class size, this join included; null when this join added no one. */
  counted_with_new: number | null;
  counted: number;
}

/**
 * One statement per join, whatever happens: a lecture hall joins in a few seconds, and the
 * database alone decides who gets a name. It finds the session, inserts the participant
 * unless the name is taken or the session has ended (a concurrent join under the same name
 * loses on the primary key), and adds them to the session's count. That update waits for
 * any concurrent join's, so every join reads an exact, distinct class size.
 */
export async function joinSession(db: Db, body: { code: string; studentName: string; token?: string | undefined }): Promise<JoinResult> {
  const studentId = studentIdFor(body.code, body.studentName);
  const token = newToken();
  const rejoinCode = newRejoinCode();
  const [row] = await selectRows<JoinRow>(
    db,
    sql`with session as (
          select id, code, name, status, participants_count from ${sessions} where code = ${body.code}
        ),
        existing as (
          select p.token_hash from ${participants} p join session s on p.session_id = s.id
          where p.student_id = ${studentId}
        ),
        inserted as (
          insert into ${participants} (session_id, student_id, student_name, token_hash, rejoin_code_hash)
          select s.id, ${studentId}, ${body.studentName}, ${hashToken(token)}, ${hashRejoinCode(studentId, rejoinCode)} from session s
          where s.status <> 'ended' and not exists (select 1 from existing)
          on conflict do nothing
          returning session_id
        ),
        counted as (
          update ${sessions} set participants_count = participants_count + 1
          where id in (select session_id from inserted)
          returning participants_count
        )
        select s.id, s.code, s.name, s.status,
          (select token_hash from existing) as existing_hash,
          (select participants_count from counted) as counted_with_new,
          s.participants_count as counted
        from session s`,
  );
  if (!row) throw new AppError('session-not-found');

  const session = { id: row.id, code: row.code, name: row.name, status: row.status };
  const participantsCount = Number(row.counted_with_new ?? row.counted);
  const record = (studentToken: string): StudentRecord => ({
    id: studentId,
    name: body.studentName,
    sessionId: session.id,
    sessionCode: session.code,
    token: studentToken,
  });
  if (row.existing_hash !== null) {
    // Rejoining from the device that joined: same name, same token.
    if (body.token && tokenMatches(row.existing_hash, body.token)) {
      return { session, student: record(body.token), isNew: false, participantsCount };
    }
    throw new AppError('name-taken');
  }
  if (row.counted_with_new !== null) return { session, student: { ...record(token), rejoinCode }, isNew: true, participantsCount };
  if (session.status === 'ended') throw new AppError('session-closed-to-join');
  // Two devices joining under the same name at the same instant: only one gets it.
  throw new AppError('name-taken');
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
  if (!row || !tokenMatches(row.tokenHash, token)) throw new AppError('student-unauthenticated');
  return { studentId, studentName: row.studentName };
}
