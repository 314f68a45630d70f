import type { CloudWord } from '@ciar/shared/word-cloud';
import { apiRequest } from '../../lib/api';
import { useLiveQuestionQuery } from '../../lib/live-question-query';

interface WordCloudResponse {
  success: true;
  words: CloudWord[];
  answersCount: number;
}

/** GET /questions/{id}/words: the open question's word cloud, counted by the server. */
export function fetchWordCloud(questionId: string): Promise<WordCloudResponse> {
  return apiRequest<WordCloudResponse>('GET', `/questions/${encodeURIComponent(questionId)}/words`);
}

/** Counting a lecture hall's answers costs the server tens of milliseconds: at most every 0.7 s, so a new word shows within a second. */
const REFRESH_MS = 700;

/**
 * The cloud, fetched again when the number of answers changes, at most every 0.7 s; the
 * previous cloud stays on screen meanwhile, so it grows without flicker.
 */
export function useWordCloud(questionId: string, answersCount: number, enabled = true) {
  return useLiveQuestionQuery({ questionId, what: 'words', changed: answersCount, intervalMs: REFRESH_MS, fetch: fetchWordCloud, enabled });
}
