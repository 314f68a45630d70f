import type { Question } from '@ciar/shared/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';

export async function activateQuestion(questionId: string): Promise<Question> {
  const { question } = await apiRequest<{ success: true; question: Question }>(
    'PATCH',
    `/questions/${encodeURIComponent(questionId)}/activate`,
  );
  return question;
}

/** Activating one question deactivates the others: the whole session reloads. */
export function useActivateQuestion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: activateQuestion, onSuccess: () => refreshAfterChange(client) });
}
