import { describe, expect, it } from 'vitest';
import { answerKind } from './answer-kind';

describe('answerKind', () => {
  it('gives choice questions their options and rating questions their values with labels', () => {
    expect(answerKind({ type: 'true_false', options: [{ id: '0', text: 'Vrai' }, { id: '1', text: 'Faux' }], ratingScale: null })).toEqual({
      kind: 'choice',
      options: [{ id: '0', text: 'Vrai' }, { id: '1', text: 'Faux' }],
    });
    expect(answerKind({ type: 'open_ended', options: [], ratingScale: null })).toEqual({ kind: 'open' });
    expect(answerKind({ type: 'rating', options: [], ratingScale: { min: 1, max: 3, labels: ['Non', '', 'Oui'] } })).toEqual({
      kind: 'rating',
      values: [
        { value: 1, label: 'Non' },
        { value: 2, label: null },
        { value: 3, label: 'Oui' },
      ],
    });
  });

  it('explains broken data in the spec’s words', () => {
    expect(answerKind({ type: 'rating', options: [], ratingScale: null })).toEqual({
      kind: 'unavailable',
      message: "Les données de l'échelle de notation ne sont pas disponibles",
    });
    expect(answerKind({ type: 'rating', options: [], ratingScale: { min: 5, max: 5, labels: [] } }).kind).toBe('unavailable');
    expect(answerKind({ type: 'dessin' as never, options: [], ratingScale: null })).toEqual({
      kind: 'unavailable',
      message: 'Type de question non supporté',
    });
  });
});
