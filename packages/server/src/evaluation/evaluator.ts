import type { EvaluatorKind } from '@ciar/shared/response';
import type { AnswerTexts, Clustering } from './answer-groups';

/** What an evaluation provider compares: the student's answer against the teacher's model answer. */
export interface EvaluationInput {
  question: string;
  /** The teacher's model answer (markdown). */
  proposition: string;
  answer: string;
  /**
   * The question's « Idées et mots acceptés » (decision 153): ideas, each a list of alternative
   * wordings, accepted besides the model answer's own words — written by the teacher or learned
   * from their grades. Plain data (it may cross to a worker thread); absent when none.
   */
  acceptedIdeas?: string[][];
}

export interface Evaluation {
  /** Integer from 0 to 100; bands and correctness follow @ciar/shared/score-bands. */
  score: number;
  /** Short French explanation shown to the teacher and the student. */
  feedback: string;
  /** How sure the evaluator is of the score's band, 0–1; absent when it cannot say. */
  confidence?: number;
  /**
   * The evaluator cannot tell: the teacher must look. Until graded, the answer is shown to the
   * student as being checked and counts neither as correct nor as wrong.
   */
  needsReview?: boolean;
}

/** A provider of open-answer scores (built-in French evaluator or an OpenAI-compatible model). */
export interface Evaluator {
  /** French name shown in the evaluation status message. */
  readonly name: string;
  /** Recorded on each answer it scores; absent for evaluators written for tests. */
  readonly kind?: EvaluatorKind;
  evaluate(input: EvaluationInput): Promise<Evaluation>;
  /**
   * Several answers in one call (the built-in evaluator's worker pool: one message per page
   * instead of one per answer, decision 184). An answer it refuses is an Error in its place.
   */
  evaluateMany?(inputs: EvaluationInput[]): Promise<Array<Evaluation | Error>>;
  /** Groups a class's distinct answers off the main thread (the built-in evaluator's worker pool). */
  clusterAnswers?(texts: AnswerTexts): Promise<Clustering>;
  /** Frees what it holds (worker threads) when the app closes. */
  close?(): Promise<void>;
}
