import type { AnswerGroup, AnswerGroupsResult, GradeGroupBody, GradeGroupResult } from '@ciar/shared/evaluation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Under the question's key: grading a group refreshes the answers, the figures and the groups. */
export const answerGroupsKey = (questionId: string) => [...queryKeys.question(questionId), 'groups'] as const;

/** The first `limit` groups (a lecture hall has hundreds) and how many there are. */
export async function fetchAnswerGroups(questionId: string, limit: number): Promise<{ groups: AnswerGroup[]; total: number }> {
  const { groups, totalGroups } = await apiRequest<AnswerGroupsResult>('GET', `/evaluation/groups/${encodeURIComponent(questionId)}?limit=${limit}`);
  return { groups, total: totalGroups ?? groups.length };
}

export function useAnswerGroups(questionId: string, limit: number) {
  return useQuery({
    queryKey: [...answerGroupsKey(questionId), limit],
    queryFn: () => fetchAnswerGroups(questionId, limit),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export async function gradeGroup({ questionId, ...body }: GradeGroupBody & { questionId: string }): Promise<GradeGroupResult> {
  return apiRequest<GradeGroupResult>('POST', `/evaluation/groups/${encodeURIComponent(questionId)}`, { body });
}

export function useGradeGroup(questionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeGroupBody) => gradeGroup({ questionId, ...body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.question(questionId) }),
        // The session page's « À vérifier » counts.
        client.invalidateQueries({ queryKey: queryKeys.sessionDetails }),
      ]),
    // The group changed since it was shown (new answers): the list is read again.
    onError: () => client.invalidateQueries({ queryKey: answerGroupsKey(questionId) }),
  });
}
