import { RATING_DEFAULT_LABELS } from '@ciar/shared/constants';
import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../../testing/fixtures';
import {
  addOption,
  canRemoveOption,
  changeType,
  draftFromQuestion,
  draftRatingScale,
  MAX_OPTIONS,
  newDraft,
  removeOption,
  setRatingLabel,
  toQuestionPayload,
  updateOption,
  type QuestionDraft,
} from './question-draft';

function filled(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return { ...newDraft(), title: 'Capitale', content: 'Quelle est la capitale ?', ...overrides };
}

function withOptions(...texts: string[]): QuestionDraft {
  return filled({ options: texts.map((text, i) => ({ id: String(i), text, explication: '' })) });
}

describe('question draft', () => {
  it('starts from the spec defaults', () => {
    expect(newDraft()).toEqual({
      title: '',
      content: '',
      type: 'multiple_choice',
      options: [
        { id: '0', text: '', explication: '' },
        { id: '1', text: '', explication: '' },
      ],
      correctAnswer: '',
      rating: { min: '1', max: '5', labels: [...RATING_DEFAULT_LABELS] },
      timeLimit: '60',
      proposition: '',
      acceptedIdeas: '',
    });
  });

  it('removes options only while more than 2 remain, and adds up to the schema maximum', () => {
    let draft = newDraft();
    expect(canRemoveOption(draft)).toBe(false);
    expect(removeOption(draft, 0)).toBe(draft);
    draft = addOption(draft);
    expect(draft.options.map((o) => o.id)).toEqual(['0', '1', '2']);
    expect(canRemoveOption(draft)).toBe(true);
    expect(removeOption(draft, 1).options).toHaveLength(2);
    for (let i = 0; i < 30; i++) draft = addOption(draft);
    expect(draft.options).toHaveLength(MAX_OPTIONS);
  });

  it('clears the correct answer when its option is removed, and follows it when an earlier one is', () => {
    const draft = { ...withOptions('Lyon', 'Paris', 'Nice', 'Lille'), correctAnswer: '2' };
    expect(removeOption(draft, 2).correctAnswer).toBe('');
    const shifted = removeOption(draft, 0);
    expect(shifted.correctAnswer).toBe('1');
    expect(shifted.options.map((o) => `${o.id}:${o.text}`)).toEqual(['0:Paris', '1:Nice', '2:Lille']);
    expect(removeOption(draft, 3).correctAnswer).toBe('2');
  });

  it('prefills Vrai and Faux when switching to true/false with empty options only', () => {
    const switched = changeType(newDraft(), 'true_false');
    expect(switched.options.map((o) => o.text)).toEqual(['Vrai', 'Faux']);
    const typed = changeType(withOptions('Oui', ''), 'true_false');
    expect(typed.options.map((o) => o.text)).toEqual(['Oui', '']);
    expect(changeType(newDraft(), 'open_ended').options).toEqual(newDraft().options);
  });

  it('sends options and the correct answer for choice questions, blank options dropped', () => {
    const draft = updateOption({ ...withOptions('Lyon', ' ', 'Paris'), correctAnswer: '2' }, 2, { explication: 'Depuis 987.' });
    const result = toQuestionPayload(draft);
    expect(result).toEqual({
      ok: true,
      payload: {
        title: 'Capitale',
        content: 'Quelle est la capitale ?',
        type: 'multiple_choice',
        timeLimit: 60,
        options: [
          { id: '0', text: 'Lyon', explication: '' },
          { id: '1', text: 'Paris', explication: 'Depuis 987.' },
        ],
        correctAnswer: '1',
      },
    });
  });

  it('sends only the proposition for open questions', () => {
    const result = toQuestionPayload({ ...withOptions('a', 'b'), correctAnswer: '0', type: 'open_ended', proposition: ' **Paris** ', acceptedIdeas: ' Paris / la capitale ' });
    expect(result).toEqual({
      ok: true,
      payload: { title: 'Capitale', content: 'Quelle est la capitale ?', type: 'open_ended', timeLimit: 60, proposition: '**Paris**', acceptedIdeas: 'Paris / la capitale' },
    });
  });

  it('sends with an edited open question the accepted ideas it loaded, so that lines learned meanwhile are kept', () => {
    const loaded = draftFromQuestion(makeQuestion({ type: 'open_ended', options: [], correctAnswer: '', proposition: 'Paris', acceptedIdeas: 'la capitale' }));
    const result = toQuestionPayload({ ...loaded, acceptedIdeas: 'la capitale / Lutèce' });
    expect(result).toMatchObject({ ok: true, payload: { acceptedIdeas: 'la capitale / Lutèce', acceptedIdeasBase: 'la capitale' } });
    const created = toQuestionPayload({ ...newDraft(), title: 'Capitale', content: 'Laquelle ?', type: 'open_ended', proposition: 'Paris' });
    expect(created.ok && 'acceptedIdeasBase' in created.payload).toBe(false);
  });

  it('sends only the rating scale, with the spec fallbacks and one label per value', () => {
    const draft = setRatingLabel({ ...filled({ type: 'rating', proposition: 'x' }), rating: { min: '0', max: '3', labels: [] } }, 2, 'Beaucoup');
    expect(draftRatingScale(draft)).toEqual({ min: 1, max: 3, labels: ['', '', 'Beaucoup'] });
    const result = toQuestionPayload({ ...draft, rating: { ...draft.rating, max: '42' } });
    expect(result).toEqual({
      ok: true,
      payload: {
        title: 'Capitale',
        content: 'Quelle est la capitale ?',
        type: 'rating',
        timeLimit: 60,
        ratingScale: { min: 1, max: 5, labels: ['', '', 'Beaucoup', '', ''] },
      },
    });
  });

  it('gives the shared schema’s French messages', () => {
    const message = (draft: QuestionDraft) => {
      const result = toQuestionPayload(draft);
      return result.ok ? null : result.message;
    };
    expect(message(withOptions('Lyon', 'Paris'))).toBeNull();
    expect(message({ ...withOptions('Lyon', 'Paris'), title: ' ' })).toBe('Le titre est obligatoire');
    expect(message({ ...withOptions('Lyon', 'Paris'), content: '' })).toBe('Le contenu est obligatoire');
    expect(message({ ...withOptions('Lyon', 'Paris'), timeLimit: '' })).toBe('La limite de temps est obligatoire');
    expect(message({ ...withOptions('Lyon', 'Paris'), timeLimit: '5' })).toBe(
      'La limite de temps doit être comprise entre 10 et 300 secondes',
    );
    expect(message({ ...withOptions('Lyon', 'Paris'), timeLimit: '301' })).toBe(
      'La limite de temps doit être comprise entre 10 et 300 secondes',
    );
    expect(message(withOptions('Lyon', ''))).toBe('Au moins 2 options sont nécessaires');
    expect(message({ ...filled({ type: 'rating' }), rating: { min: '5', max: '3', labels: [] } })).toBe(
      'Le minimum de l’échelle doit être inférieur au maximum',
    );
  });

  it('prefills the edit form from a stored question, padding options to two', () => {
    const open = draftFromQuestion(makeQuestion({ type: 'open_ended', options: [], correctAnswer: '', proposition: 'Paris', acceptedIdeas: 'la capitale / Lutèce' }));
    expect(open.options).toHaveLength(2);
    expect(open.proposition).toBe('Paris');
    expect(open.acceptedIdeas).toBe('la capitale / Lutèce');
    expect(open.rating).toEqual(newDraft().rating);
    const choice = draftFromQuestion(makeQuestion({ timeLimit: 45 }));
    expect(choice).toMatchObject({ title: 'Capitale de la France', timeLimit: '45', correctAnswer: '1' });
    expect(choice.options[1]).toEqual({ id: '1', text: 'Paris', explication: 'Depuis **987**.' });
    const rating = draftFromQuestion(makeQuestion({ type: 'rating', options: [], ratingScale: { min: 0, max: 10, labels: ['Nul'] } }));
    expect(rating.rating).toEqual({ min: '0', max: '10', labels: ['Nul'] });
  });
});
