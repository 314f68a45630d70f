import type { AnswerFeedback, SessionSnapshot } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import { toStudentQuestion } from '@ciar/shared/student';
import { makeResponse } from '@ciar/shared/testing/responses';
import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../../testing/fixtures';
import { initialStudentLiveState, studentLiveReducer, type StudentLiveState } from './live-state';

const question = toStudentQuestion(makeQuestion({ id: 'q1', isActive: true, activatedAt: '2026-11-21T10:00:00.000Z' }));
const next = toStudentQuestion(makeQuestion({ id: 'q2', title: 'Suivante' }));
const response: QuestionResponse = makeResponse({ answer: '1', timestamp: '2026-11-21T10:00:05.000Z' });
const feedback: AnswerFeedback = { isCorrect: true, correctAnswer: '1', explication: null, correctExplication: null, proposition: null };

function snapshot(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return {
    session: { id: 's1', code: 'ABC234', name: 'Histoire', status: 'active', participantsCount: 2, isAutonomous: false, disableTimer: false },
    current: { question, response: null, feedback: null },
    serverNow: '2026-11-21T10:00:10.000Z',
    activationSeq: 1,
    ...overrides,
  };
}

const activate = (q: typeof next, activationSeq: number) =>
  ({ type: 'question-activated', question: q, activatedAt: null, serverNow: '2026-11-21T10:01:00.000Z', activationSeq, receivedAt: 0 }) as const;

function run(...actions: Parameters<typeof studentLiveReducer>[1][]): StudentLiveState {
  return actions.reduce(studentLiveReducer, initialStudentLiveState);
}

describe('studentLiveReducer', () => {
  it('rebuilds everything from a snapshot, with the server clock offset', () => {
    const state = run({ type: 'snapshot', snapshot: snapshot({ current: { question, response, feedback } }), receivedAt: Date.parse('2026-11-21T10:00:07.000Z') });
    expect(state).toMatchObject({ question: { id: 'q1' }, response: { answer: '1' }, feedback: { isCorrect: true }, clockOffsetMs: 3_000, endedMessage: null });
  });

  it('starts a newly activated question blank, unless the server re-sends the student’s answer', () => {
    const answered = run(
      { type: 'snapshot', snapshot: snapshot(), receivedAt: 0 },
      { type: 'answered', questionId: 'q1', response, feedback },
    );
    expect(answered.response?.answer).toBe('1');
    const blank = studentLiveReducer(answered, {
      type: 'question-activated',
      question: next,
      activatedAt: '2026-11-21T10:01:00.000Z',
      serverNow: '2026-11-21T10:01:00.000Z',
      activationSeq: 2,
      receivedAt: Date.parse('2026-11-21T10:01:01.000Z'),
    });
    expect(blank).toMatchObject({ question: { id: 'q2', activatedAt: '2026-11-21T10:01:00.000Z', isActive: true }, response: null, feedback: null, clockOffsetMs: -1_000 });
    const again = studentLiveReducer(blank, {
      type: 'question-activated',
      question,
      activatedAt: '2026-11-21T10:02:00.000Z',
      serverNow: '2026-11-21T10:02:00.000Z',
      current: { question, response, feedback },
      activationSeq: 3,
      receivedAt: 0,
    });
    expect(again.response?.answer).toBe('1');
  });

  it('takes an answer (ack, answer-confirmed, answer-evaluated) only for the question on screen', () => {
    const state = run({ type: 'snapshot', snapshot: snapshot(), receivedAt: 0 });
    expect(studentLiveReducer(state, { type: 'answered', questionId: 'q9', response, feedback })).toBe(state);
    const scored = { ...response, concordanceScore: 80, aiFeedback: 'Bien.' };
    expect(studentLiveReducer(state, { type: 'answered', questionId: 'q1', response: scored, feedback }).response).toEqual(scored);
  });

  it('follows status, settings, participants and a closed question', () => {
    const state = run(
      { type: 'snapshot', snapshot: snapshot(), receivedAt: 0 },
      { type: 'status', status: 'paused' },
      { type: 'settings', isAutonomous: true, disableTimer: true },
      { type: 'participants', count: 7 },
      { type: 'question-deactivated', activationSeq: 2 },
    );
    expect(state.session).toMatchObject({ status: 'paused', isAutonomous: true, disableTimer: true, participantsCount: 7 });
    expect(state.question).toBeNull();
    expect(state.endedMessage).toBeNull();
  });

  it('never lets an older activation, deactivation or snapshot replace a newer one', () => {
    const q3 = toStudentQuestion(makeQuestion({ id: 'q3' }));
    const activated = (q: typeof next, activationSeq: number) =>
      ({ type: 'question-activated', question: q, activatedAt: null, serverNow: '2026-11-21T10:01:00.000Z', activationSeq, receivedAt: 0 }) as const;
    const state = run({ type: 'snapshot', snapshot: snapshot(), receivedAt: 0 }, activated(q3, 5), activated(next, 4));
    expect(state).toMatchObject({ question: { id: 'q3' }, activationSeq: 5 });
    expect(studentLiveReducer(state, { type: 'question-deactivated', activationSeq: 3 })).toBe(state);
    const reloaded = studentLiveReducer(state, { type: 'snapshot', snapshot: snapshot({ activationSeq: 4 }), receivedAt: 0 });
    expect(reloaded).toMatchObject({ question: { id: 'q3' }, activationSeq: 5 });
    // The same activation re-sent (a process correcting its broadcast, the teacher editing the
    // question on screen) keeps the answer on screen and shows the question as it now reads.
    const answered = studentLiveReducer(state, { type: 'answered', questionId: 'q3', response: { ...response, questionId: 'q3' }, feedback });
    const edited = studentLiveReducer(answered, activated({ ...q3, title: 'Corrigée' }, 5));
    expect(edited).toMatchObject({ question: { id: 'q3', title: 'Corrigée', isActive: true }, response: { answer: '1' }, activationSeq: 5 });
    expect(studentLiveReducer(state, activated(next, 6))).toMatchObject({ question: { id: 'q2' }, activationSeq: 6 });
  });

  it('marks the end with the teacher’s message, whether stopped live or found ended at (re)join', () => {
    const stopped = run({ type: 'snapshot', snapshot: snapshot(), receivedAt: 0 }, { type: 'stopped', message: "La session a été terminée par l'enseignant" });
    expect(stopped).toMatchObject({ session: { status: 'ended' }, endedMessage: "La session a été terminée par l'enseignant" });
    const found = run({ type: 'snapshot', snapshot: snapshot({ session: { ...snapshot().session, status: 'ended' } }), receivedAt: 0 });
    expect(found.endedMessage).toBe("La session a été terminée par l'enseignant");
    expect(run({ type: 'snapshot', snapshot: snapshot(), receivedAt: 0 }, { type: 'status', status: 'ended' }).endedMessage).toBe(
      "La session a été terminée par l'enseignant",
    );
  });

  it('names the questions that closed without an answer while the screen was away, and only those', () => {
    const first = { id: 'q0', title: 'Avant' };
    const away = { id: 'q2', title: 'Pendant la coupure' };
    // A fresh page only learns the list: nothing was missed from its point of view.
    const opened = run({ type: 'snapshot', snapshot: snapshot({ closedWithoutAnswer: [first] }), receivedAt: 0 });
    expect(opened.missedWhileAway).toEqual([]);
    // Back after a cut: q1 (on screen, unanswered) and q2 (asked and closed meanwhile) ended.
    const back = studentLiveReducer(opened, {
      type: 'snapshot',
      snapshot: snapshot({ current: null, activationSeq: 4, closedWithoutAnswer: [first, { id: 'q1', title: question.title }, away] }),
      receivedAt: 0,
    });
    expect(back.missedWhileAway).toEqual([{ id: 'q1', title: question.title }, away]);
    // The next question clears the notice.
    expect(studentLiveReducer(back, activate(toStudentQuestion(makeQuestion({ id: 'q3' })), 5)).missedWhileAway).toEqual([]);
  });

  it('never calls "missed" a question that closed unanswered while the screen was connected', () => {
    const opened = run({ type: 'snapshot', snapshot: snapshot({ closedWithoutAnswer: [] }), receivedAt: 0 });
    // The teacher moves on while the student watches without answering, then the network blinks.
    const movedOn = studentLiveReducer(opened, activate(next, 2));
    const closed = studentLiveReducer(movedOn, { type: 'question-deactivated', activationSeq: 3 });
    const back = studentLiveReducer(closed, {
      type: 'snapshot',
      snapshot: snapshot({ current: null, activationSeq: 3, closedWithoutAnswer: [{ id: 'q1', title: question.title }, { id: 'q2', title: 'Suivante' }] }),
      receivedAt: 0,
    });
    expect(back.missedWhileAway).toEqual([]);
  });

  it('brings the form back, saying why, when the teacher removed the option the student had chosen', () => {
    const answered = run(
      { type: 'snapshot', snapshot: snapshot(), receivedAt: 0 },
      { type: 'answered', questionId: 'q1', response, feedback },
    );
    // Another question's removal is not this screen's.
    expect(studentLiveReducer(answered, { type: 'answer-removed', questionId: 'q9', message: 'Retirée' })).toBe(answered);
    const removed = studentLiveReducer(answered, { type: 'answer-removed', questionId: 'q1', message: 'Retirée' });
    expect(removed).toMatchObject({ question: { id: 'q1' }, response: null, feedback: null, answerRemoved: 'Retirée' });
    // A reconnection on the same question, still unanswered, keeps the notice; the new answer ends it.
    expect(studentLiveReducer(removed, { type: 'snapshot', snapshot: snapshot(), receivedAt: 0 }).answerRemoved).toBe('Retirée');
    expect(studentLiveReducer(removed, { type: 'answered', questionId: 'q1', response, feedback }).answerRemoved).toBeNull();
    expect(studentLiveReducer(removed, activate(next, 2)).answerRemoved).toBeNull();
  });
});
