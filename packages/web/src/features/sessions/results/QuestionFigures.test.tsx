import { optionMark } from '@ciar/shared/option-marks';
import type { ChoiceQuestionStats, RatingQuestionStats } from '@ciar/shared/statistics';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionFigures } from './QuestionFigures';

const none = { count: 0, percent: 0 };

/** '#c62828' → 'rgb(198, 40, 40)', as the DOM gives a style's colour back. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const choice: ChoiceQuestionStats = {
  kind: 'choice',
  questionId: 'q1',
  totalResponses: 4,
  options: [
    { id: '0', text: 'Lyon', isCorrect: false, count: 1, percent: 25 },
    { id: '1', text: 'Paris', isCorrect: true, count: 3, percent: 75 },
    { id: '2', text: 'Marseille', isCorrect: false, count: 0, percent: 0 },
  ],
  noAnswer: none,
  other: none,
  correctResponses: 3,
  accuracy: 75,
};

describe('QuestionFigures', () => {
  it('marks each option of the results chart with its colour and shape, as on the projector and the phones (decision 191)', () => {
    render(<QuestionFigures stats={choice} title="Capitale" />);
    const rows = within(screen.getByRole('list', { name: 'Répartition des réponses : Capitale' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.option-mark')?.getAttribute('data-shape'))).toEqual(['triangle', 'diamond', 'circle']);
    // Decoration only: the option's text names it.
    expect(rows[0]!.querySelector('.option-mark')).toHaveAttribute('aria-hidden', 'true');
    const fill = (row: HTMLElement) => (row.querySelector('.bar-chart-bar') as SVGElement).style.fill;
    expect(fill(rows[0]!)).toBe(rgb(optionMark(0).colour));
    expect(fill(rows[2]!)).toBe(rgb(optionMark(2).colour));
    // The correct answer keeps the green of its tone.
    expect(fill(rows[1]!)).toBe('');
    expect(rows[1]).toHaveClass('bar-correct');
  });

  it('gives no option mark to a rating scale', () => {
    const rating: RatingQuestionStats = {
      kind: 'rating',
      questionId: 'q2',
      totalResponses: 1,
      scale: { min: 1, max: 2 },
      values: [
        { value: 1, label: null, count: 1, percent: 100 },
        { value: 2, label: null, count: 0, percent: 0 },
      ],
      average: 1,
      noAnswer: none,
      other: none,
    };
    render(<QuestionFigures stats={rating} title="Avis" />);
    expect(document.querySelector('.option-mark')).toBeNull();
  });
});
