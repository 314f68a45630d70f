import type { Question } from '@ciar/shared/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterChange } from '../../../lib/query-keys';

/** POST /questions/{id}/copy (decision 141): one copy at the end of the session. */
export async function copyQuestion(questionId: string, sessionId: string): Promise<Question> {
  const { question } = await apiRequest<{ success: true; question: Question }>('POST', `/questions/${encodeURIComponent(questionId)}/copy`, {
    body: { sessionId },
  });
  return question;
}

/**
 * The chosen questions, one after the other so they land in the order they were ticked. A
 * failure stops there: the questions copied before it stay, and the list refreshes to show them.
 */
export async function copyQuestions({ questionIds, sessionId }: { questionIds: string[]; sessionId: string }): Promise<Question[]> {
  const copies: Question[] = [];
  for (const id of questionIds) copies.push(await copyQuestion(id, sessionId));
  return copies;
}

export function useCopyQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyQuestions,
    onSettled: () => {
      void refreshAfterChange(client);
    },
  });
}
