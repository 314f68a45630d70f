import type { Question } from '@ciar/shared/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';
import type { QuestionPayload } from './question-draft';

export async function createQuestion({ sessionId, question }: { sessionId: string; question: QuestionPayload }): Promise<Question> {
  const { question: created } = await apiRequest<{ success: true; question: Question }>('POST', '/questions', {
    body: { sessionId, ...question },
  });
  return created;
}

export function useCreateQuestion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createQuestion, onSuccess: () => void refreshAfterChange(client) });
}
