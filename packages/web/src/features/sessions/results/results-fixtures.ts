/** Figures for component tests, computed by the shared rules exactly as the server does. */
import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import type { Question } from '@ciar/shared/question';
import { ranking } from '@ciar/shared/ranking';
import { withoutAnswers, type SessionResults } from '@ciar/shared/session-results';
import type { Session } from '@ciar/shared/session';
import { allQuestionStats, sessionStats, type StatsResponse } from '@ciar/shared/statistics';
import { makeQuestion, makeSession } from '../../../testing/fixtures';

export const resultQuestions: Question[] = [
  makeQuestion({
    id: 'q1',
    title: 'Capitale',
    options: [
      { id: '0', text: 'Paris', explication: '' },
      { id: '1', text: 'Lyon', explication: '' },
    ],
    correctAnswer: '0',
  }),
  makeQuestion({ id: 'q2', position: 1, title: 'Photosynthèse', type: 'open_ended', options: [], correctAnswer: '', proposition: 'La lumière devient du glucose.' }),
  makeQuestion({ id: 'q3', position: 2, title: 'Avis', type: 'rating', options: [], correctAnswer: '', ratingScale: { min: 1, max: 5, labels: ['Pas du tout', '', '', '', 'Beaucoup'] } }),
  makeQuestion({
    id: 'q4',
    position: 3,
    title: 'La Terre est ronde',
    type: 'true_false',
    options: [
      { id: '0', text: 'Vrai', explication: '' },
      { id: '1', text: 'Faux', explication: '' },
    ],
    correctAnswer: '0',
  }),
];

export const students = [
  { studentId: 'ABC234_alice', studentName: 'Alice Martin' },
  { studentId: 'ABC234_bruno', studentName: 'Bruno "le 🦊" Lefèvre' },
  { studentId: 'ABC234_chloe', studentName: '=Chloé; Dubois' },
  { studentId: 'ABC234_dylan', studentName: 'Dylan' },
];

const [alice, bruno, chloe] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];

function response(questionId: string, who: { studentId: string; studentName: string }, answer: string, concordanceScore: number | null = null): StatsResponse {
  return { questionId, ...who, answer, timestamp: '2026-11-21T09:00:00.000Z', concordanceScore, teacherScore: null };
}

export const responses: StatsResponse[] = [
  response('q1', alice, '0'),
  response('q1', bruno, '1'),
  response('q1', chloe, AUTO_SUBMIT_ANSWER),
  response('q2', alice, 'La lumière 🌞', 95),
  response('q2', bruno, 'Elle respire', 65),
  response('q2', chloe, 'Je ne sais pas'),
  response('q3', alice, '5'),
  response('q3', bruno, '4'),
  response('q4', alice, '0'),
  response('q4', bruno, '0'),
  response('q4', chloe, '1'),
];

/**
 * What those answers make: 11 answers, 5 right out of 8 gradable (62,5 %). Alice 3/3 (green),
 * Bruno 2/3 (yellow), Chloé out of time then wrong (red), Dylan joined and never answered.
 */

export function endedSession(overrides: Partial<Session> = {}): Session {
  return makeSession({ status: 'ended', questions: resultQuestions, questionsCount: resultQuestions.length, participantsCount: 4, ...overrides });
}

export function makeResults(session: Session = endedSession()): SessionResults {
  const questions = session.questions ?? [];
  const perQuestion = allQuestionStats(questions, responses).map(withoutAnswers);
  return {
    session: {
      id: session.id,
      name: session.name,
      code: session.code,
      status: session.status,
      participantsCount: students.length,
      questionsCount: questions.length,
      createdAt: session.createdAt,
    },
    stats: sessionStats(questions, responses),
    questions: questions.map((q, i) => ({ position: q.position, title: q.title, type: q.type, ...perQuestion[i]! })),
    ranking: ranking(questions, responses, students),
  };
}
