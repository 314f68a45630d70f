import type { QuestionWithResponses } from '@ciar/shared/response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export async function fetchQuestion(questionId: string): Promise<QuestionWithResponses> {
  const { question } = await apiRequest<{ success: true; question: QuestionWithResponses }>(
    'GET',
    `/questions/${encodeURIComponent(questionId)}`,
  );
  return question;
}

export function useQuestion(questionId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.question(questionId ?? ''),
    queryFn: () => fetchQuestion(questionId!),
    enabled: questionId !== undefined,
  });
}
