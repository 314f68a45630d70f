/** Importing a question file into a session: valid questions are stored together, after the existing ones. */
import type { QuestionImportResult } from '@ciar/shared/question-template';
import type { Db } from '../storage/db';
import { assertNotEnded, requireOwnedSession } from './ownership';
import { checkQuestionEntries, readQuestionFile } from './question-file';
import { appendQuestions } from './questions';

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
 * A broken file (not UTF-8 JSON, no question list) is refused as a whole. Otherwise the valid
 * questions are stored in one transaction, the invalid ones reported by position; nothing
 * valid at all is a failure (`success: false`).
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
  const stored =
    valid.length === 0
      ? []
      : await db.transaction(async (tx) => {
          const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
          assertNotEnded(session);
          return appendQuestions(tx, session.id, valid);
        });
  return {
    success: stored.length > 0,
    message: resultMessage(stored.length, entries.length),
    imported: stored.length,
    total: entries.length,
    errors: entries.length === 0 ? ['Le fichier ne contient aucune question'] : errors,
    questions: stored.map(({ title, type }) => ({ title, type })),
  };
}
