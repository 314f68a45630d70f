import type { OverrideScoreBody, OverrideScoreResult } from '@ciar/shared/evaluation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { answerPath, type AnswerRef } from './answer-ref';
import { applyScoredResponse } from './answers-cache';

/** The teacher's own score, stored apart from the automatic one; null removes it. */
export async function overrideScore({ score, ...answer }: AnswerRef & OverrideScoreBody): Promise<OverrideScoreResult> {
  return apiRequest<OverrideScoreResult>('PATCH', `/evaluation/override/${answerPath(answer)}`, {
    body: { score } satisfies OverrideScoreBody,
  });
}

export function useOverrideScore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: overrideScore, onSuccess: ({ response }) => applyScoredResponse(client, response) });
}
