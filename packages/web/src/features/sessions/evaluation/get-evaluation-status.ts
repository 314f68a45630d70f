import type { EvaluationStatus } from '@ciar/shared/evaluation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Which evaluator scores open answers (docs/product.md#evaluation-of-open-answers); it changes only with a server restart. */
export async function fetchEvaluationStatus(): Promise<EvaluationStatus> {
  return apiRequest<EvaluationStatus>('GET', '/evaluation/status');
}

export function useEvaluationStatus() {
  return useQuery({ queryKey: ['evaluation', 'status'], queryFn: fetchEvaluationStatus });
}
