import type { EvaluateAllResult } from '@ciar/shared/evaluation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Scores every open answer of the session still without a score; the server waits for them all. */
export async function evaluateAll(sessionId: string): Promise<EvaluateAllResult> {
  return apiRequest<EvaluateAllResult>('POST', `/evaluation/evaluate-all-responses/${encodeURIComponent(sessionId)}`);
}

/** New scores change every question's answers and figures (the results modals read theirs on opening). */
export function useEvaluateAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: evaluateAll,
    onSuccess: () => client.invalidateQueries({ queryKey: ['questions'] }),
  });
}
