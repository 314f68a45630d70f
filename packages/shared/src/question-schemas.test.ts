import { describe, expect, it } from 'vitest';
import { defaultQuestionDraft, normaliseRatingScale } from './question';
import { createQuestionBody, questionInput } from './question-schemas';

const base = { title: 'Capitale', content: 'Quelle est la capitale de la France ?', timeLimit: 60 };

describe('questionInput', () => {
  it('drops blank options, re-indexes them and keeps the correct answer on its option', () => {
    const parsed = questionInput.parse({
      ...base,
      type: 'multiple_choice',
      options: [
        { id: '0', text: 'Lyon', explication: '' },
        { id: '1', text: '  ', explication: '' },
        { id: '2', text: 'Paris', explication: 'Depuis 987.' },
      ],
      correctAnswer: '2',
    });
    expect(parsed.options).toEqual([
      { id: '0', text: 'Lyon', explication: '' },
      { id: '1', text: 'Paris', explication: 'Depuis 987.' },
    ]);
    expect(parsed.correctAnswer).toBe('1');
  });

  it('keeps the accepted ideas of an open question only, trimmed, within their limit', () => {
    const open = questionInput.parse({ ...base, type: 'open_ended', proposition: 'Paris', acceptedIdeas: '  Paris / la capitale \n' });
    expect(open.acceptedIdeas).toBe('Paris / la capitale');
    expect(questionInput.parse({ ...base, type: 'open_ended', proposition: 'Paris' }).acceptedIdeas).toBe('');
    expect(questionInput.parse({ ...base, type: 'rating', acceptedIdeas: 'x' }).acceptedIdeas).toBe('');
    const long = questionInput.safeParse({ ...base, type: 'open_ended', proposition: 'Paris', acceptedIdeas: 'x'.repeat(5_001) });
    expect(long.success).toBe(false);
    expect(long.error!.issues[0]!.message).toBe('Les idées et mots acceptés : 5000 caractères au maximum');
  });

  it('needs at least two options for choice questions', () => {
    const result = questionInput.safeParse({ ...base, type: 'true_false', options: [{ text: 'Vrai' }, { text: '' }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Au moins 2 options sont nécessaires');
  });

  it('keeps only the type-specific fields', () => {
    const open = questionInput.parse({
      ...base,
      type: 'open_ended',
      options: [{ text: 'x' }, { text: 'y' }],
      correctAnswer: '0',
      proposition: ' Paris ',
    });
    expect(open).toMatchObject({ options: [], correctAnswer: '', ratingScale: null, proposition: 'Paris' });
    const rating = questionInput.parse({ ...base, type: 'rating', ratingScale: { min: 0, max: 42 }, proposition: 'x' });
    expect(rating).toMatchObject({ options: [], correctAnswer: '', proposition: null, ratingScale: { min: 1, max: 5 } });
  });

  it('enforces the time limit bounds and the required fields with French messages', () => {
    const tooShort = questionInput.safeParse({ ...base, type: 'open_ended', timeLimit: 9 });
    expect(tooShort.error!.issues[0]!.message).toBe('La limite de temps doit être comprise entre 10 et 300 secondes');
    const noTitle = questionInput.safeParse({ ...base, title: '  ', type: 'open_ended' });
    expect(noTitle.error!.issues[0]!.message).toBe('Le titre est obligatoire');
    const badType = questionInput.safeParse({ ...base, type: 'essay' });
    expect(badType.error!.issues[0]!.message).toBe('Type de question non supporté');
  });

  it('accepts the form defaults once filled in', () => {
    const draft = defaultQuestionDraft();
    draft.options = [
      { id: '0', text: 'Oui', explication: '' },
      { id: '1', text: 'Non', explication: '' },
    ];
    expect(questionInput.safeParse({ ...draft, ...base }).success).toBe(true);
  });

  it('requires the session id on creation', () => {
    const result = createQuestionBody.safeParse({ ...base, type: 'open_ended' });
    expect(result.error!.issues[0]!.message).toBe('ID de session manquant');
    expect(createQuestionBody.parse({ ...base, type: 'open_ended', sessionId: 's1' }).sessionId).toBe('s1');
  });
});

describe('normaliseRatingScale', () => {
  it('falls back to 1 and 5 outside the allowed bounds', () => {
    expect(normaliseRatingScale({ min: 11, max: 1, labels: [] })).toEqual({ min: 1, max: 5, labels: [] });
    expect(normaliseRatingScale({ min: 2, max: 10, labels: [' a '] })).toEqual({ min: 2, max: 10, labels: ['a'] });
    expect(normaliseRatingScale(null)).toEqual({ min: 1, max: 5, labels: [] });
  });
});
