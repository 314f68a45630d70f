/**
 * Rows to the shapes the API sends (packages/shared types), in one place: dates become ISO
 * strings, JSON columns get their defaults, and nothing internal (token hashes, evaluation
 * bookkeeping) leaks out.
 */
import type { Question } from '@ciar/shared/question';
import { imageUrl, type QuestionImage } from '@ciar/shared/question-image';
import type { EvaluatorKind, QuestionResponse } from '@ciar/shared/response';
import type { Participant, PublicSession, Session } from '@ciar/shared/session';
import type { participants, questions, responses, sessions } from './schema';

type SessionRow = typeof sessions.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type ResponseRow = typeof responses.$inferSelect;
type ParticipantRow = Pick<typeof participants.$inferSelect, 'studentId' | 'studentName'>;

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    sessionId: row.sessionId,
    position: row.position,
    title: row.title,
    content: row.content,
    type: row.type,
    options: row.options ?? [],
    correctAnswer: row.correctAnswer,
    ratingScale: row.ratingScale ?? null,
    timeLimit: row.timeLimit,
    proposition: row.proposition,
    acceptedIdeas: row.acceptedIdeas,
    isActive: row.isActive,
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
    pausedMs: row.pausedMs,
    image: toQuestionImage(row),
  };
}

/** The question's picture as screens get it: its URL by hash, never the bytes. */
export function toQuestionImage(
  row: Pick<QuestionRow, 'imageHash' | 'imageAlt' | 'imageWidth' | 'imageHeight'>,
): QuestionImage | null {
  if (row.imageHash === null) return null;
  return { url: imageUrl(row.imageHash), alt: row.imageAlt ?? '', width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 };
}

export function toResponse(row: ResponseRow): QuestionResponse {
  return {
    id: row.id,
    questionId: row.questionId,
    studentId: row.studentId,
    studentName: row.studentName,
    answer: row.answer,
    timestamp: row.timestamp.toISOString(),
    modificationCount: row.modificationCount,
    concordanceScore: row.concordanceScore,
    aiFeedback: row.aiFeedback,
    evaluationTimestamp: row.evaluationTimestamp ? row.evaluationTimestamp.toISOString() : null,
    evaluationConfidence: row.evaluationConfidence,
    needsReview: row.needsReview,
    evaluatedBy: evaluatorKind(row.evaluatedBy),
    evaluationNote: row.evaluationNote,
    teacherScore: row.teacherScore,
    teacherFeedback: row.teacherFeedback,
    gradedGroupId: row.gradedGroupId,
  };
}

export function evaluatorKind(value: string | null): EvaluatorKind | null {
  return value === 'builtin' || value === 'openai' ? value : null;
}

export function toParticipant(row: ParticipantRow): Participant {
  return { studentId: row.studentId, studentName: row.studentName };
}

export interface SessionParts {
  participantsCount: number;
  /** Dashboard lists and `?include=participants` only: a lecture hall's list is heavy (decision 180). */
  participants?: Participant[];
  questionsCount: number;
  currentQuestion: Question | null;
  /** Present on a single session, absent from lists. */
  questions?: Question[];
}

export function toSession(row: SessionRow, parts: SessionParts): Session {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    status: row.status,
    participantsCount: parts.participantsCount,
    ...(parts.participants ? { participants: parts.participants } : {}),
    questionsCount: parts.questionsCount,
    ...(parts.questions ? { questions: parts.questions } : {}),
    currentQuestion: parts.currentQuestion,
    isAutonomous: row.isAutonomous,
    disableTimer: row.disableTimer,
    pausedAt: row.pausedAt ? row.pausedAt.toISOString() : null,
    arrivals: { locked: row.arrivalsLocked, maxParticipants: row.maxParticipants },
    createdAt: row.createdAt.toISOString(),
    teacherId: row.teacherId,
  };
}

export function toPublicSession(row: SessionRow): PublicSession {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    participantsCount: row.participantsCount,
    isAutonomous: row.isAutonomous,
    disableTimer: row.disableTimer,
    pausedAt: row.pausedAt ? row.pausedAt.toISOString() : null,
  };
}
