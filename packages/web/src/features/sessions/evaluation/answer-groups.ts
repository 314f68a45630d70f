import type { AnswerGroup, GradeGroupBody, GradeGroupResult } from '@ciar/shared/evaluation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Under the question's key: grading a group refreshes the answers, the figures and the groups. */
export const answerGroupsKey = (questionId: string) => [...queryKeys.question(questionId), 'groups'] as const;

export async function fetchAnswerGroups(questionId: string): Promise<AnswerGroup[]> {
  const { groups } = await apiRequest<{ success: true; groups: AnswerGroup[] }>('GET', `/evaluation/groups/${encodeURIComponent(questionId)}`);
  return groups;
}

export function useAnswerGroups(questionId: string) {
  return useQuery({ queryKey: answerGroupsKey(questionId), queryFn: () => fetchAnswerGroups(questionId), staleTime: 0 });
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
  });
}
