/**
 * What a student's browser remembers (docs/product.md#student-identity): the record of the
 * session they joined (with the token proving it), their name per session code, and the ids
 * of the questions they answered per session and student. Storage may be unavailable
 * (private browsing): every read falls back to "nothing saved".
 */
import type { StudentRecord } from '@ciar/shared/student';

const KEYS = {
  record: 'ciar_student',
  name: (code: string) => `ciar_student_name_${code.toUpperCase()}`,
  answered: (sessionId: string, studentId: string) => `ciar_answered_${sessionId}_${studentId}`,
  /** Tokens by student id, so the self-paced quiz and the live page share one identity. */
  token: (studentId: string) => `ciar_student_token_${studentId}`,
  /** The code that resumes this student on another device, as the server last gave it. */
  rejoinCode: (studentId: string) => `ciar_student_rejoin_${studentId}`,
  /** Answers given while the network was away, sent once the session is joined again. */
  pending: (sessionId: string, studentId: string) => `ciar_pending_answers_${sessionId}_${studentId}`,
};

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the app keeps working, it just won't remember.
  }
}

function isRecord(value: unknown): value is StudentRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['id', 'name', 'sessionId', 'sessionCode', 'token'].every((k) => typeof v[k] === 'string');
}

export function getStudentRecord(): StudentRecord | null {
  const value = read(KEYS.record);
  return isRecord(value) ? value : null;
}

export function saveStudentRecord(record: StudentRecord): void {
  write(KEYS.record, record);
  write(KEYS.token(record.id), record.token);
  // A rejoin under this device's token comes without the code: the one kept stays.
  if (record.rejoinCode) write(KEYS.rejoinCode(record.id), record.rejoinCode);
  saveStudentName(record.sessionCode, record.name);
}

export function getRejoinCode(studentId: string): string | null {
  const value = read(KEYS.rejoinCode(studentId));
  return typeof value === 'string' ? value : null;
}

export function clearStudentRecord(): void {
  write(KEYS.record, null);
}

export function getStudentToken(studentId: string): string | null {
  const value = read(KEYS.token(studentId));
  return typeof value === 'string' ? value : null;
}

export function saveStudentToken(studentId: string, token: string): void {
  write(KEYS.token(studentId), token);
}

export function getStudentName(code: string): string | null {
  const value = read(KEYS.name(code));
  return typeof value === 'string' && value.trim() ? value : null;
}

export function saveStudentName(code: string, name: string): void {
  write(KEYS.name(code), name);
}

export function getAnsweredQuestionIds(sessionId: string, studentId: string): string[] {
  const value = read(KEYS.answered(sessionId, studentId));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function addAnsweredQuestionId(sessionId: string, studentId: string, questionId: string): void {
  const ids = getAnsweredQuestionIds(sessionId, studentId);
  if (!ids.includes(questionId)) write(KEYS.answered(sessionId, studentId), [...ids, questionId]);
}

/** The answer was deleted on the server (its option removed): the student may answer again. */
export function removeAnsweredQuestionId(sessionId: string, studentId: string, questionId: string): void {
  const ids = getAnsweredQuestionIds(sessionId, studentId);
  if (ids.includes(questionId)) write(KEYS.answered(sessionId, studentId), ids.filter((id) => id !== questionId));
}

/** An answer given but not yet acknowledged by the server, with when it was given (server clock). */
export interface PendingAnswer {
  questionId: string;
  answer: string;
  answeredAt: string;
}

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.questionId === 'string' && typeof v.answer === 'string' && typeof v.answeredAt === 'string';
}

export function getPendingAnswers(sessionId: string, studentId: string): PendingAnswer[] {
  const value = read(KEYS.pending(sessionId, studentId));
  return Array.isArray(value) ? value.filter(isPendingAnswer) : [];
}

/** Keeps one answer per question: the first one given (a question takes one answer). */
export function addPendingAnswer(sessionId: string, studentId: string, pending: PendingAnswer): void {
  const all = getPendingAnswers(sessionId, studentId);
  if (!all.some((p) => p.questionId === pending.questionId)) write(KEYS.pending(sessionId, studentId), [...all, pending]);
}

export function removePendingAnswer(sessionId: string, studentId: string, questionId: string): void {
  const rest = getPendingAnswers(sessionId, studentId).filter((p) => p.questionId !== questionId);
  write(KEYS.pending(sessionId, studentId), rest.length > 0 ? rest : null);
}
