/**
 * The word cloud of an open question's answers (decision 095), counted on demand from the stored
 * answers: the teacher's screen asks for it only while the cloud is shown, so the answer path
 * pays nothing for it, and every process counts the same answers.
 */
import { cloudWords, type CloudWord } from '@ciar/shared/word-cloud';
import { eq } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { responses } from '../storage/schema';

export interface QuestionWordCloud {
  words: CloudWord[];
  /** How many answers the words were counted from. */
  answersCount: number;
}

export async function questionWordCloud(db: Db, questionId: string): Promise<QuestionWordCloud> {
  const rows = await db
    .select({ studentId: responses.studentId, text: responses.answer })
    .from(responses)
    .where(eq(responses.questionId, questionId));
  return { words: cloudWords(rows), answersCount: rows.length };
}
