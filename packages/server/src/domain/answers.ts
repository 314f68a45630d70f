/**
 * Answering a question (spec §4 student live, §5 live answer submit), one path for the
 * socket event and the REST call: the session must take answers, the question must be open
 * to this student, the answer must fit the question, and it is stored once. The caller
 * acknowledges only after this resolves, i.e. after the commit.
 */
import { submitRefusal, validateAnswer } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { acceptsAnswerAt } from '@ciar/shared/timer';
import { eq } from 'drizzle-orm';
import type { AnswerWriter } from '../storage/answer-writer';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { isUuid } from './ownership';

export interface SubmitAnswerInput {
  sessionId: string;
  studentId: string;
  studentName: string;
  questionId: string;
  answer: unknown;
}

export interface SubmittedAnswer {
  question: Question;
  response: QuestionResponse;
  feedback: AnswerFeedback;
}

export async function submitAnswer(
  db: Db,
  writer: AnswerWriter,
  input: SubmitAnswerInput,
  now: number = Date.now(),
): Promise<SubmittedAnswer> {
  if (!isUuid(input.questionId)) throw new AppError('question-not-found');
  const [row] = await db
    .select({
      question: questions,
      status: sessions.status,
      isAutonomous: sessions.isAutonomous,
      disableTimer: sessions.disableTimer,
    })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(eq(questions.id, input.questionId));
  // A question of another session is, for this student, a question that does not exist.
  if (!row || row.question.sessionId !== input.sessionId) throw new AppError('question-not-found');

  const refusal = submitRefusal(row.status);
  if (refusal) throw new AppError('answer-refused', refusal);

  const question = toQuestion(row.question);
  // Supervised: only the question the teacher activated, within its time (plus a grace for
  // the network). Autonomous: every question of the session, each student at their own pace.
  if (!row.isAutonomous) {
    if (!question.isActive) throw new AppError('question-not-open');
    if (!acceptsAnswerAt({ ...question, timerDisabled: row.disableTimer }, now)) throw new AppError('time-up');
  }

  const checked = validateAnswer(question, input.answer);
  if (!checked.ok) throw new AppError('invalid-answer', checked.message);

  const stored = await writer.write({
    questionId: question.id,
    sessionId: input.sessionId,
    studentId: input.studentId,
    studentName: input.studentName,
    answer: checked.answer,
  });
  if (!stored) throw new AppError('already-answered');
  const response = toResponse(stored);
  return { question, response, feedback: answerFeedback(question, response) };
}
