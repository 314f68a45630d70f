import type { MissingAnswers } from '@ciar/shared/response';
import { apiRequest } from '../../lib/api';
import { useLiveQuestionQuery } from '../../lib/live-question-query';

/** GET /questions/{id}/missing: the participants with no answer to the question yet. */
export function fetchMissingAnswers(questionId: string): Promise<MissingAnswers> {
  return apiRequest<MissingAnswers>('GET', `/questions/${encodeURIComponent(questionId)}/missing`);
}

/** A lecture hall answers hundreds a second: the list is read again at most every 2 s. */
const REFRESH_MS = 2_000;

/**
 * The list, read again when an answer or a student arrives (at most every 2 s), only while
 * the teacher has it open; the previous list stays on screen meanwhile.
 */
export function useMissingAnswers(questionId: string, answersCount: number, participantsCount: number, enabled: boolean) {
  const changed = `${answersCount}/${participantsCount}`;
  return useLiveQuestionQuery({ questionId, what: 'missing', changed, intervalMs: REFRESH_MS, fetch: fetchMissingAnswers, enabled });
}
