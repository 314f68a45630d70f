import { submitRefusal, validateAnswer } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import type { SessionStatus } from '@ciar/shared/session';
import type { StudentQuestion } from '@ciar/shared/student';
import { emitWithAck } from '../../lib/socket';

export const SUBMIT_FAILED = 'Erreur lors de la soumission de la réponse';

export type SubmitResult =
  | { ok: true; response: QuestionResponse; feedback: AnswerFeedback }
  | { ok: false; message: string };

export interface SubmitInput {
  question: StudentQuestion;
  status: SessionStatus;
  studentId: string;
  studentName: string;
  answer: string;
}

/**
 * The socket event submit-answer (spec §5 "Live answer submit"). The shared rules refuse
 * what the server would refuse, with the same words, before anything is sent; the server's
 * own French refusal is shown otherwise, and the spec's fallback when it did not answer.
 */
export async function submitLiveAnswer({ question, status, studentId, studentName, answer }: SubmitInput): Promise<SubmitResult> {
  const refusal = submitRefusal(status);
  if (refusal) return { ok: false, message: refusal };
  const checked = validateAnswer(question, answer);
  if (!checked.ok) return { ok: false, message: checked.message };

  const ack = await emitWithAck('submit-answer', { questionId: question.id, studentId, studentName, answer: checked.answer });
  if (ack.ok) return { ok: true, ...ack.data };
  const serverSaid = ack.code !== 'timeout' && ack.code !== 'socket-not-initialised' && ack.error;
  return { ok: false, message: serverSaid || SUBMIT_FAILED };
}
