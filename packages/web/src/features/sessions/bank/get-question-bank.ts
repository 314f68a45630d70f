import type { BankQuestion, QuestionType } from '@ciar/shared/question';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface BankFilter {
  search: string;
  type: QuestionType | '';
  limit: number;
  offset: number;
}

export interface BankPage {
  questions: BankQuestion[];
  total: number;
}

/** GET /questions/bank (decision 141): the teacher's questions across their sessions, a page at a time. */
export async function getQuestionBank(filter: BankFilter): Promise<BankPage> {
  const params = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.search.trim() !== '') params.set('search', filter.search.trim());
  if (filter.type !== '') params.set('type', filter.type);
  const { questions, total } = await apiRequest<{ success: true } & BankPage>('GET', `/questions/bank?${params.toString()}`);
  return { questions, total };
}

export function useQuestionBank(filter: BankFilter) {
  return useQuery({
    // Under 'questions', so that any change to questions refreshes it (refreshAfterChange).
    queryKey: ['questions', 'bank', filter],
    queryFn: () => getQuestionBank(filter),
    placeholderData: keepPreviousData,
  });
}
