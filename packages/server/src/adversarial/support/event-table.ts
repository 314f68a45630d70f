/**
 * Who may send each socket event, like route-table.ts for HTTP. The event list is read from
 * a real server-side socket (the handlers it registered), so an event added later is a
 * teacher event until it is named here.
 */
import type { Classroom } from './world';

/** socket.io's own listeners on every socket (a no-op 'error' listener that prevents crashes). */
export const LIBRARY_EVENTS = ['error'];

/** Events anyone connected may send. */
export const PUBLIC_EVENTS: Record<string, string> = {
  'join-session': 'students join with their token; the teacher role is checked like a teacher event',
  'leave-session': 'leaves only the caller’s own rooms',
};

/** Events of a student who joined with their token. */
export const STUDENT_EVENTS: Record<string, string> = {
  'submit-answer': 'answers as the student this socket joined as',
  submitAnswer: 'the original protocol’s other name for submit-answer (docs/product.md#real-time-protocol)',
};

export function isTeacherEvent(event: string): boolean {
  return !LIBRARY_EVENTS.includes(event) && !(event in PUBLIC_EVENTS) && !(event in STUDENT_EVENTS);
}

/** A payload the event accepts, so that a refusal comes from who sends it. */
export function validPayload(event: string, target: Classroom): unknown {
  switch (event) {
    case 'activate-question':
      return { sessionId: target.sessionId, questionId: target.choiceQuestionId };
    case 'join-session':
      return { sessionCode: target.sessionCode, userType: 'teacher', userId: 'prof', userName: 'Prof' };
    default:
      return { sessionId: target.sessionId };
  }
}
