/**
 * What a student is told about their answer, once they have answered: correctness, the
 * explanations, the correct answer and, for an open question, the model answer. Built only
 * for a stored response, so nothing is revealed before answering.
 */
import { isResponseCorrect } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';

export function answerFeedback(question: Question, response: QuestionResponse): AnswerFeedback {
  const chosen = question.options.find((o) => o.id === response.answer);
  const correct = question.options.find((o) => o.id === question.correctAnswer);
  return {
    isCorrect: isResponseCorrect(question, response),
    correctAnswer: question.correctAnswer,
    explication: chosen?.explication || null,
    correctExplication: correct?.explication || null,
    proposition: question.type === 'open_ended' ? question.proposition : null,
  };
}
