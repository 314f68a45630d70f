import { describe, expect, it } from 'vitest';
import type { LiveQuestionStats } from '@ciar/shared/events';
import { makeQuestion } from '../../testing/fixtures';
import { questionBars } from './question-bars';

function stats(counts: Record<string, number>): LiveQuestionStats {
  const responsesCount = Object.values(counts).reduce((a, b) => a + b, 0);
  return { questionId: 'q1', responsesCount, counts, openAnswers: [], needsReviewCount: 0, participantsCount: 5 };
}

describe('questionBars', () => {
  it('gives one bar per option from the pushed counts, the correct one only when revealed, and the timed-out answers', () => {
    const question = makeQuestion();
    const counts = stats({ '1': 3, '[Pas de réponse - Temps écoulé]': 1 });
    expect(questionBars(question, counts, { revealCorrect: false })).toEqual([
      { key: '0', label: 'Lyon', count: 0, highlight: false, mark: 0 },
      { key: '1', label: 'Paris', count: 3, highlight: false, mark: 1 },
      { key: 'no-answer', label: 'Sans réponse (temps écoulé)', count: 1 },
    ]);
    expect(questionBars(question, counts, { revealCorrect: true })![1]!.highlight).toBe(true);
    expect(questionBars(question, null, { revealCorrect: false })!.map((b) => b.count)).toEqual([0, 0]);
  });

  it('gives one bar per value of the rating scale with its label, or the 1–10 fallback', () => {
    const rating = makeQuestion({ type: 'rating', options: [], correctAnswer: '', ratingScale: { min: 1, max: 3, labels: ['Bof', '', 'Top'] } });
    expect(questionBars(rating, stats({ '3': 2 }), { revealCorrect: false })).toEqual([
      { key: '1', label: '1 — Bof', count: 0 },
      { key: '2', label: '2', count: 0 },
      { key: '3', label: '3 — Top', count: 2 },
    ]);
    expect(questionBars({ ...rating, ratingScale: null }, null, { revealCorrect: false })).toHaveLength(10);
  });

  it('has no bars for open questions', () => {
    expect(questionBars(makeQuestion({ type: 'open_ended', options: [] }), null, { revealCorrect: false })).toBeNull();
  });
});
