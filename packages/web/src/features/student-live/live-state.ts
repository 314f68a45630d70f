/**
 * What the student live page knows, rebuilt from each join snapshot and moved on by the
 * server's events (spec §4 "Student live"). Pure, so every transition is tested without a socket.
 */
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
}

export type StudentLiveAction =
  | { type: 'snapshot'; snapshot: SessionSnapshot; receivedAt: number }
  | {
      type: 'question-activated';
      question: StudentQuestion;
      activatedAt: string | null;
      serverNow: string;
      current?: StudentQuestionState;
      receivedAt: number;
    }
  | { type: 'answered'; questionId: string; response: QuestionResponse; feedback: AnswerFeedback }
  | { type: 'question-deactivated' }
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
};

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
      const { session, current, serverNow } = action.snapshot;
      return withStatus(
        {
          session,
          question: current?.question ?? null,
          response: current?.response ?? null,
          feedback: current?.feedback ?? null,
          clockOffsetMs: offset(serverNow, action.receivedAt),
          endedMessage: state.endedMessage,
        },
        session.status,
      );
    }
    case 'question-activated':
      // A new question starts blank; the server re-sends the student's own answer when they had one.
      return {
        ...state,
        question: { ...action.question, activatedAt: action.activatedAt, isActive: true },
        response: action.current?.response ?? null,
        feedback: action.current?.feedback ?? null,
        clockOffsetMs: offset(action.serverNow, action.receivedAt),
      };
    case 'answered':
      if (state.question?.id !== action.questionId) return state;
      return { ...state, response: action.response, feedback: action.feedback };
    case 'question-deactivated':
      return { ...state, question: null, response: null, feedback: null };
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
