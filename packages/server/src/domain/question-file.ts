/**
 * Reading a question file (spec §5 "Import file"): bytes to entries, entries to valid
 * questions and French reasons for the others. Pure, so every rule is tested without HTTP.
 */
import { questionInput, type QuestionInput } from '@ciar/shared/question-schemas';
import { AppError } from './app-error';

/** UTF-8 only; a byte-order mark is dropped (Windows editors write one). */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError('invalid-file');
  }
}

/** The file's questions: `{ "questions": [...] }` (other keys ignored) or a bare array. */
export function readQuestionFile(bytes: Uint8Array): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decode(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid-file');
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as { questions?: unknown }).questions)) {
    return (parsed as { questions: unknown[] }).questions;
  }
  throw new AppError('invalid-file', 'Le fichier JSON doit contenir une liste « questions ».');
}

/**
 * Fields the server manages. A list copied from the API (GET /questions/session/{id}) carries
 * them; they are dropped rather than reported, as they never describe the question itself.
 */
const SERVER_FIELDS = ['id', 'sessionId', 'position', 'isActive', 'activatedAt', 'pausedMs', 'responses', 'createdAt'];

function withoutServerFields(entry: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...entry };
  for (const key of SERVER_FIELDS) delete copy[key];
  return copy;
}

export interface CheckedQuestions {
  valid: QuestionInput[];
  /** 'Question {position} : {reasons}', positions counted from 1 as people do. */
  errors: string[];
}

/** Each entry goes through the form's own schema, so an import cannot store what the form refuses. */
export function checkQuestionEntries(entries: unknown[]): CheckedQuestions {
  const valid: QuestionInput[] = [];
  const errors: string[] = [];
  entries.forEach((entry, index) => {
    const label = `Question ${index + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${label} : une question doit être un objet JSON`);
      return;
    }
    const result = questionInput.safeParse(withoutServerFields(entry as Record<string, unknown>));
    if (result.success) {
      valid.push(result.data);
      return;
    }
    const reasons = [...new Set(result.error.issues.map((issue) => issue.message))];
    errors.push(`${label} : ${reasons.join(' ; ')}`);
  });
  return { valid, errors };
}
