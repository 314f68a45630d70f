import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { queryKeys, refreshAfterChange } from '../../lib/query-keys';

export async function deleteQuestion(questionId: string): Promise<void> {
  await apiRequest<{ success: true; message: string }>('DELETE', `/questions/${encodeURIComponent(questionId)}`);
}

export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_nothing, questionId) => {
      client.removeQueries({ queryKey: queryKeys.question(questionId) });
      return refreshAfterChange(client);
    },
  });
}
