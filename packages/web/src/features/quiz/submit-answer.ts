import type { AnswerFeedback } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import { STUDENT_TOKEN_HEADER, type StudentRecord } from '@ciar/shared/student';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { UNTIL_THE_NETWORK_ANSWERS } from '../../lib/network-wait';

export interface SubmittedAnswer {
  success: true;
  message: string;
  response: QuestionResponse;
  feedback: AnswerFeedback;
}

/** POST /questions/{id}/respond: stored before it is acknowledged, once per question. */
export function submitAnswer({ record, questionId, answer }: { record: StudentRecord; questionId: string; answer: string }) {
  return apiRequest<SubmittedAnswer>('POST', `/questions/${encodeURIComponent(questionId)}/respond`, {
    body: { studentId: record.id, studentName: record.name, answer },
    headers: { [STUDENT_TOKEN_HEADER]: record.token },
  });
}

/**
 * An answer the network did not carry is sent again until it gets through (lib/network-wait):
 * the automatic answer of a time that ran out included, which no one would press again. The
 * server stores one answer per question, so a resend whose first copy did arrive comes back as
 * already answered.
 */
export function useSubmitAnswer() {
  return useMutation({ mutationFn: submitAnswer, ...UNTIL_THE_NETWORK_ANSWERS });
}
