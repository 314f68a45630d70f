/**
 * RETENTION_DAYS (decision 162, docs/privacy.md): students' names and answers are personal data,
 * kept no longer than needed. A session that ended more than that many days ago is removed
 * with everything in it (questions, participants, answers, scores). The end is the session's
 * last change: a session is not changed after it ends unless a teacher reopens or edits it,
 * which starts the count again. Sessions that never ended are left to their teacher.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { collectUnusedImages } from './question-images';

export interface RetentionResult {
  sessions: number;
  participants: number;
  answers: number;
}

export async function removeExpiredSessions(db: Db, retentionDays: number): Promise<RetentionResult> {
  // One statement: what is counted is exactly what is removed.
  const [row] = await selectRows<{ sessions: number | string; participants: number | string; answers: number | string }>(
    db,
    sql`with expired as (
          select id from sessions
           where status = 'ended' and updated_at < now() - make_interval(days => ${retentionDays}::int)
        ),
        gone as (delete from sessions where id in (select id from expired) returning id)
        select (select count(*) from gone) as sessions,
               (select count(*) from participants where session_id in (select id from expired)) as participants,
               (select count(*) from responses where session_id in (select id from expired)) as answers`,
  );
  // Their questions' pictures, unless a kept question shows them too.
  if (Number(row?.sessions ?? 0) > 0) await collectUnusedImages(db);
  return { sessions: Number(row?.sessions ?? 0), participants: Number(row?.participants ?? 0), answers: Number(row?.answers ?? 0) };
}
