/** What an evaluation provider compares: the student's answer against the teacher's model answer. */
export interface EvaluationInput {
  question: string;
  /** The teacher's model answer (markdown). */
  proposition: string;
  answer: string;
}

export interface Evaluation {
  /** Integer from 0 to 100; bands and correctness follow @ciar/shared/score-bands. */
  score: number;
  /** Short French explanation shown to the teacher and the student. */
  feedback: string;
}

/** A provider of open-answer scores (built-in French evaluator or an OpenAI-compatible model). */
export interface Evaluator {
  /** French name shown in the evaluation status message. */
  readonly name: string;
  evaluate(input: EvaluationInput): Promise<Evaluation>;
}
