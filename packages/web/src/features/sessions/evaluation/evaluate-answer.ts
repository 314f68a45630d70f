import type { EvaluateOneResult } from '@ciar/shared/evaluation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { answerPath, type AnswerRef } from './answer-ref';
import { applyScoredResponse } from './answers-cache';

/** Scores one answer afresh, even an evaluated one; the teacher's own score is left as it is. */
export async function evaluateAnswer(answer: AnswerRef): Promise<EvaluateOneResult> {
  return apiRequest<EvaluateOneResult>('POST', `/evaluation/evaluate-open-question/${answerPath(answer)}`);
}

export function useEvaluateAnswer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: evaluateAnswer, onSuccess: ({ response }) => applyScoredResponse(client, response) });
}
