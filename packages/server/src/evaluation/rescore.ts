/**
 * When a question's answers are scored again (decision 157): the teacher's grades taught the
 * evaluator (decision 153), or the teacher saved the question with something the evaluator
 * reads changed (decision 157). Every answer the teacher has not graded is then scored again,
 * each new score pushed live as it is stored.
 */
import { parseAcceptedIdeas } from '@ciar/shared/accepted-ideas';
import type { Question } from '@ciar/shared/question';
import type { FastifyBaseLogger } from 'fastify';
import { questionText, type EvaluationService } from './evaluation-service';

type EvaluatedPart = Pick<Question, 'type' | 'title' | 'content' | 'proposition' | 'acceptedIdeas'>;

/** What the evaluator reads of an open question, besides the answer; null for other types. */
function evaluatorReading(question: EvaluatedPart): string | null {
  if (question.type !== 'open_ended') return null;
  return JSON.stringify([questionText(question), question.proposition?.trim() ?? '', parseAcceptedIdeas(question.acceptedIdeas)]);
}

/**
 * Whether the saved question's answers would score differently: it is open and its wording,
 * model answer or accepted ideas changed as the evaluator reads them (spacing of the accepted
 * ideas, or the picture, the time limit, do not count).
 */
export function evaluatorReadsItDifferently(before: EvaluatedPart, after: EvaluatedPart): boolean {
  const reading = evaluatorReading(after);
  return reading !== null && reading !== evaluatorReading(before);
}

/** Scores the question's ungraded answers again without making the caller wait; a failure is only logged. */
export function rescoreInBackground(service: Pick<EvaluationService, 'rescoreQuestion'>, questionId: string, log: FastifyBaseLogger): void {
  void service.rescoreQuestion(questionId).catch((error: unknown) => {
    log.warn({ questionId, errorName: error instanceof Error ? error.name : typeof error }, 'scoring the answers again failed');
  });
}
