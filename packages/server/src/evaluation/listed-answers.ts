/**
 * What the answers view reads of every answer to a question (decision 185): the list's filters and
 * order, the groups and the figures all need the same few fields of a lecture hall's 3,000
 * answers, never their comments. Read as one JSON text: drivers (PGlite above all) spend far
 * more decoding thousands of rows of columns than one text (the results do the same,
 * domain/session-results.ts). In the order groups need: by time, then student.
 */
import type { ListedAnswer } from '@ciar/shared/answer-list';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';

/** [id, studentId, studentName, answer, concordanceScore, teacherScore, needsReview] */
type Packed = [string, string, string, string, number | null, number | null, boolean];

export async function listedAnswers(db: Db, questionId: string): Promise<ListedAnswer[]> {
  const [row] = await selectRows<{ packed: string | null }>(
    db,
    sql`select json_agg(json_build_array(id, student_id, student_name, answer, concordance_score, teacher_score, needs_review) order by timestamp, student_id)::text as packed
        from responses where question_id = ${questionId}`,
  );
  if (!row?.packed) return [];
  return (JSON.parse(row.packed) as Packed[]).map(([id, studentId, studentName, answer, concordanceScore, teacherScore, needsReview]) => ({
    id,
    studentId,
    studentName,
    answer,
    concordanceScore,
    teacherScore,
    needsReview,
  }));
}
