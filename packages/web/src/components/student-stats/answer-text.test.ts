import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { describe, expect, it } from 'vitest';
import { answerText, AUTO_SUBMITTED_TEXT } from './answer-text';

const choice = { type: 'multiple_choice' as const, options: [{ id: '0', text: 'Lyon' }, { id: '1', text: 'Paris' }], ratingScale: null };
const rating = { type: 'rating' as const, options: [], ratingScale: { min: 1, max: 5, labels: ['Nul', 'Bof', 'Neutre'] } };

describe('answerText', () => {
  it('shows the chosen option’s text', () => {
    expect(answerText(choice, '1')).toBe('Paris');
  });

  it('shows a rating with its label when the scale has one', () => {
    expect(answerText(rating, '2')).toBe('2 — Bof');
    expect(answerText(rating, '5')).toBe('5 (sur 5)');
  });

  it('keeps typed text, and names the automatic answer of a timed-out question', () => {
    expect(answerText({ type: 'open_ended', options: [], ratingScale: null }, 'La lumière')).toBe('La lumière');
    expect(answerText(choice, AUTO_SUBMIT_ANSWER)).toBe(AUTO_SUBMITTED_TEXT);
  });
});
