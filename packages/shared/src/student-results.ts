/**
 * The self-paced quiz (docs/product.md#self-paced-quiz-page) and a student's own
 * results (docs/product.md#student-statistics): the API shapes both sides use, and
 * the one rule saying when the quiz can be taken.
 */
import type { AnswerFeedback } from './events';
import type { QuizScore } from './quiz-score';
import type { QuestionResponse } from './response';
import type { PublicSession } from './session';
import type { StudentQuestion } from './student';

/** One question of a student's results. */
export interface StudentResult {
  /** Never carries the correct answer, explanations or model answer: `feedback` does. */
  question: StudentQuestion;
  response: QuestionResponse | null;
  /**
   * What the student may learn about the question: present once they answered it or once the
   * session ended (for the session's teacher, always); null before. Without a response,
   * `isCorrect` is null.
   */
  feedback: AnswerFeedback | null;
}

/** GET /sessions/{id}/student/{studentId}/responses. */
export interface StudentResultsResponse {
  success: true;
  session: PublicSession;
  student: { studentId: string; studentName: string };
  /** Every question of the session, in order, answered or not. */
  results: StudentResult[];
  /** The quiz score of docs/product.md#quiz-score over the student's answers. */
  score: QuizScore;
}

/** GET /sessions/{id}/student/{studentId}/quiz. */
export interface QuizResponse {
  success: true;
  session: PublicSession;
  /** The questions in order, without anything secret; empty unless the quiz is open. */
  questions: StudentQuestion[];
}

export type QuizAvailability = 'open' | 'ended' | 'supervised' | 'not-started' | 'paused';

/**
 * Whether the self-paced quiz can be taken now. It can while the session is active in
 * autonomous mode; a supervised session is led by the teacher from the live page, whatever
 * its status, until it ends.
 */
export function quizAvailability(session: Pick<PublicSession, 'status' | 'isAutonomous'>): QuizAvailability {
  if (session.status === 'ended') return 'ended';
  if (!session.isAutonomous) return 'supervised';
  if (session.status === 'created') return 'not-started';
  if (session.status === 'paused') return 'paused';
  return 'open';
}

/** Why the quiz cannot be taken now, in French. */
export const QUIZ_CLOSED_MESSAGES = {
  ended: 'Cette session est terminée : le quiz ne peut plus être fait.',
  supervised: 'Cette session est animée en direct par l’enseignant : les questions s’affichent au fil du cours.',
  'not-started': 'Le quiz n’a pas encore commencé. Cette page s’ouvrira dès que l’enseignant démarrera la session.',
  paused: 'Le quiz est en pause. Cette page reprendra dès que l’enseignant relancera la session.',
} as const satisfies Record<Exclude<QuizAvailability, 'open'>, string>;
