import type { EvaluationStats } from '@ciar/shared/evaluation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { PENDING_REFRESH_MS } from './get-question-answers';

/** Under the question's key, so that whatever refreshes the question refreshes its figures. */
export const evaluationStatsKey = (questionId: string) => [...queryKeys.question(questionId), 'evaluation-stats'] as const;

/** docs/product.md#statistics, computed by the server with the results' own rules. */
export async function fetchEvaluationStats(questionId: string): Promise<EvaluationStats> {
  const { stats } = await apiRequest<{ success: true; stats: EvaluationStats }>(
    'GET',
    `/evaluation/stats/${encodeURIComponent(questionId)}`,
  );
  return stats;
}

export function useEvaluationStats(questionId: string) {
  return useQuery({
    queryKey: evaluationStatsKey(questionId),
    queryFn: () => fetchEvaluationStats(questionId),
    staleTime: 0,
    // Follows the answers list: figures move while answers wait for their score.
    refetchInterval: (query) => ((query.state.data?.unevaluatedResponses ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}
