/**
 * What the student live page knows, rebuilt from each join snapshot and moved on by the
 * server's events (docs/product.md#student-live-page). Pure, so every transition is tested without a socket.
 */
import { acceptsActivation } from '@ciar/shared/activation';
import type { AnswerFeedback, SessionSnapshot, SessionStatusChange, StudentQuestionState } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import type { PublicSession, SessionStatus } from '@ciar/shared/session';
import type { StudentQuestion } from '@ciar/shared/student';
import { withPause } from '../../lib/pause-state';

export const SESSION_ENDED_MESSAGE = "La session a été terminée par l'enseignant";

export interface StudentLiveState {
  session: PublicSession | null;
  question: StudentQuestion | null;
  response: QuestionResponse | null;
  feedback: AnswerFeedback | null;
  /** serverNow − Date.now() at the last receipt of the server's clock, for the timer. */
  clockOffsetMs: number;
  /** Set once the session has ended: the message to show on the join page. */
  endedMessage: string | null;
  /** The activation number of the question on screen: an older one never replaces it. */
  activationSeq: number | null;
  /** Closed questions without this student's answer that this screen already knows of. */
  knownClosed: Array<{ id: string; title: string }>;
  /** Those that closed while this screen was disconnected, told once it is back. */
  missedWhileAway: Array<{ id: string; title: string }>;
  /** The teacher removed the option this student had chosen: why the form is back (decision 226). */
  answerRemoved: string | null;
}

export type StudentLiveAction =
  | { type: 'snapshot'; snapshot: SessionSnapshot; receivedAt: number }
  | {
      type: 'question-activated';
      question: StudentQuestion;
      activatedAt: string | null;
      serverNow: string;
      current?: StudentQuestionState;
      activationSeq: number;
      receivedAt: number;
    }
  | { type: 'answered'; questionId: string; response: QuestionResponse; feedback: AnswerFeedback }
  | { type: 'answer-removed'; questionId: string; message: string }
  | { type: 'question-deactivated'; activationSeq: number }
  | { type: 'status'; status: SessionStatus; change?: SessionStatusChange; receivedAt?: number }
  | { type: 'stopped'; message: string }
  | { type: 'settings'; isAutonomous: boolean; disableTimer: boolean }
  | { type: 'participants'; count: number };

export const initialStudentLiveState: StudentLiveState = {
  session: null,
  question: null,
  response: null,
  feedback: null,
  clockOffsetMs: 0,
  endedMessage: null,
  activationSeq: null,
  knownClosed: [],
  missedWhileAway: [],
  answerRemoved: null,
};

/**
 * The closed-without-answer list of a new snapshot against what the screen knew: on a re-join,
 * the new entries closed while it was away. The first snapshot (a fresh page) only learns.
 */
function missedSince(state: StudentLiveState, closed: Array<{ id: string; title: string }> | undefined) {
  if (!closed) return { knownClosed: state.knownClosed, missedWhileAway: state.missedWhileAway };
  if (!state.session) return { knownClosed: closed, missedWhileAway: [] };
  const known = new Set(state.knownClosed.map((q) => q.id));
  const missed = closed.filter((q) => !known.has(q.id));
  return { knownClosed: closed, missedWhileAway: missed.length > 0 ? missed : state.missedWhileAway };
}

/** The question leaving the screen while connected, unanswered, is known: never "missed" later. */
function leaving(state: StudentLiveState): Array<{ id: string; title: string }> {
  const { question } = state;
  if (!question || state.response || state.knownClosed.some((q) => q.id === question.id)) return state.knownClosed;
  return [...state.knownClosed, { id: question.id, title: question.title }];
}

function offset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

function withStatus(state: StudentLiveState, status: SessionStatus): StudentLiveState {
  if (!state.session) return state;
  return {
    ...state,
    session: { ...state.session, status },
    endedMessage: status === 'ended' ? (state.endedMessage ?? SESSION_ENDED_MESSAGE) : state.endedMessage,
  };
}

export function studentLiveReducer(state: StudentLiveState, action: StudentLiveAction): StudentLiveState {
  switch (action.type) {
    case 'snapshot': {
      const { session, current, serverNow, activationSeq } = action.snapshot;
      // A snapshot read before a change this screen already applied keeps that change's question.
      const fresh = acceptsActivation(state.activationSeq, activationSeq);
      return withStatus(
        {
          session,
          question: fresh ? (current?.question ?? null) : state.question,
          response: fresh ? (current?.response ?? null) : state.response,
          feedback: fresh ? (current?.feedback ?? null) : state.feedback,
          clockOffsetMs: offset(serverNow, action.receivedAt),
          endedMessage: state.endedMessage,
          activationSeq: fresh ? activationSeq : state.activationSeq,
          ...missedSince(state, action.snapshot.closedWithoutAnswer),
          // Back from a cut on the same question, still unanswered: why the form is back still holds.
          answerRemoved: !fresh || (current?.question.id === state.question?.id && !current?.response) ? state.answerRemoved : null,
        },
        session.status,
      );
    }
    case 'question-activated':
      if (!acceptsActivation(state.activationSeq, action.activationSeq)) return state;
      // The same activation re-sent (a process correcting its broadcast, or the teacher editing the
      // question on screen) keeps the answer shown and the countdown, and shows the question as
      // it now reads.
      if (state.activationSeq === action.activationSeq && state.question?.id === action.question.id) {
        const activatedAt = action.activatedAt ?? state.question.activatedAt;
        return { ...state, question: { ...state.question, ...action.question, activatedAt, isActive: true } };
      }
      // A new question starts blank; the server re-sends the student's own answer when they had one.
      return {
        ...state,
        question: { ...action.question, activatedAt: action.activatedAt, isActive: true },
        response: action.current?.response ?? null,
        feedback: action.current?.feedback ?? null,
        clockOffsetMs: offset(action.serverNow, action.receivedAt),
        activationSeq: action.activationSeq,
        knownClosed: leaving(state),
        missedWhileAway: [],
        answerRemoved: null,
      };
    case 'answered':
      if (state.question?.id !== action.questionId) return state;
      return { ...state, response: action.response, feedback: action.feedback, answerRemoved: null };
    case 'answer-removed':
      // The saved question no longer has the option: the form is back, saying why.
      if (state.question?.id !== action.questionId) return state;
      return { ...state, response: null, feedback: null, answerRemoved: action.message };
    case 'question-deactivated':
      if (!acceptsActivation(state.activationSeq, action.activationSeq)) return state;
      return {
        ...state,
        question: null,
        response: null,
        feedback: null,
        activationSeq: action.activationSeq,
        knownClosed: leaving(state),
        answerRemoved: null,
      };
    case 'status':
      return withStatus(withPause(state, action.change, action.receivedAt), action.status);
    case 'stopped':
      return withStatus({ ...state, endedMessage: action.message || SESSION_ENDED_MESSAGE }, 'ended');
    case 'settings':
      if (!state.session) return state;
      return { ...state, session: { ...state.session, isAutonomous: action.isAutonomous, disableTimer: action.disableTimer } };
    case 'participants':
      if (!state.session) return state;
      return { ...state, session: { ...state.session, participantsCount: action.count } };
  }
}
