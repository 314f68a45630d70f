/**
 * What the teacher's live screen knows, rebuilt from each join snapshot and moved on by the
 * server's events. Statistics arrive as pushed aggregates (answer-submitted), never by
 * reloading every response.
 */
import { acceptsActivation } from '@ciar/shared/activation';
import type { LiveQuestionStats, SessionSnapshot, SessionStatusChange } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import type { PublicSession, SessionStatus } from '@ciar/shared/session';
import { withPause } from '../../lib/pause-state';

export interface TeacherLiveState {
  session: PublicSession | null;
  /** The active question in full (teachers see the answers); null when none is open. */
  question: Question | null;
  stats: LiveQuestionStats | null;
  /** serverNow − Date.now() at the last receipt of the server's clock, for the timer. */
  clockOffsetMs: number;
  /** The activation number of the question on screen: an older one never replaces it. */
  activationSeq: number | null;
}

export type TeacherLiveAction =
  | { type: 'snapshot'; snapshot: SessionSnapshot; receivedAt: number }
  | {
      type: 'question-activated';
      question: Question;
      activatedAt: string | null;
      serverNow: string;
      activationSeq: number;
      receivedAt: number;
      /** The counts as a save of the question on screen left them (decision 226). */
      stats?: LiveQuestionStats | undefined;
    }
  | { type: 'question-deactivated'; activationSeq: number }
  | { type: 'stats'; stats: LiveQuestionStats }
  | { type: 'status'; status: SessionStatus; change?: SessionStatusChange; receivedAt?: number }
  | { type: 'settings'; isAutonomous: boolean; disableTimer: boolean }
  | { type: 'participants'; count: number };

export const initialTeacherLiveState: TeacherLiveState = { session: null, question: null, stats: null, clockOffsetMs: 0, activationSeq: null };

function offset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Statistics only ever describe the question on screen. */
function statsFor(stats: LiveQuestionStats | null, question: Question | null): LiveQuestionStats | null {
  return stats && question && stats.questionId === question.id ? stats : null;
}

export function teacherLiveReducer(state: TeacherLiveState, action: TeacherLiveAction): TeacherLiveState {
  switch (action.type) {
    case 'snapshot': {
      // A snapshot read before a change this screen already applied keeps that change's question.
      const fresh = acceptsActivation(state.activationSeq, action.snapshot.activationSeq);
      const question = fresh ? ((action.snapshot.current?.question as Question | undefined) ?? null) : state.question;
      return {
        session: action.snapshot.session,
        question,
        // The server pushes the current counts right before acknowledging the join: keep them.
        stats: statsFor(state.stats, question),
        clockOffsetMs: offset(action.snapshot.serverNow, action.receivedAt),
        activationSeq: fresh ? action.snapshot.activationSeq : state.activationSeq,
      };
    }
    case 'question-activated': {
      if (!acceptsActivation(state.activationSeq, action.activationSeq)) return state;
      const question = { ...action.question, activatedAt: action.activatedAt, isActive: true };
      return {
        ...state,
        question,
        // Options removed or moved by a save come with their counts: bars and count change together.
        stats: statsFor(action.stats ?? state.stats, question),
        clockOffsetMs: offset(action.serverNow, action.receivedAt),
        activationSeq: action.activationSeq,
      };
    }
    case 'question-deactivated':
      if (!acceptsActivation(state.activationSeq, action.activationSeq)) return state;
      return { ...state, question: null, stats: null, activationSeq: action.activationSeq };
    case 'stats':
      // Counts of a question no longer on screen (or not yet known) are kept only if it is this one.
      if (state.question && action.stats.questionId !== state.question.id) return state;
      return {
        ...state,
        stats: action.stats,
        session: state.session ? { ...state.session, participantsCount: action.stats.participantsCount } : null,
      };
    case 'status': {
      const paused = withPause(state, action.change, action.receivedAt);
      return paused.session ? { ...paused, session: { ...paused.session, status: action.status } } : paused;
    }
    case 'settings':
      return state.session
        ? { ...state, session: { ...state.session, isAutonomous: action.isAutonomous, disableTimer: action.disableTimer } }
        : state;
    case 'participants':
      return state.session ? { ...state, session: { ...state.session, participantsCount: action.count } } : state;
  }
}
