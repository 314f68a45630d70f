import { describe, expect, it } from 'vitest';
import { answerListParams, answerPage, matchesAnswerFilter } from './answer-list';
import type { QuestionResponse } from './response';
import { makeResponse } from './testing/responses';

function response(studentName: string, over: Partial<QuestionResponse> = {}): QuestionResponse {
  return makeResponse({
    id: studentName,
    questionId: 'q',
    studentId: studentName,
    studentName,
    answer: 'Une réponse',
    timestamp: '2026-11-24T10:00:00.000Z',
    ...over,
  });
}

describe('answer list rules', () => {
  it('filters by every word, band of the score shown, « À vérifier » and graded', () => {
    const flagged = response('Zoé', { answer: 'La lumière du soleil', concordanceScore: 30, needsReview: true });
    const graded = response('Léo', { answer: 'Du soleil', concordanceScore: 30, teacherScore: 95 });
    const pending = response('Inès', { answer: '[Pas de réponse - Temps écoulé]' });
    expect(matchesAnswerFilter(flagged, { search: 'SOLEIL lumiere' })).toBe(true);
    expect(matchesAnswerFilter(graded, { search: 'soleil lumiere' })).toBe(false);
    expect(matchesAnswerFilter(flagged, { search: 'zoe' })).toBe(true);
    // An answer given by the timer has no words to find.
    expect(matchesAnswerFilter(pending, { search: 'temps' })).toBe(false);
    expect(matchesAnswerFilter(graded, { band: 'excellent' })).toBe(true);
    expect(matchesAnswerFilter(flagged, { band: 'poor' })).toBe(true);
    expect(matchesAnswerFilter(pending, { band: 'pending' })).toBe(true);
    expect(matchesAnswerFilter(graded, { band: 'pending' })).toBe(false);
    expect([flagged, graded, pending].map((r) => matchesAnswerFilter(r, { review: true }))).toEqual([true, false, false]);
    expect([flagged, graded, pending].map((r) => matchesAnswerFilter(r, { graded: false }))).toEqual([true, false, true]);
  });

  it('pages « À vérifier » first then by name, and says how many match', () => {
    const all = ['Émile', 'Alice', 'Zoé', 'bruno'].map((name, i) => response(name, i === 2 ? { concordanceScore: 20, needsReview: true } : {}));
    const first = answerPage(all, { page: 1, pageSize: 3 });
    expect(first.responses.map((r) => r.studentName)).toEqual(['Zoé', 'Alice', 'bruno']);
    expect(first).toMatchObject({ total: 4, totalAnswers: 4, page: 1, pageSize: 3 });
    expect(answerPage(all, { page: 2, pageSize: 3 }).responses.map((r) => r.studentName)).toEqual(['Émile']);
    expect(answerPage(all, { page: 1, pageSize: 3, search: 'emile' })).toMatchObject({ total: 1, totalAnswers: 4 });
  });

  it('writes the query string fields the server reads', () => {
    expect(answerListParams({ page: 2, pageSize: 50, search: ' eau ', band: 'pending', review: false, graded: true })).toEqual({
      page: '2',
      pageSize: '50',
      q: 'eau',
      band: 'pending',
      review: 'no',
      graded: 'yes',
    });
  });
});
