import { useQuery } from '@tanstack/react-query';
import { useThrottledValue } from './throttled-value';

interface LiveQuestionQuery<T> {
  questionId: string;
  /** The figure's name in the query key (`words`, `missing`). */
  what: string;
  /** What the server's figure depends on (live counts): a change reads it again. */
  changed: string | number;
  /** At most one read per this many milliseconds, however fast `changed` changes. */
  intervalMs: number;
  fetch: (questionId: string) => Promise<T>;
  enabled?: boolean;
}

/**
 * A figure the server computes for the question on screen (its word cloud, who has not
 * answered), read again as the live counts change, at most every `intervalMs`: a lecture hall
 * answers hundreds a second. The previous figure stays on screen while the next one loads, as
 * React Query's `keepPreviousData` does, but only the same question's: another question's names
 * or words never stand for this one's while it loads.
 */
export function useLiveQuestionQuery<T>({ questionId, what, changed, intervalMs, fetch, enabled = true }: LiveQuestionQuery<T>) {
  const throttled = useThrottledValue(changed, intervalMs);
  return useQuery({
    queryKey: ['questions', questionId, what, throttled],
    queryFn: () => fetch(questionId),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === questionId ? previous : undefined),
    staleTime: Infinity,
  });
}
