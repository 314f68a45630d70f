/**
 * Exporting a session's questions as a file that imports back to the same questions (spec §7,
 * §9): CIAR's JSON, or Moodle GIFT (issue 20, decision 140).
 */
import type { QuestionExportFormat } from '@ciar/shared/question-schemas';
import { QUESTION_FILE_VERSION, serialiseQuestionFile, toQuestionFileEntry, type QuestionFile } from '@ciar/shared/question-template';
import type { Db } from '../storage/db';
import { listSessionQuestions } from './questions';
import { requireOwnedSession } from './ownership';
import { writeGiftFile } from './gift-format';

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

export interface ExportedFile {
  filename: string;
  content: string;
  contentType: string;
}

export async function exportQuestions(
  db: Db,
  teacherId: string,
  sessionId: string,
  now: Date = new Date(),
  format: QuestionExportFormat = 'json',
): Promise<ExportedFile> {
  const session = await requireOwnedSession(db, teacherId, sessionId);
  const questions = await listSessionQuestions(db, teacherId, session.id);
  const name = `questions-${fileNamePart(session.name)}-${fileDate(now)}`;
  if (format === 'gift') {
    // Moodle's own GIFT export is a .txt file: every system opens it, Moodle imports it.
    return { filename: `${name}-gift.txt`, content: writeGiftFile(session.name, questions).content, contentType: 'text/plain; charset=utf-8' };
  }
  const file: QuestionFile = {
    version: QUESTION_FILE_VERSION,
    sessionName: session.name,
    exportedAt: now.toISOString(),
    questions: questions.map(toQuestionFileEntry),
  };
  return { filename: `${name}.json`, content: serialiseQuestionFile(file), contentType: 'application/json; charset=utf-8' };
}
