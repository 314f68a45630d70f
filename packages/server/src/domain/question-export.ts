/** Exporting a session's questions as a file that imports back to the same questions (spec §7, §9). */
import { serialiseQuestionFile, toQuestionFileEntry, type QuestionFile } from '@ciar/shared/question-template';
import type { Db } from '../storage/db';
import { listSessionQuestions } from './questions';
import { requireOwnedSession } from './ownership';

/**
 * A session name as a file-name part: letters of any script and digits, accents dropped,
 * everything else a single dash. Nothing left (only emoji, say) gives 'session'.
 */
export function fileNamePart(name: string, maxLength = 60): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...slug].slice(0, maxLength).join('').replace(/-+$/, '');
  return cut || 'session';
}

/** The server's calendar day, YYYY-MM-DD. */
export function fileDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export async function exportQuestions(
  db: Db,
  teacherId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<{ filename: string; content: string }> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const questions = await listSessionQuestions(db, teacherId, session.id);
  const file: QuestionFile = {
    sessionName: session.name,
    exportedAt: now.toISOString(),
    questions: questions.map(toQuestionFileEntry),
  };
  return {
    filename: `questions-${fileNamePart(session.name)}-${fileDate(now)}.json`,
    content: serialiseQuestionFile(file),
  };
}
