/**
 * A pause or a resume as a live screen's timer needs it (decision 100): when the pause began,
 * and the open question's paused time once resumed, with the server's clock that came along.
 * One rule for the student's and the teacher's live state.
 */
import type { SessionStatusChange } from '@ciar/shared/events';
import type { PublicSession } from '@ciar/shared/session';

interface PausableState {
  session: PublicSession | null;
  question: { id: string; pausedMs?: number } | null;
  clockOffsetMs: number;
}

export function withPause<S extends PausableState>(state: S, change: SessionStatusChange | undefined, receivedAt: number | undefined): S {
  if (!change || !state.session || change.pausedAt === undefined) return state;
  const open = change.openQuestion;
  const server = change.serverNow ? Date.parse(change.serverNow) : Number.NaN;
  return {
    ...state,
    session: { ...state.session, pausedAt: change.pausedAt },
    question:
      state.question && open && open.questionId === state.question.id ? { ...state.question, pausedMs: open.pausedMs } : state.question,
    clockOffsetMs: Number.isNaN(server) || receivedAt === undefined ? state.clockOffsetMs : server - receivedAt,
  };
}
