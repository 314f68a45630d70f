/** Open answers and their evaluation figures as the API returns them, for the evaluation tests. */
import type { EvaluationStats } from '@ciar/shared/evaluation';
import type { QuestionResponse, QuestionWithResponses } from '@ciar/shared/response';
import { makeResponse as storedResponse } from '@ciar/shared/testing/responses';
import { makeQuestion } from '../../../testing/fixtures';

export const openQuestion = makeQuestion({
  id: 'q2',
  position: 1,
  title: 'Cycle de l’eau',
  content: 'Décrivez le cycle de l’eau.',
  type: 'open_ended',
  options: [],
  correctAnswer: '',
  proposition: 'L’eau s’évapore, se condense en nuages puis retombe en pluie.',
  timeLimit: 120,
});

export function makeResponse(studentName: string, over: Partial<QuestionResponse> = {}): QuestionResponse {
  const studentId = `ABC234_${studentName.toLowerCase().replace(/\s+/g, '_')}`;
  return storedResponse({
    id: `r-${studentId}`,
    questionId: openQuestion.id,
    studentId,
    studentName,
    answer: `La réponse de ${studentName}`,
    timestamp: '2026-11-21T09:00:00.000Z',
    ...over,
  });
}

export function scored(studentName: string, score: number, feedback: string, over: Partial<QuestionResponse> = {}): QuestionResponse {
  return makeResponse(studentName, {
    concordanceScore: score,
    aiFeedback: feedback,
    evaluationTimestamp: '2026-11-21T09:00:01.000Z',
    ...over,
  });
}

export function withResponses(responses: QuestionResponse[]): { success: true; question: QuestionWithResponses } {
  return { success: true, question: { ...openQuestion, responses } };
}

export function makeStats(over: Partial<EvaluationStats> = {}): { success: true; stats: EvaluationStats } {
  return {
    success: true,
    stats: {
      questionId: openQuestion.id,
      totalResponses: 3,
      evaluatedResponses: 2,
      unevaluatedResponses: 1,
      needsReviewResponses: 0,
      averageScore: 72.5,
      evaluationRate: 66.7,
      scoreDistribution: { excellent: 1, good: 0, average: 1, poor: 0 },
      ...over,
    },
  };
}
