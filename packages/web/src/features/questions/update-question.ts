import type { Question } from '@ciar/shared/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';
import type { QuestionPayload } from './question-draft';

export async function updateQuestion({ questionId, question }: { questionId: string; question: QuestionPayload }): Promise<Question> {
  const { question: updated } = await apiRequest<{ success: true; question: Question }>(
    'PATCH',
    `/questions/${encodeURIComponent(questionId)}`,
    { body: question },
  );
  return updated;
}

export function useUpdateQuestion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => void refreshAfterChange(client) });
}
