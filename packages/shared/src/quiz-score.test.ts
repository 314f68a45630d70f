import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_ANSWER } from './constants';
import type { StatsResponse } from './latest-responses';
import { personalBadge, quizScore, quizScoreMessage } from './quiz-score';

const mcq = (id: string, correctAnswer = '1') => ({ id, type: 'multiple_choice' as const, correctAnswer });
const tf = (id: string) => ({ id, type: 'true_false' as const, correctAnswer: '0' });
const open = (id: string) => ({ id, type: 'open_ended' as const, correctAnswer: '' });
const rating = (id: string) => ({ id, type: 'rating' as const, correctAnswer: '' });

let clock = 0;
const answer = (questionId: string, text: string, over: Partial<StatsResponse> = {}): StatsResponse => ({
  questionId,
  studentId: 'alice',
  studentName: 'Alice',
  answer: text,
  timestamp: new Date(Date.UTC(2024, 2, 1) + ++clock * 1000).toISOString(),
  concordanceScore: null,
  teacherScore: null,
  ...over,
});

describe('quizScore', () => {
  it('is the percent of correct choice answers', () => {
    const result = quizScore(
      [mcq('a'), mcq('b'), tf('c')],
      [answer('a', '1'), answer('b', '0'), answer('c', '0')],
    );
    expect(result).toEqual({ score: 67, choiceGraded: 3, choiceCorrect: 2, openEvaluated: 0, openAverage: null });
  });

  it('averages open scores', () => {
    const result = quizScore(
      [open('a'), open('b')],
      [answer('a', 'x', { concordanceScore: 80 }), answer('b', 'y', { concordanceScore: 45 })],
    );
    expect(result.score).toBe(63);
    expect(result.openAverage).toBe(62.5);
  });

  it('weights the choice percent and the open average by their counts, then rounds', () => {
    // 3 choice answers, 2 right (66.67 %) and 1 open answer at 90: (66.67 × 3 + 90) / 4 = 72.5
    const result = quizScore(
      [mcq('a'), mcq('b'), mcq('c'), open('d')],
      [answer('a', '1'), answer('b', '1'), answer('c', '2'), answer('d', 'texte', { concordanceScore: 90 })],
    );
    expect(result.score).toBe(73);
  });

  it("uses a teacher's score over the evaluator's", () => {
    const result = quizScore([open('a')], [answer('a', 'x', { concordanceScore: 20, teacherScore: 70 })]);
    expect(result.score).toBe(70);
  });

  it('leaves out open answers not evaluated yet', () => {
    const result = quizScore([mcq('a'), open('b')], [answer('a', '1'), answer('b', 'en attente')]);
    expect(result).toMatchObject({ score: 100, openEvaluated: 0 });
  });

  it('counts an auto-submitted answer as 0', () => {
    const result = quizScore([mcq('a'), open('b')], [answer('a', AUTO_SUBMIT_ANSWER), answer('b', AUTO_SUBMIT_ANSWER)]);
    expect(result).toMatchObject({ score: 0, choiceGraded: 1, openEvaluated: 1, openAverage: 0 });
  });

  it('does not score rating questions nor polls', () => {
    const result = quizScore([mcq('a'), rating('b'), mcq('c', '')], [answer('a', '1'), answer('b', '1'), answer('c', '0')]);
    expect(result).toMatchObject({ score: 100, choiceGraded: 1 });
  });

  it('is 0 when nothing can be graded', () => {
    expect(quizScore([rating('a')], [answer('a', '3')]).score).toBe(0);
    expect(quizScore([], []).score).toBe(0);
  });

  it("counts the student's latest answer to a question", () => {
    const result = quizScore([mcq('a')], [answer('a', '0'), answer('a', '1')]);
    expect(result.score).toBe(100);
  });
});

describe('quizScoreMessage', () => {
  it("says 'Excellent' from 80 and 'Bon travail' from 60", () => {
    expect(quizScoreMessage(100)).toBe('Excellent');
    expect(quizScoreMessage(80)).toBe('Excellent');
    expect(quizScoreMessage(79)).toBe('Bon travail');
    expect(quizScoreMessage(60)).toBe('Bon travail');
  });

  it('encourages below 60, and thanks at 0', () => {
    expect(quizScoreMessage(59)).toBe('Continuez vos efforts, vous êtes sur la bonne voie !');
    expect(quizScoreMessage(1)).toBe('Continuez vos efforts, vous êtes sur la bonne voie !');
    expect(quizScoreMessage(0)).toBe("Merci pour votre participation ! Chaque question est une occasion d'apprendre.");
  });
});

describe('personalBadge', () => {
  it('is good from 70, neutral from 50, poor below', () => {
    expect(personalBadge(100)).toBe('good');
    expect(personalBadge(70)).toBe('good');
    expect(personalBadge(69)).toBe('neutral');
    expect(personalBadge(50)).toBe('neutral');
    expect(personalBadge(49)).toBe('poor');
    expect(personalBadge(0)).toBe('poor');
  });
});
