import type { Query } from '@tanstack/react-query';

/**
 * React Query's `keepPreviousData` for a question's figures (keys `['questions', id, …]`): the
 * previous figures stay on screen while newer ones load, but only the same question's, so
 * another question's names or words never stand for this one's while it loads.
 */
export function keepSameQuestionData<T>(questionId: string) {
  return (previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined): T | undefined =>
    previousQuery?.queryKey[1] === questionId ? previous : undefined;
}
