/** Which controls the live screen offers (docs/product.md#live-screen). */
import { isLastQuestion, nextQuestion } from '@ciar/shared/next-question';
import type { SessionStatus } from '@ciar/shared/session';

export interface LiveControls {
  start: boolean;
  /** 'Question suivante': the question it opens, or why there is none. */
  next: { enabled: boolean; questionId: string | null; message: string | null };
  pause: boolean;
  resume: boolean;
  stop: boolean;
}

export function liveControls(
  status: SessionStatus,
  questions: ReadonlyArray<{ id: string }>,
  activeQuestionId: string | null,
): LiveControls {
  const ordered = questions.map((q) => ({ id: q.id, isActive: q.id === activeQuestionId }));
  const next = nextQuestion(ordered);
  // Pause and stop only once the last question is on screen, while the session runs.
  const atEnd = status === 'active' && isLastQuestion(ordered);
  return {
    start: status === 'created',
    next: {
      enabled: status === 'active' && next.ok,
      questionId: next.ok ? next.questionId : null,
      message: next.ok ? null : next.message,
    },
    pause: atEnd,
    // A session paused from the management screen must be resumable from here too.
    resume: status === 'paused',
    stop: atEnd,
  };
}
