/**
 * Exporting a session's questions as a file that imports back to the same questions
 * (docs/product.md#question-files): CIAR's JSON, or Moodle GIFT (decision 140).
 */
import type { QuestionExportFormat } from '@ciar/shared/question-schemas';
import { QUESTION_FILE_VERSION, serialiseQuestionFile, toQuestionFileEntry, type QuestionFile } from '@ciar/shared/question-template';
import { imageHashFromUrl } from '@ciar/shared/question-image';
import type { Question } from '@ciar/shared/question';
import { inArray } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { questionImages } from '../storage/schema';
import { imageDataUrl } from './question-file-image';
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

/** File entries, each picture as a data URL with its alt text (each distinct picture read once). */
async function withImageData(db: Db, questions: Question[]) {
  const hashes = [...new Set(questions.map((q) => (q.image ? imageHashFromUrl(q.image.url) : null)).filter((h): h is string => h !== null))];
  const rows = hashes.length
    ? await db.select().from(questionImages).where(inArray(questionImages.hash, hashes))
    : [];
  const dataUrls = new Map(rows.map((row) => [row.hash, imageDataUrl(row.contentType, row.bytes)]));
  return questions.map((question) => {
    const entry = toQuestionFileEntry(question);
    const src = question.image ? dataUrls.get(imageHashFromUrl(question.image.url) ?? '') : undefined;
    return src && question.image ? { ...entry, image: { src, alt: question.image.alt } } : entry;
  });
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
    questions: await withImageData(db, questions),
  };
  return { filename: `${name}.json`, content: serialiseQuestionFile(file), contentType: 'application/json; charset=utf-8' };
}
