import { submitRefusal, validateAnswer } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import type { SessionStatus } from '@ciar/shared/session';
import type { StudentQuestion } from '@ciar/shared/student';
import { WAITING_FOR_NETWORK } from '../../lib/network-wait';
import { emitWithAck } from '../../lib/socket';

export const SUBMIT_FAILED = 'Erreur lors de la soumission de la réponse';

/** Outcomes that say nothing about the answer: it is kept and sent again once re-joined. */
const UNKNOWN_OUTCOMES = new Set(['timeout', 'not-joined', 'socket-not-initialised']);

export type SubmitResult =
  | { ok: true; response: QuestionResponse; feedback: AnswerFeedback }
  | { ok: false; message: string; pending?: false }
  | { ok: false; message: string; pending: true };

export interface SubmitInput {
  question: StudentQuestion;
  status: SessionStatus;
  studentId: string;
  studentName: string;
  answer: string;
  /** When the student gave it (server clock, ISO): the server judges a late arrival by it. */
  answeredAt: string;
}

/**
 * The socket event submit-answer (docs/product.md#answers). The shared rules refuse
 * what the server would refuse, with the same words, before anything is sent; the server's
 * own French refusal is shown otherwise. When the outcome is unknown (no connection, no
 * acknowledgement) the result is `pending`: the caller keeps the answer and sends it again
 * once re-joined, and the server answers that resend with the stored answer if the first
 * one did arrive.
 */
export async function submitLiveAnswer({ question, status, studentId, studentName, answer, answeredAt }: SubmitInput): Promise<SubmitResult> {
  const refusal = submitRefusal(status);
  if (refusal) return { ok: false, message: refusal };
  const checked = validateAnswer(question, answer);
  if (!checked.ok) return { ok: false, message: checked.message };
  return sendAnswer({ questionId: question.id, studentId, studentName, answer: checked.answer, answeredAt });
}

/** Sends an answer already checked (or kept from before a reload); see submitLiveAnswer. */
export async function sendAnswer(payload: { questionId: string; studentId: string; studentName: string; answer: string; answeredAt: string }): Promise<SubmitResult> {
  const ack = await emitWithAck('submit-answer', payload);
  if (ack.ok) return { ok: true, ...ack.data };
  if (UNKNOWN_OUTCOMES.has(ack.code)) return { ok: false, message: WAITING_FOR_NETWORK, pending: true };
  return { ok: false, message: ack.error || SUBMIT_FAILED };
}
