import { describe, expect, it } from 'vitest';
import { isLastQuestion, nextQuestion } from './next-question';

const questions = (activeAt: number | null, count = 3) =>
  Array.from({ length: count }, (_, i) => ({ id: `q${i + 1}`, isActive: i === activeAt }));

describe('nextQuestion', () => {
  it('activates the first question when none is active', () => {
    expect(nextQuestion(questions(null))).toEqual({ ok: true, questionId: 'q1' });
  });

  it('activates the question after the active one', () => {
    expect(nextQuestion(questions(0))).toEqual({ ok: true, questionId: 'q2' });
    expect(nextQuestion(questions(1))).toEqual({ ok: true, questionId: 'q3' });
  });

  it("says 'Aucune question suivante disponible' at the last question", () => {
    expect(nextQuestion(questions(2))).toEqual({ ok: false, message: 'Aucune question suivante disponible' });
    expect(nextQuestion(questions(0, 1))).toEqual({ ok: false, message: 'Aucune question suivante disponible' });
  });

  it("says 'Aucune question disponible' without questions", () => {
    expect(nextQuestion([])).toEqual({ ok: false, message: 'Aucune question disponible' });
  });

  it('moves past every active question if several are wrongly active', () => {
    const list = [
      { id: 'a', isActive: true },
      { id: 'b', isActive: true },
      { id: 'c', isActive: false },
    ];
    expect(nextQuestion(list)).toEqual({ ok: true, questionId: 'c' });
  });
});

describe('isLastQuestion', () => {
  it('is true only when the active question is the last one', () => {
    expect(isLastQuestion(questions(2))).toBe(true);
    expect(isLastQuestion(questions(1))).toBe(false);
    expect(isLastQuestion(questions(null))).toBe(false);
    expect(isLastQuestion([])).toBe(false);
    expect(isLastQuestion(questions(0, 1))).toBe(true);
  });
});
