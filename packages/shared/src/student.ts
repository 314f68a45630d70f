/** Students (docs/product.md#student-identity): no account, an id built from the session code and the name. */
import { LIMITS, SESSION_CODE_LENGTH } from './constants';
import { normaliseName } from './names';
import type { Question, QuestionOption } from './question';
import { textProblem } from './text-rules';

/**
 * The session code plus the lowercased name with spaces replaced by underscores (docs/product.md#student-identity), the
 * name in its one form (names.ts), so names that look the same are the same student. A name
 * already in that form (every name stored before it existed but those hiding invisible
 * characters) keeps the id it had.
 */
export function studentIdFor(code: string, name: string): string {
  return `${code.trim().toUpperCase()}_${normaliseName(name).toLowerCase().replace(/\s+/g, '_')}`;
}

/** The join form's code rule (docs/product.md#student-join-page): trimmed, uppercase, 6 characters at most. */
export function normaliseSessionCode(code: string): string {
  return code.trim().toUpperCase().slice(0, SESSION_CODE_LENGTH);
}

/** The rule for a student's name (the join form and the quiz check it before sending). */
export const STUDENT_NAME_RULE = {
  label: 'Le nom',
  max: LIMITS.studentName,
  requiredMessage: 'Veuillez remplir tous les champs',
} as const;

/** The first problem with a student's name, in French, or null. */
export function studentNameProblem(name: string): string | null {
  return textProblem(name.trim(), STUDENT_NAME_RULE);
}

/**
 * What a student may see of a question before answering it: no correct answer, no
 * explanations, no model answer (docs/product.md#roles-and-access, docs/architecture.md#contracts-at-the-edges).
 */
export interface StudentQuestion extends Omit<Question, 'correctAnswer' | 'proposition' | 'acceptedIdeas' | 'options'> {
  options: Array<Pick<QuestionOption, 'id' | 'text'>>;
}

export function toStudentQuestion(question: Question): StudentQuestion {
  const { correctAnswer: _correct, proposition: _proposition, acceptedIdeas: _accepted, options, ...rest } = question;
  return { ...rest, options: options.map(({ id, text }) => ({ id, text })) };
}


/** What a student's browser keeps (docs/product.md#student-identity) plus the secret proving it joined. */
export interface StudentRecord {
  id: string;
  name: string;
  sessionId: string;
  sessionCode: string;
  token: string;
  /**
   * The personal code that resumes this student on another device; sent at the first join and
   * at each resume on a new device (a new one then), and kept by the browser.
   */
  rejoinCode?: string;
}

export interface JoinSessionResponse {
  success: true;
  session: { id: string; code: string; name: string; status: string };
  student: StudentRecord;
}

/** Header carrying the student token on REST calls. */
export const STUDENT_TOKEN_HEADER = 'x-student-token';

/** A rejoin code: six digits, easy to read aloud and to type on a phone's number pad. */
export const REJOIN_CODE_PATTERN = /^\d{6}$/;

/** What the student typed, without the spaces and dashes they may have copied. */
export function normaliseRejoinCode(code: string): string {
  return code.replace(/[\s\-.]/g, '');
}

/** '482913' → '482 913', as it is shown. */
export function formatRejoinCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/** A student's request to come back on another device, as the teacher's screens list it. */
export interface RejoinRequest {
  studentId: string;
  studentName: string;
  requestedAt: string;
}

/** The teacher's screens word a request this way (decision 105). */
export function rejoinRequestText(studentName: string): string {
  return `${studentName} souhaite revenir sur un autre appareil`;
}
