/** Responses (spec §3): one student's answer to one question, as the teacher's screens receive it. */
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
  /** A teacher's override of the automatic score, 0–100. */
  teacherScore: number | null;
}

/** GET /questions/{id}: the question with every response to it. */
export type QuestionWithResponses = Question & { responses: QuestionResponse[] };
