import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_ANSWER } from './constants';
import type { StatsQuestion, StatsResponse } from './statistics';
import { allQuestionStats, questionStats, sessionStats, truncateOpenAnswer } from './statistics';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i), text: `Option ${i}` }));

const mcq: StatsQuestion = { id: 'mcq', type: 'multiple_choice', options: options(3), correctAnswer: '1' };
const tf: StatsQuestion = { id: 'tf', type: 'true_false', options: options(2), correctAnswer: '0' };
const poll: StatsQuestion = { id: 'poll', type: 'multiple_choice', options: options(2), correctAnswer: '' };
const open: StatsQuestion = { id: 'open', type: 'open_ended', options: [], correctAnswer: '' };
const rating: StatsQuestion = {
  id: 'rating',
  type: 'rating',
  options: [],
  correctAnswer: '',
  ratingScale: { min: 1, max: 5, labels: ['Très insatisfait', 'Insatisfait', 'Neutre', 'Satisfait', 'Très satisfait'] },
};

let clock = 0;
const response = (questionId: string, studentId: string, answer: string, over: Partial<StatsResponse> = {}): StatsResponse => ({
  questionId,
  studentId,
  studentName: studentId,
  answer,
  timestamp: new Date(Date.UTC(2024, 2, 1, 10, 0, 0) + ++clock * 1000).toISOString(),
  concordanceScore: null,
  teacherScore: null,
  ...over,
});

describe('sessionStats', () => {
  it('counts each student once per question, the latest answer counting', () => {
    const stats = sessionStats(
      [mcq],
      [response('mcq', 'alice', '0'), response('mcq', 'alice', '1'), response('mcq', 'bob', '2')],
    );
    expect(stats.totalResponses).toBe(2);
    expect(stats.globalAccuracy).toBe(50);
  });

  it('computes the accuracy over gradable responses only, with open answers correct from 50', () => {
    const stats = sessionStats(
      [mcq, poll, open, rating],
      [
        response('mcq', 'alice', '1'),
        response('mcq', 'bob', '0'),
        response('poll', 'alice', '0'),
        response('rating', 'alice', '4'),
        response('open', 'alice', 'texte', { concordanceScore: 50 }),
        response('open', 'bob', 'texte', { concordanceScore: 49 }),
        response('open', 'carol', 'pas encore évalué'),
      ],
    );
    // Gradable: 2 choice + 2 evaluated open answers; correct: alice's choice and her open answer.
    expect(stats).toEqual({
      totalResponses: 7,
      globalAccuracy: 50,
      questionsWithCorrectAnswer: 1,
      openEndedQuestions: 1,
    });
  });

  it("uses a teacher's score over the evaluator's", () => {
    const stats = sessionStats([open], [response('open', 'alice', 'texte', { concordanceScore: 20, teacherScore: 80 })]);
    expect(stats.globalAccuracy).toBe(100);
  });

  it('counts an auto-submitted answer as wrong', () => {
    const stats = sessionStats([mcq, open], [response('mcq', 'alice', AUTO_SUBMIT_ANSWER), response('open', 'alice', AUTO_SUBMIT_ANSWER)]);
    expect(stats.globalAccuracy).toBe(0);
    expect(stats.totalResponses).toBe(2);
  });

  it('gives one decimal place and 0 without any gradable response', () => {
    const three = [response('mcq', 'a', '1'), response('mcq', 'b', '0'), response('mcq', 'c', '0')];
    expect(sessionStats([mcq], three).globalAccuracy).toBe(33.3);
    expect(sessionStats([rating], [response('rating', 'a', '3')]).globalAccuracy).toBe(0);
    expect(sessionStats([], [])).toEqual({
      totalResponses: 0,
      globalAccuracy: 0,
      questionsWithCorrectAnswer: 0,
      openEndedQuestions: 0,
    });
  });

  it('counts the choice questions with a correct answer and the open questions', () => {
    const stats = sessionStats([mcq, tf, poll, open, rating, { ...open, id: 'open2' }], []);
    expect(stats.questionsWithCorrectAnswer).toBe(2);
    expect(stats.openEndedQuestions).toBe(2);
  });

  it('ignores responses to questions that are not in the list (deleted)', () => {
    expect(sessionStats([mcq], [response('gone', 'alice', '1')]).totalResponses).toBe(0);
  });
});

describe('questionStats — choice', () => {
  it('gives the count and percent per option, the no-answer count and the accuracy', () => {
    const stats = questionStats(mcq, [
      response('mcq', 'a', '1'),
      response('mcq', 'b', '1'),
      response('mcq', 'c', '0'),
      response('mcq', 'd', AUTO_SUBMIT_ANSWER),
      response('tf', 'a', '0'),
    ]);
    expect(stats).toEqual({
      kind: 'choice',
      questionId: 'mcq',
      totalResponses: 4,
      options: [
        { id: '0', text: 'Option 0', isCorrect: false, count: 1, percent: 25 },
        { id: '1', text: 'Option 1', isCorrect: true, count: 2, percent: 50 },
        { id: '2', text: 'Option 2', isCorrect: false, count: 0, percent: 0 },
      ],
      noAnswer: { count: 1, percent: 25 },
      other: { count: 0, percent: 0 },
      correctResponses: 2,
      accuracy: 50,
    });
  });

  it('has no accuracy and no correct option for a poll', () => {
    const stats = questionStats(poll, [response('poll', 'a', '1')]);
    if (stats.kind !== 'choice') throw new Error('expected choice stats');
    expect(stats.accuracy).toBeNull();
    expect(stats.options.every((o) => !o.isCorrect)).toBe(true);
  });

  it('puts answers matching no option apart', () => {
    const stats = questionStats(tf, [response('tf', 'a', '7'), response('tf', 'b', '0')]);
    if (stats.kind !== 'choice') throw new Error('expected choice stats');
    expect(stats.other).toEqual({ count: 1, percent: 50 });
  });

  it('counts only the latest answer of each student', () => {
    const stats = questionStats(tf, [response('tf', 'a', '1'), response('tf', 'a', '0')]);
    if (stats.kind !== 'choice') throw new Error('expected choice stats');
    expect(stats.totalResponses).toBe(1);
    expect(stats.options.map((o) => o.count)).toEqual([1, 0]);
  });
});

describe('questionStats — rating', () => {
  it('counts each value of the scale and averages them', () => {
    const stats = questionStats(rating, [
      response('rating', 'a', '5'),
      response('rating', 'b', '4'),
      response('rating', 'c', '4'),
      response('rating', 'd', AUTO_SUBMIT_ANSWER),
    ]);
    if (stats.kind !== 'rating') throw new Error('expected rating stats');
    expect(stats.scale).toEqual({ min: 1, max: 5 });
    expect(stats.values).toEqual([
      { value: 1, label: 'Très insatisfait', count: 0, percent: 0 },
      { value: 2, label: 'Insatisfait', count: 0, percent: 0 },
      { value: 3, label: 'Neutre', count: 0, percent: 0 },
      { value: 4, label: 'Satisfait', count: 2, percent: 50 },
      { value: 5, label: 'Très satisfait', count: 1, percent: 25 },
    ]);
    expect(stats.average).toBe(4.3);
    expect(stats.noAnswer).toEqual({ count: 1, percent: 25 });
  });

  it('uses the 1 to 10 fallback scale when the question has none', () => {
    const stats = questionStats({ ...rating, ratingScale: null }, [response('rating', 'a', '9')]);
    if (stats.kind !== 'rating') throw new Error('expected rating stats');
    expect(stats.scale).toEqual({ min: 1, max: 10 });
    expect(stats.values).toHaveLength(10);
    expect(stats.values[8]).toEqual({ value: 9, label: null, count: 1, percent: 100 });
  });

  it('keeps values off the scale out of the histogram and the average', () => {
    const stats = questionStats(rating, [response('rating', 'a', '9'), response('rating', 'b', '2')]);
    if (stats.kind !== 'rating') throw new Error('expected rating stats');
    expect(stats.other).toEqual({ count: 1, percent: 50 });
    expect(stats.average).toBe(2);
  });

  it('has no average without ratings', () => {
    const stats = questionStats(rating, []);
    if (stats.kind !== 'rating') throw new Error('expected rating stats');
    expect(stats.average).toBeNull();
    expect(stats.totalResponses).toBe(0);
  });
});

describe('questionStats — open', () => {
  it('gives the evaluation stats of docs/product.md#statistics', () => {
    const stats = questionStats(open, [
      response('open', 'a', 'La mitochondrie', { concordanceScore: 95 }),
      response('open', 'b', 'Le noyau', { concordanceScore: 75 }),
      response('open', 'c', 'La membrane', { concordanceScore: 30, teacherScore: 55 }),
      response('open', 'd', 'Je ne sais pas', { concordanceScore: 10 }),
      response('open', 'e', 'Pas encore évaluée'),
    ]);
    if (stats.kind !== 'open') throw new Error('expected open stats');
    expect(stats.totalResponses).toBe(5);
    expect(stats.evaluatedResponses).toBe(4);
    expect(stats.unevaluatedResponses).toBe(1);
    expect(stats.averageScore).toBe(58.8);
    expect(stats.evaluationRate).toBe(80);
    expect(stats.scoreDistribution).toEqual({ excellent: 1, good: 1, average: 1, poor: 1 });
  });

  it('counts an answer flagged for review as unevaluated and « à vérifier » until the teacher grades it', () => {
    const stats = questionStats(open, [
      response('open', 'a', 'Une paraphrase', { concordanceScore: 10, needsReview: true }),
      response('open', 'b', 'Une autre', { concordanceScore: 20, needsReview: true, teacherScore: 80 }),
      response('open', 'c', 'Réponse', { concordanceScore: 80 }),
    ]);
    if (stats.kind !== 'open') throw new Error('expected open stats');
    expect(stats.needsReviewResponses).toBe(1);
    expect(stats.evaluatedResponses).toBe(2);
    expect(stats.unevaluatedResponses).toBe(1);
    expect(stats.averageScore).toBe(80);
    expect(stats.scoreDistribution.poor).toBe(0);
    expect(sessionStats([open], [response('open', 'a', 'Une paraphrase', { concordanceScore: 10, needsReview: true })]).globalAccuracy).toBe(0);
  });

  it('settles an auto-submitted answer at 0 and counts it as no answer', () => {
    const stats = questionStats(open, [
      response('open', 'a', AUTO_SUBMIT_ANSWER),
      response('open', 'b', 'Réponse', { concordanceScore: 80 }),
    ]);
    if (stats.kind !== 'open') throw new Error('expected open stats');
    expect(stats.evaluatedResponses).toBe(2);
    expect(stats.averageScore).toBe(40);
    expect(stats.scoreDistribution.poor).toBe(1);
    expect(stats.noAnswer).toEqual({ count: 1, percent: 50 });
    expect(stats.answers).toEqual([{ answer: 'Réponse', count: 1 }]);
  });

  it('groups identical answers, most frequent first', () => {
    const stats = questionStats(open, [
      response('open', 'a', 'Paris'),
      response('open', 'b', 'Lyon'),
      response('open', 'c', ' Paris '),
      response('open', 'd', 'Brest'),
    ]);
    if (stats.kind !== 'open') throw new Error('expected open stats');
    expect(stats.answers).toEqual([
      { answer: 'Paris', count: 2 },
      { answer: 'Brest', count: 1 },
      { answer: 'Lyon', count: 1 },
    ]);
  });

  it('has no average and a 0 rate before any evaluation', () => {
    const stats = questionStats(open, []);
    if (stats.kind !== 'open') throw new Error('expected open stats');
    expect(stats.averageScore).toBeNull();
    expect(stats.evaluationRate).toBe(0);
  });
});

describe('allQuestionStats', () => {
  it('gives the same figures as questionStats for each question, in question order', () => {
    const questions = [mcq, rating, open];
    const responses = [
      response('mcq', 'a', '1'),
      response('open', 'a', 'x', { concordanceScore: 70 }),
      response('rating', 'a', '3'),
      response('mcq', 'b', '2'),
    ];
    expect(allQuestionStats(questions, responses)).toEqual(questions.map((q) => questionStats(q, responses)));
  });

  it('handles a class of a thousand students over thirty questions', () => {
    const questions = Array.from({ length: 30 }, (_, i) => ({ ...mcq, id: `q${i}` }));
    const responses = questions.flatMap((q) =>
      Array.from({ length: 1000 }, (_, s) => response(q.id, `s${s}`, String(s % 3))),
    );
    const stats = allQuestionStats(questions, responses);
    expect(stats).toHaveLength(30);
    expect(stats[0]!.totalResponses).toBe(1000);
    expect(sessionStats(questions, responses).totalResponses).toBe(30_000);
  });
});

describe('truncateOpenAnswer', () => {
  it('keeps answers of 50 characters or fewer', () => {
    expect(truncateOpenAnswer('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateOpenAnswer('Paris')).toBe('Paris');
  });

  it("cuts longer answers to 50 characters followed by '...'", () => {
    expect(truncateOpenAnswer('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(49)}😀😀`;
    expect(truncateOpenAnswer(text)).toBe(`${'a'.repeat(49)}😀...`);
  });
});
