/**
 * The teacher's question bank (decision 141): every question of their own sessions, newest first,
 * found by words of the title or text whatever their case and accents (« eleve » finds
 * « Élève »), a page at a time.
 */
import type { BankQuestion, QuestionType } from '@ciar/shared/question';
import { QUESTION_BANK_PAGE_MAX } from '@ciar/shared/question-schemas';
import { foldForSearch, SEARCH_LIGATURES } from '@ciar/shared/search';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion } from '../storage/mappers';
import { questions, sessions } from '../storage/schema';

// Accented letters and their plain forms, both cases: the folding is done by translate(),
// which needs no extension (PGlite has no unaccent) and does not depend on the locale.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy';

/** A column folded as `foldForSearch` folds the words searched for in it. */
function foldedColumn(value: SQL): SQL {
  let folded = sql`translate(${value}, ${ACCENTED}, ${PLAIN})`;
  for (const [ligature, plain] of SEARCH_LIGATURES) folded = sql`replace(${folded}, ${ligature}, ${plain})`;
  return sql`lower(${folded})`;
}

/** `%` and `_` typed by the teacher are letters to find, not LIKE wildcards. */
function likeAnywhere(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface BankQuery {
  search?: string | undefined;
  type?: QuestionType | '' | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export const QUESTION_BANK_PAGE_DEFAULT = 20;

export async function listQuestionBank(
  db: Db,
  teacherId: string,
  query: BankQuery,
): Promise<{ questions: BankQuestion[]; total: number }> {
  const words = foldForSearch(query.search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 10);
  const haystack = foldedColumn(sql`${questions.title} || ' ' || ${questions.content}`);
  const where = and(
    eq(sessions.teacherId, teacherId),
    query.type ? eq(questions.type, query.type) : undefined,
    ...words.map((word) => sql`${haystack} like ${likeAnywhere(word)}`),
  );
  const limit = Math.min(query.limit ?? QUESTION_BANK_PAGE_DEFAULT, QUESTION_BANK_PAGE_MAX);
  const rows = await db
    .select({ question: questions, sessionName: sessions.name })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(where)
    // Questions stored together (an import, a copy) share their time: their order then decides.
    .orderBy(desc(questions.createdAt), asc(questions.sessionId), asc(questions.position))
    .limit(limit)
    .offset(query.offset ?? 0);
  const [counted] = await db
    .select({ total: count() })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(where);
  return {
    questions: rows.map(({ question, sessionName }) => ({
      ...toQuestion(question),
      sessionName,
      createdAt: question.createdAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
  };
}
