import type { Question } from '@ciar/shared/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAfterChange } from '../../lib/query-keys';
import type { QuestionPayload } from './question-draft';

/**
 * `confirmedRemovals`: how many answers already given the teacher agreed that the save deletes;
 * should it delete more (students answered meanwhile), the server refuses it (decision 226).
 */
export async function updateQuestion({
  questionId,
  question,
  confirmedRemovals,
}: {
  questionId: string;
  question: QuestionPayload;
  confirmedRemovals: number;
}): Promise<Question> {
  const { question: updated } = await apiRequest<{ success: true; question: Question }>(
    'PATCH',
    `/questions/${encodeURIComponent(questionId)}`,
    { body: { ...question, confirmedRemovals } },
  );
  return updated;
}

export function useUpdateQuestion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => void refreshAfterChange(client) });
}
