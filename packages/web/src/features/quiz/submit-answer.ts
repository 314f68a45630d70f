import type { AnswerFeedback } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import { STUDENT_TOKEN_HEADER, type StudentRecord } from '@ciar/shared/student';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

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

export function useSubmitAnswer() {
  return useMutation({ mutationFn: submitAnswer });
}
