/** Importing a question file into a session: valid questions are stored together, after the existing ones. */
import type { Question } from '@ciar/shared/question';
import type { QuestionImportResult } from '@ciar/shared/question-template';
import type { Db } from '../storage/db';
import { assertNotEnded, requireOwnedSession } from './ownership';
import { imageUrl } from '@ciar/shared/question-image';
import type { QuestionFileSource } from '@ciar/shared/question-template';
import { checkQuestionEntries, readQuestionFile, type ImportedQuestion } from './question-file';
import { storeImageBytes } from './question-images';
import { appendQuestionTitles } from './questions';

/**
 * Questions stored per transaction. The embedded database runs one statement at a time, and a
 * transaction holds it until it commits: 500 questions of 10 KB in one transaction made other
 * classes' answers wait over a second. A few tens of milliseconds per chunk, and their answers
 * pass in between (decision 130).
 */
const IMPORT_CHUNK = 10;
/**
 * A pause between chunks: answers are written on the next turn of the event loop
 * (storage/answer-writer.ts), so without it the next chunk would always be queued first.
 */
const IMPORT_PAUSE_MS = 5;

function importedCount(n: number): string {
  return n <= 1 ? `${n} question importée` : `${n} questions importées`;
}

function resultMessage(imported: number, total: number): string {
  if (total === 0) return 'Import échoué : le fichier ne contient aucune question.';
  if (imported === 0) return `Import échoué : aucune question valide sur ${total}.`;
  if (imported === total) return `Import réussi! ${importedCount(imported)}.`;
  return `Import réussi! ${importedCount(imported)} sur ${total} ; les questions invalides ont été ignorées.`;
}

/**
 * The chunk's pictures stored (once per distinct content), in the transaction that stores the
 * questions referencing them: a clean-up never sees them unreferenced.
 */
async function withStoredImages(tx: Db, chunk: ImportedQuestion[]): Promise<QuestionFileSource[]> {
  const sources: QuestionFileSource[] = [];
  for (const { imageFile, ...question } of chunk) {
    if (!imageFile) {
      sources.push(question);
      continue;
    }
    const hash = await storeImageBytes(tx, imageFile.bytes, imageFile.type);
    sources.push({ ...question, image: { url: imageUrl(hash), alt: imageFile.alt, width: imageFile.width, height: imageFile.height } });
  }
  return sources;
}

/**
 * A broken file (not UTF-8 JSON, no question list, over 500 questions) is refused as a whole.
 * Otherwise the valid questions are stored in order, in short transactions of IMPORT_CHUNK, the
 * invalid ones reported by position; nothing valid at all is a failure (`success: false`).
 */
export async function importQuestions(
  db: Db,
  teacherId: string,
  sessionId: string,
  file: Uint8Array,
): Promise<QuestionImportResult> {
  // Another teacher's session is "not found", and an ended one closed, before anything is said about the file.
  assertNotEnded(await requireOwnedSession(db, teacherId, sessionId));
  const entries = readQuestionFile(file);
  const { valid, errors } = checkQuestionEntries(entries);
  const stored: Array<Pick<Question, 'title' | 'type'>> = [];
  for (let offset = 0; offset < valid.length; offset += IMPORT_CHUNK) {
    if (offset > 0) await new Promise((resolve) => setTimeout(resolve, IMPORT_PAUSE_MS));
    const chunk = valid.slice(offset, offset + IMPORT_CHUNK);
    stored.push(
      ...(await db.transaction(async (tx) => {
        const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
        assertNotEnded(session);
        return appendQuestionTitles(tx, session.id, await withStoredImages(tx, chunk));
      })),
    );
  }
  return {
    success: stored.length > 0,
    message: resultMessage(stored.length, entries.length),
    imported: stored.length,
    total: entries.length,
    errors: entries.length === 0 ? ['Le fichier ne contient aucune question'] : errors,
    questions: stored,
  };
}
