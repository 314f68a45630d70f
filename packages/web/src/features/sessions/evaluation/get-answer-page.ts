import { answerListParams, type AnswerListQuery, type AnswerPageResult } from '@ciar/shared/answer-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { isAwaitingScore, PENDING_REFRESH_MS } from './get-question-answers';

/** Under the question's key: a grade or a new score refreshes the page on screen. */
export const answerPageKey = (questionId: string, query?: AnswerListQuery) =>
  query ? ([...queryKeys.question(questionId), 'answers', query] as const) : ([...queryKeys.question(questionId), 'answers'] as const);

/** GET /evaluation/answers/{id}: one page of the question's answers, filtered on the server. */
export async function fetchAnswerPage(questionId: string, query: AnswerListQuery): Promise<AnswerPageResult> {
  return apiRequest<AnswerPageResult>('GET', `/evaluation/answers/${encodeURIComponent(questionId)}?${new URLSearchParams(answerListParams(query))}`);
}

export function useAnswerPage(questionId: string, query: AnswerListQuery) {
  return useQuery({
    queryKey: answerPageKey(questionId, query),
    queryFn: () => fetchAnswerPage(questionId, query),
    staleTime: 0,
    // The page on screen stays while the next one loads: no jump to « Chargement » at each key.
    placeholderData: keepPreviousData,
    // Only the answers on screen are watched: asked again while one of them waits for its score.
    refetchInterval: (q) => (q.state.data?.responses.some(isAwaitingScore) ? PENDING_REFRESH_MS : false),
  });
}
