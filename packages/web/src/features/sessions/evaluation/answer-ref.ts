/** One student's answer to one question: the pair the evaluation routes name it by (decision 070). */
export interface AnswerRef {
  questionId: string;
  studentId: string;
}

export function answerPath({ questionId, studentId }: AnswerRef): string {
  return `${encodeURIComponent(questionId)}/${encodeURIComponent(studentId)}`;
}
