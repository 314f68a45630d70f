/**
 * Students joining a session (docs/product.md#student-identity, POST /api/sessions/join). No account: a name, and a random
 * token that the joining browser keeps. The token, stored hashed, is what proves later that
 * a request comes from the device that joined under this name, so typing a classmate's name
 * elsewhere does not let anyone answer as them.
 */
import type { StudentRecord } from '@ciar/shared/student';
import { studentIdFor } from '@ciar/shared/student';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { groupedCalls } from '../storage/grouped-calls';
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
  /** The join's place in the group (1-based). */
  ord: number;
  id: string | null;
  code: string | null;
  name: string | null;
  status: string | null;
  /** The participant already registered under this name, if any. */
  existing_hash: string | null;
  /** The class size, this join included; null when this join added no one. */
  counted_with_new: number | null;
  counted: number | null;
  arrivals_locked: boolean | null;
  max_participants: number | null;
}

export interface JoinRequest {
  code: string;
  studentName: string;
  token?: string | undefined;
}

interface PreparedJoin extends JoinRequest {
  studentId: string;
  token?: string | undefined;
  newToken: string;
  rejoinCode: string;
}

/**
 * One statement for every join of a group, whatever happens: a lecture hall joins in a few
 * seconds, and the database alone decides who gets a name. It finds each join's session,
 * inserts the participant unless the name is taken, the session has ended, its arrivals are
 * locked or it is full (the teacher's maximum, filled in the group's order) (the first of
 * two joins under one name in the group wins; a concurrent join elsewhere loses on the
 * primary key), and adds the group's newcomers to each session's count. That update waits for
 * any concurrent join's, so every join reads an exact, distinct class size: the count after
 * the group, less the newcomers after it in the group.
 */
function groupJoinStatement(joins: PreparedJoin[]) {
  const column = (pick: (j: PreparedJoin) => string | null) => sql.param(joins.map(pick));
  return sql`with input as (
      select * from unnest(
        ${column((j) => j.code)}::text[], ${column((j) => j.studentId)}::text[], ${column((j) => j.studentName)}::text[],
        ${column((j) => hashToken(j.newToken))}::text[], ${column((j) => hashRejoinCode(j.studentId, j.rejoinCode))}::text[]
      ) with ordinality as v(code, student_id, student_name, token_hash, rejoin_code_hash, ord)
    ),
    session as (
      select id, code, name, status, participants_count, arrivals_locked, max_participants from ${sessions} where code in (select code from input)
    ),
    existing as (
      select p.session_id, p.student_id, p.token_hash
      from (select distinct s.id, v.student_id from input v join session s on s.code = v.code) k
      join ${participants} p on p.session_id = k.id and p.student_id = k.student_id
    ),
    candidate as (
      select distinct on (s.id, v.student_id) s.id as session_id, v.student_id, v.student_name, v.token_hash, v.rejoin_code_hash, v.ord
      from input v join session s on s.code = v.code
      where s.status <> 'ended' and not s.arrivals_locked
        and not exists (select 1 from existing e where e.session_id = s.id and e.student_id = v.student_id)
      order by s.id, v.student_id, v.ord
    ),
    allowed as (
      select r.* from (
        select c.*, row_number() over (partition by c.session_id order by c.ord) as nth from candidate c
      ) r join session s on s.id = r.session_id
      where s.max_participants is null or s.participants_count + r.nth <= s.max_participants
    ),
    inserted as (
      insert into ${participants} (session_id, student_id, student_name, token_hash, rejoin_code_hash)
      select session_id, student_id, student_name, token_hash, rejoin_code_hash from allowed
      on conflict do nothing
      returning session_id, student_id
    ),
    added as (
      select c.session_id, c.ord,
        count(*) over (partition by c.session_id order by c.ord rows between current row and unbounded following) - 1 as after
      from inserted i join allowed c on c.session_id = i.session_id and c.student_id = i.student_id
    ),
    counted as (
      update ${sessions} set participants_count = participants_count + a.n
      from (select session_id, count(*) as n from added group by session_id) a
      where ${sessions.id} = a.session_id
      returning ${sessions.id} as id, participants_count
    )
    select v.ord, s.id, s.code, s.name, s.status,
      e.token_hash as existing_hash,
      case when a.ord is not null then c.participants_count - a.after end as counted_with_new,
      coalesce(c.participants_count, s.participants_count) as counted,
      s.arrivals_locked, s.max_participants
    from input v
    left join session s on s.code = v.code
    left join existing e on e.session_id = s.id and e.student_id = v.student_id
    left join added a on a.ord = v.ord
    left join counted c on c.id = s.id
    order by v.ord`;
}

/** What one join's row of the group statement means for that join. */
function joinOutcome(join: PreparedJoin, row: JoinRow | undefined): JoinResult {
  if (!row?.id || !row.code || !row.name || !row.status) throw new AppError('session-not-found');
  const session = { id: row.id, code: row.code, name: row.name, status: row.status };
  const participantsCount = Number(row.counted_with_new ?? row.counted);
  const record = (studentToken: string): StudentRecord => ({
    id: join.studentId,
    name: join.studentName,
    sessionId: session.id,
    sessionCode: session.code,
    token: studentToken,
  });
  if (row.existing_hash !== null) {
    // Rejoining from the device that joined: same name, same token.
    if (join.token && tokenMatches(row.existing_hash, join.token)) {
      return { session, student: record(join.token), isNew: false, participantsCount };
    }
    throw new AppError('name-taken');
  }
  if (row.counted_with_new !== null) {
    return { session, student: { ...record(join.newToken), rejoinCode: join.rejoinCode }, isNew: true, participantsCount };
  }
  if (session.status === 'ended') throw new AppError('session-closed-to-join');
  if (row.arrivals_locked) throw new AppError('arrivals-locked');
  if (row.max_participants !== null && participantsCount >= row.max_participants) throw new AppError('session-full');
  // Two devices joining under the same name at the same instant: only one gets it.
  throw new AppError('name-taken');
}

export type JoinSession = (body: JoinRequest) => Promise<JoinResult>;

/**
 * Students joining, in groups (storage/grouped-calls.ts): the joins that arrive together,
 * whatever their sessions, are one statement.
 */
export function createJoins(db: Db): JoinSession {
  const join = groupedCalls<PreparedJoin, JoinResult>(async (_key, joins) => {
    const rows = await selectRows<JoinRow>(db, groupJoinStatement(joins));
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    return joins.map((prepared, i) => {
      try {
        return { ok: true, value: joinOutcome(prepared, byOrd.get(i + 1)) };
      } catch (error) {
        return { ok: false, error };
      }
    });
  });
  return (body) =>
    join('', {
      ...body,
      studentId: studentIdFor(body.code, body.studentName),
      newToken: newToken(),
      rejoinCode: newRejoinCode(),
    });
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
