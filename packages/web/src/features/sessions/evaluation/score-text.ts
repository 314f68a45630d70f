import { SCORE_BAND_LABELS, scoreBand } from '@ciar/shared/score-bands';

/** '75 (Bon)': a score with its band of docs/product.md#scoring. */
export function scoreText(score: number): string {
  return `${score} (${SCORE_BAND_LABELS[scoreBand(score)]})`;
}

/**
 * The teacher's score as typed: an integer from 0 to 100 (what the server accepts), or null
 * for anything else, so a typo is refused before any call.
 */
export function parseTeacherScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const score = Number(trimmed);
  return score <= 100 ? score : null;
}
