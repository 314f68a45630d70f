import type { CloudWord } from '@ciar/shared/word-cloud';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';

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

/** `value`, changed at most once every `ms` (the latest value always lands). */
function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, last.current + ms - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}

/**
 * The cloud, fetched again when the number of answers changes, at most every 0.7 s; the
 * previous cloud stays on screen meanwhile, so it grows without flicker.
 */
export function useWordCloud(questionId: string, answersCount: number, enabled = true) {
  const counted = useThrottled(answersCount, REFRESH_MS);
  return useQuery({
    queryKey: ['questions', questionId, 'words', counted],
    queryFn: () => fetchWordCloud(questionId),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
