import type { MissingAnswers } from '@ciar/shared/response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { keepSameQuestionData } from '../../lib/same-question-data';
import { useThrottledValue } from '../../lib/throttled-value';

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
  const arrivals = useThrottledValue(`${answersCount}/${participantsCount}`, REFRESH_MS);
  return useQuery({
    queryKey: ['questions', questionId, 'missing', arrivals],
    queryFn: () => fetchMissingAnswers(questionId),
    enabled,
    placeholderData: keepSameQuestionData<MissingAnswers>(questionId),
    staleTime: Infinity,
  });
}
