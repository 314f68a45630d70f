/** Students (spec §3): no account, an id built from the session code and the name. */
import * as z from 'zod';
import { LIMITS, SESSION_CODE_LENGTH } from './constants';
import type { Question, QuestionOption } from './question';
import { text } from './text';

/** The session code plus the lowercased name with spaces replaced by underscores. */
export function studentIdFor(code: string, name: string): string {
  return `${code.trim().toUpperCase()}_${name.trim().toLowerCase().replace(/\s+/g, '_')}`;
}

/** The join form's code rule (spec §5): trimmed, uppercase, 6 characters at most. */
export function normaliseSessionCode(code: string): string {
  return code.trim().toUpperCase().slice(0, SESSION_CODE_LENGTH);
}

export const studentName = text('Le nom', LIMITS.studentName, { requiredMessage: 'Veuillez remplir tous les champs' });

/**
 * What a student may see of a question before answering it: no correct answer, no
 * explanations, no model answer (spec §6, DESIGN "Contracts").
 */
export interface StudentQuestion extends Omit<Question, 'correctAnswer' | 'proposition' | 'options'> {
  options: Array<Pick<QuestionOption, 'id' | 'text'>>;
}

export function toStudentQuestion(question: Question): StudentQuestion {
  const { correctAnswer: _correct, proposition: _proposition, options, ...rest } = question;
  return { ...rest, options: options.map(({ id, text }) => ({ id, text })) };
}

export const sessionCodeSchema = z
  .string({ error: 'Code de session manquant' })
  .trim()
  .min(1, { error: 'Code de session manquant' })
  .max(SESSION_CODE_LENGTH * 2, { error: 'Code de session invalide' })
  .transform((c) => c.toUpperCase());

/** POST /sessions/join (spec §7): code and name; the server builds the id itself. */
export const joinSessionBody = z.strictObject({
  code: sessionCodeSchema,
  studentName,
  /** Sent by the spec's client; the server recomputes it from the code and the name. */
  studentId: z.string().max(200).optional(),
  /** The secret from a previous join on this device: rejoining under the same name. */
  token: z.string().max(200).optional(),
});
export type JoinSessionBody = z.input<typeof joinSessionBody>;

/** What a student's browser keeps (spec §3 student record) plus the secret proving it joined. */
export interface StudentRecord {
  id: string;
  name: string;
  sessionId: string;
  sessionCode: string;
  token: string;
}

export interface JoinSessionResponse {
  success: true;
  session: { id: string; code: string; name: string; status: string };
  student: StudentRecord;
}

/** Header carrying the student token on REST calls. */
export const STUDENT_TOKEN_HEADER = 'x-student-token';
