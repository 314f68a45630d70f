import type { QuestionResponse, QuestionWithResponses } from '@ciar/shared/response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Answers waiting for their score are asked for again this often while the list is open:
 * the evaluator scores an answer within about a second, and this page has no live channel.
 */
export const PENDING_REFRESH_MS = 2000;

export function isAwaitingScore(response: Pick<QuestionResponse, 'concordanceScore'>): boolean {
  return response.concordanceScore === null;
}

/** GET /questions/{id}: the question with every student's answer and its scores. */
export async function fetchQuestionAnswers(questionId: string): Promise<QuestionWithResponses> {
  const { question } = await apiRequest<{ success: true; question: QuestionWithResponses }>(
    'GET',
    `/questions/${encodeURIComponent(questionId)}`,
  );
  return question;
}

export function useQuestionAnswers(questionId: string) {
  return useQuery({
    // The edit form reads the same call under the same key: one cache, refreshed by any change.
    queryKey: queryKeys.question(questionId),
    queryFn: () => fetchQuestionAnswers(questionId),
    // Answers and scores keep arriving: every opening reads them afresh.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.responses.some(isAwaitingScore) ? PENDING_REFRESH_MS : false),
  });
}
