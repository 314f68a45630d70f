import type { AnswerPageResult } from '@ciar/shared/answer-list';
import type { QuestionResponse, QuestionWithResponses } from '@ciar/shared/response';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Shows an answer the server just re-scored or re-graded at once, then reloads the question
 * and its evaluation figures, which that answer changed, and the session's review counts.
 */
export function applyScoredResponse(client: QueryClient, response: QuestionResponse): Promise<void> {
  client.setQueryData<QuestionWithResponses>(queryKeys.question(response.questionId), (question) =>
    question
      ? { ...question, responses: question.responses.map((r) => (r.studentId === response.studentId ? response : r)) }
      : question,
  );
  client.setQueriesData<AnswerPageResult>({ queryKey: [...queryKeys.question(response.questionId), 'answers'] }, (page) =>
    page ? { ...page, responses: page.responses.map((r) => (r.studentId === response.studentId ? response : r)) } : page,
  );
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.question(response.questionId) }),
    // The session page's « À vérifier » counts.
    client.invalidateQueries({ queryKey: queryKeys.sessionDetails }),
  ]).then(() => undefined);
}
