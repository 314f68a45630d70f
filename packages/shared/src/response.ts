/** Responses (docs/product.md#answers): one student's answer to one question, as the teacher's screens receive it. */
import type { Question } from './question';

export interface QuestionResponse {
  id: string;
  questionId: string;
  studentId: string;
  studentName: string;
  /** Option index for choice types, the chosen number for rating, free text for open questions. */
  answer: string;
  /** When the answer was last submitted (ISO). */
  timestamp: string;
  modificationCount: number;
  /** Automatic score 0–100 of an open answer; null until evaluated. */
  concordanceScore: number | null;
  aiFeedback: string | null;
  evaluationTimestamp: string | null;
  /** How sure the evaluator was of its band, 0–1; null when not evaluated or it could not say. */
  evaluationConfidence: number | null;
  /**
   * The evaluator could not tell (« À vérifier »): until the teacher grades the answer, its
   * automatic score counts for nothing and the student sees it is being checked.
   */
  needsReview: boolean;
  /** Which evaluator gave the automatic score: 'builtin' or 'openai'; null until evaluated. */
  evaluatedBy: EvaluatorKind | null;
  /** Why, when it was not the configured one (the provider failed: the built-in evaluator stood in). */
  evaluationNote: string | null;
  /** A teacher's override of the automatic score, 0–100. */
  teacherScore: number | null;
  /** The teacher's comment with their score. */
  teacherFeedback: string | null;
  /** The teacher's score came from grading a whole group of answers at once. */
  gradedGroupId: string | null;
}

export type EvaluatorKind = 'builtin' | 'openai';

/** GET /questions/{id}: the question with every response to it. */
export type QuestionWithResponses = Question & { responses: QuestionResponse[] };

/** How many of the students still to answer `GET /questions/{id}/missing` names. */
export const MISSING_ANSWERS_SHOWN = 100;

/**
 * `GET /questions/{id}/missing` (the teacher's live screen): the session's participants with no
 * answer to the question yet, in French alphabetical order, the first MISSING_ANSWERS_SHOWN.
 */
export interface MissingAnswers {
  success: true;
  /** All of them, named or not. */
  count: number;
  students: Array<{ studentId: string; studentName: string }>;
}
