import { describe, expect, it } from 'vitest';
import {
  awaitsReview,
  effectiveScore,
  isAnswerCorrect,
  isAutoSubmitted,
  isResponseCorrect,
  openAnswerScore,
  submitRefusal,
  validateAnswer,
} from './answer';
import { AUTO_SUBMIT_ANSWER, LIMITS } from './constants';

const choice = { type: 'multiple_choice' as const, options: ['a', 'b', 'c'], ratingScale: null, correctAnswer: '1' };
const trueFalse = { type: 'true_false' as const, options: ['Vrai', 'Faux'], ratingScale: null, correctAnswer: '0' };
const rating = { type: 'rating' as const, options: [], ratingScale: { min: 2, max: 6, labels: [] }, correctAnswer: '' };
const open = { type: 'open_ended' as const, options: [], ratingScale: null, correctAnswer: '' };

describe('validateAnswer — choice questions', () => {
  it('accepts an option index given as a number or a string and stores it as a string', () => {
    expect(validateAnswer(choice, 2)).toEqual({ ok: true, answer: '2' });
    expect(validateAnswer(choice, '0')).toEqual({ ok: true, answer: '0' });
    expect(validateAnswer(choice, ' 1 ')).toEqual({ ok: true, answer: '1' });
    expect(validateAnswer(trueFalse, 1)).toEqual({ ok: true, answer: '1' });
  });

  it("refuses an index out of the option range with 'Index invalide: {answer}'", () => {
    expect(validateAnswer(choice, 3)).toEqual({ ok: false, message: 'Index invalide: 3' });
    expect(validateAnswer(choice, -1)).toEqual({ ok: false, message: 'Index invalide: -1' });
    expect(validateAnswer(trueFalse, '2')).toEqual({ ok: false, message: 'Index invalide: 2' });
  });

  it('refuses an index that is not a whole number', () => {
    expect(validateAnswer(choice, 1.5)).toEqual({ ok: false, message: 'Index invalide: 1.5' });
    expect(validateAnswer(choice, 'abc')).toEqual({ ok: false, message: 'Index invalide: abc' });
    expect(validateAnswer(choice, '1.0')).toEqual({ ok: false, message: 'Index invalide: 1.0' });
    expect(validateAnswer(choice, Number.NaN)).toEqual({ ok: false, message: 'Index invalide: NaN' });
    expect(validateAnswer(choice, { index: 1 })).toEqual({ ok: false, message: 'Index invalide: ' });
  });

  it('shortens a long refused value in the message', () => {
    const result = validateAnswer(choice, 'x'.repeat(500));
    expect(result).toEqual({ ok: false, message: `Index invalide: ${'x'.repeat(30)}…` });
  });
});

describe('validateAnswer — rating questions', () => {
  it('accepts a whole number within the scale and stores it as a string', () => {
    expect(validateAnswer(rating, 2)).toEqual({ ok: true, answer: '2' });
    expect(validateAnswer(rating, '6')).toEqual({ ok: true, answer: '6' });
  });

  it('refuses a value outside the scale or not a whole number', () => {
    const message = 'La note doit être un nombre entier entre 2 et 6.';
    expect(validateAnswer(rating, 1)).toEqual({ ok: false, message });
    expect(validateAnswer(rating, 7)).toEqual({ ok: false, message });
    expect(validateAnswer(rating, 3.5)).toEqual({ ok: false, message });
    expect(validateAnswer(rating, 'trois')).toEqual({ ok: false, message });
    expect(validateAnswer(rating, true)).toEqual({ ok: false, message });
  });

  it('uses the fallback scale 1 to 5 when the question has none', () => {
    const noScale = { ...rating, ratingScale: null };
    expect(validateAnswer(noScale, 1)).toEqual({ ok: true, answer: '1' });
    expect(validateAnswer(noScale, 5)).toEqual({ ok: true, answer: '5' });
    expect(validateAnswer(noScale, 6)).toEqual({
      ok: false,
      message: 'La note doit être un nombre entier entre 1 et 5.',
    });
  });
});

describe('validateAnswer — open questions', () => {
  it('keeps the trimmed text, line breaks included', () => {
    expect(validateAnswer(open, '  La photosynthèse\nproduit du glucose.  ')).toEqual({
      ok: true,
      answer: 'La photosynthèse\nproduit du glucose.',
    });
  });

  it('refuses text that is too long', () => {
    expect(validateAnswer(open, 'a'.repeat(LIMITS.answer)).ok).toBe(true);
    expect(validateAnswer(open, 'a'.repeat(LIMITS.answer + 1))).toEqual({
      ok: false,
      message: 'La réponse : 2000 caractères au maximum',
    });
  });

  it('refuses control and invisible characters', () => {
    expect(validateAnswer(open, 'oui\u202Enon')).toEqual({
      ok: false,
      message: 'La réponse contient des caractères non autorisés',
    });
  });

  it('refuses something that is not text', () => {
    expect(validateAnswer(open, 42)).toEqual({ ok: false, message: 'La réponse doit être un texte.' });
  });
});

describe('validateAnswer — every type', () => {
  it('refuses an empty answer', () => {
    for (const question of [choice, rating, open]) {
      for (const input of [undefined, null, '', '   ']) {
        expect(validateAnswer(question, input)).toEqual({ ok: false, message: 'Veuillez donner une réponse.' });
      }
    }
  });

  it('accepts the auto-submitted text for every type', () => {
    for (const question of [choice, trueFalse, rating, open]) {
      expect(validateAnswer(question, AUTO_SUBMIT_ANSWER)).toEqual({ ok: true, answer: AUTO_SUBMIT_ANSWER });
    }
    expect(isAutoSubmitted('[Pas de réponse - Temps écoulé]')).toBe(true);
    expect(isAutoSubmitted('Pas de réponse')).toBe(false);
  });
});

describe('isAnswerCorrect', () => {
  it('compares choice answers with the correct option', () => {
    expect(isAnswerCorrect(choice, '1', null)).toBe(true);
    expect(isAnswerCorrect(choice, '2', null)).toBe(false);
    expect(isAnswerCorrect(trueFalse, '0', null)).toBe(true);
  });

  it('cannot grade a choice question without a correct answer (a poll)', () => {
    expect(isAnswerCorrect({ ...choice, correctAnswer: '' }, '1', null)).toBeNull();
    expect(isAnswerCorrect({ ...choice, correctAnswer: '' }, AUTO_SUBMIT_ANSWER, null)).toBeNull();
  });

  it('never grades rating questions', () => {
    expect(isAnswerCorrect(rating, '4', null)).toBeNull();
    expect(isAnswerCorrect(rating, AUTO_SUBMIT_ANSWER, 100)).toBeNull();
  });

  it('counts open answers as correct from 50', () => {
    expect(isAnswerCorrect(open, 'texte', 49)).toBe(false);
    expect(isAnswerCorrect(open, 'texte', 50)).toBe(true);
    expect(isAnswerCorrect(open, 'texte', null)).toBeNull();
  });

  it('never counts the auto-submitted text as correct', () => {
    expect(isAnswerCorrect(choice, AUTO_SUBMIT_ANSWER, null)).toBe(false);
    expect(isAnswerCorrect(open, AUTO_SUBMIT_ANSWER, 100)).toBe(false);
    expect(isAnswerCorrect(open, AUTO_SUBMIT_ANSWER, null)).toBe(false);
  });
});

describe('scores', () => {
  it("lets a teacher's score override the evaluator's", () => {
    expect(effectiveScore({ concordanceScore: 40, teacherScore: 80 })).toBe(80);
    expect(effectiveScore({ concordanceScore: 40, teacherScore: 0 })).toBe(0);
    expect(effectiveScore({ concordanceScore: 40, teacherScore: null })).toBe(40);
    expect(effectiveScore({ concordanceScore: 40 })).toBe(40);
    expect(effectiveScore({ concordanceScore: null, teacherScore: null })).toBeNull();
  });

  it('counts a score flagged for review as no score until the teacher grades the answer', () => {
    expect(effectiveScore({ concordanceScore: 20, needsReview: true })).toBeNull();
    expect(effectiveScore({ concordanceScore: 20, needsReview: true, teacherScore: 75 })).toBe(75);
    expect(effectiveScore({ concordanceScore: 20, needsReview: false })).toBe(20);
    expect(awaitsReview({ answer: 'texte', needsReview: true, teacherScore: null })).toBe(true);
    expect(awaitsReview({ answer: 'texte', needsReview: true, teacherScore: 0 })).toBe(false);
    expect(awaitsReview({ answer: AUTO_SUBMIT_ANSWER, needsReview: true })).toBe(false);
    expect(isResponseCorrect(open, { answer: 'texte', concordanceScore: 90, needsReview: true })).toBeNull();
    expect(openAnswerScore({ answer: AUTO_SUBMIT_ANSWER, concordanceScore: 20, needsReview: true })).toBe(0);
  });

  it('settles an auto-submitted open answer at 0', () => {
    expect(openAnswerScore({ answer: AUTO_SUBMIT_ANSWER, concordanceScore: null })).toBe(0);
    expect(openAnswerScore({ answer: AUTO_SUBMIT_ANSWER, concordanceScore: 75, teacherScore: 90 })).toBe(0);
    expect(openAnswerScore({ answer: 'texte', concordanceScore: 75, teacherScore: 90 })).toBe(90);
    expect(openAnswerScore({ answer: 'texte', concordanceScore: null })).toBeNull();
  });

  it('grades stored responses with the effective score', () => {
    expect(isResponseCorrect(open, { answer: 'texte', concordanceScore: 30, teacherScore: 60 })).toBe(true);
    expect(isResponseCorrect(open, { answer: 'texte', concordanceScore: 60, teacherScore: 30 })).toBe(false);
    expect(isResponseCorrect(choice, { answer: '1', concordanceScore: null })).toBe(true);
  });
});

describe('submitRefusal', () => {
  it('takes answers only while the session is active', () => {
    expect(submitRefusal('active')).toBeNull();
    expect(submitRefusal('paused')).toBe('Impossible de soumettre une réponse : la session est en pause.');
    expect(submitRefusal('ended')).toBe('Impossible de soumettre une réponse : la session est terminée.');
    expect(submitRefusal('created')).toBe("Impossible de soumettre une réponse : la session n'est pas active.");
  });
});
