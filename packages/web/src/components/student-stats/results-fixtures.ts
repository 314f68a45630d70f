/** Student-side records as the API returns them, for the quiz and statistics tests. */
import type { AnswerFeedback } from '@ciar/shared/events';
import { quizScore } from '@ciar/shared/quiz-score';
import type { QuestionResponse } from '@ciar/shared/response';
import type { PublicSession } from '@ciar/shared/session';
import type { StudentQuestion, StudentRecord } from '@ciar/shared/student';
import type { StudentResultsResponse } from '@ciar/shared/student-results';
import { makeResponse } from '@ciar/shared/testing/responses';

export const quizSession: PublicSession = {
  id: 's1',
  code: 'ABC234',
  name: 'Révisions de géographie',
  status: 'active',
  participantsCount: 3,
  isAutonomous: true,
  disableTimer: false,
};

export const alice: StudentRecord = { id: 'ABC234_alice_martin', name: 'Alice Martin', sessionId: 's1', sessionCode: 'ABC234', token: 'jeton-alice' };

const base = { sessionId: 's1', isActive: false, activatedAt: null, ratingScale: null, timeLimit: 60 };

export const quizQuestions: StudentQuestion[] = [
  {
    ...base,
    id: 'q1',
    position: 0,
    title: 'Capitale',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    options: [
      { id: '0', text: 'Lyon' },
      { id: '1', text: 'Paris' },
    ],
  },
  {
    ...base,
    id: 'q2',
    position: 1,
    title: 'Fleuve',
    content: 'La Loire est le plus long fleuve de France.',
    type: 'true_false',
    options: [
      { id: '0', text: 'Vrai' },
      { id: '1', text: 'Faux' },
    ],
  },
  { ...base, id: 'q3', position: 2, title: 'Relief', content: 'Décrivez le Massif central.', type: 'open_ended', options: [] },
  {
    ...base,
    id: 'q4',
    position: 3,
    title: 'Avis',
    content: 'Ce chapitre vous a-t-il plu ?',
    type: 'rating',
    options: [],
    ratingScale: { min: 1, max: 5, labels: ['Pas du tout', 'Peu', 'Moyennement', 'Beaucoup', 'Énormément'] },
  },
];

/** The solutions the server keeps until a question is answered. */
const SOLUTIONS: Record<string, { correctAnswer: string; explications: Record<string, string>; proposition: string | null }> = {
  q1: { correctAnswer: '1', explications: { '0': 'Lyon est la capitale des Gaules.', '1': 'Paris, depuis **987**.' }, proposition: null },
  q2: { correctAnswer: '0', explications: { '0': 'Environ 1 000 km.', '1': '' }, proposition: null },
  q3: { correctAnswer: '', explications: {}, proposition: 'Un ensemble de **volcans** anciens.' },
  q4: { correctAnswer: '', explications: {}, proposition: null },
};

export function response(questionId: string, answer: string, over: Partial<QuestionResponse> = {}): QuestionResponse {
  return makeResponse({
    id: `r-${questionId}`,
    questionId,
    studentId: alice.id,
    studentName: alice.name,
    answer,
    timestamp: '2026-11-21T09:00:00.000Z',
    ...over,
  });
}

export function feedbackFor(questionId: string, given: QuestionResponse | null): AnswerFeedback {
  const solution = SOLUTIONS[questionId]!;
  const question = quizQuestions.find((q) => q.id === questionId)!;
  const score = given?.teacherScore ?? given?.concordanceScore ?? null;
  const isCorrect =
    !given || question.type === 'rating'
      ? null
      : question.type === 'open_ended'
        ? score === null
          ? null
          : score >= 50
        : given.answer === solution.correctAnswer;
  return {
    isCorrect: given?.answer === '[Pas de réponse - Temps écoulé]' && question.type !== 'rating' ? false : isCorrect,
    correctAnswer: solution.correctAnswer,
    explication: given ? solution.explications[given.answer] || null : null,
    correctExplication: solution.explications[solution.correctAnswer] || null,
    proposition: solution.proposition,
  };
}

/** The results endpoint's body for the given answers; unanswered questions reveal nothing unless `ended`. */
export function resultsBody(answers: QuestionResponse[], { ended = false } = {}): StudentResultsResponse {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const solutions = quizQuestions.map((q) => ({ id: q.id, type: q.type, correctAnswer: SOLUTIONS[q.id]!.correctAnswer }));
  return {
    success: true,
    session: { ...quizSession, status: ended ? 'ended' : quizSession.status },
    student: { studentId: alice.id, studentName: alice.name },
    results: quizQuestions.map((question) => {
      const given = byQuestion.get(question.id) ?? null;
      return { question, response: given, feedback: given || ended ? feedbackFor(question.id, given) : null };
    }),
    score: quizScore(solutions, answers),
  };
}
