/** Open answers still waiting for an automatic score, read from the database (shared by every process). */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';

export async function pendingEvaluations(db: Db): Promise<{ count: number; oldestSeconds: number }> {
  // The same rule as the evaluation queue's sweep: open answers without a score or a recorded failure.
  const [row] = await selectRows<{ count: number | string; oldest: number | string | null }>(
    db,
    sql`select count(*) as count, extract(epoch from now() - min(r.timestamp)) as oldest
          from responses r join questions q on q.id = r.question_id
         where q.type = 'open_ended' and r.concordance_score is null and r.evaluation_error is null`,
  );
  return { count: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
}
