/**
 * Answering a question (docs/product.md#answers), one path for the
 * socket event and the REST call: the answer must fit the question, the session must take
 * answers and the question must be open to this student, and it is stored once. The caller
 * acknowledges only after `submit` resolves, i.e. after the commit.
 *
 * At scale every answer of a class arrives within a second, so the path does no query of its
 * own: the question (for validation and feedback) comes from a short-lived cache, and whether
 * the session and question take the answer is judged by the INSERT itself (answer-writer.ts).
 * Only a refused answer costs a query, to tell the student why.
 */
import { isAutoSubmitted, submitRefusal, validateAnswer } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import { isChoiceType, type Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { acceptsAnswerAt, answerTime } from '@ciar/shared/timer';
import { and, eq } from 'drizzle-orm';
import type { AnswerWriter } from '../storage/answer-writer';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { isUuid } from './ownership';

export interface SubmitAnswerInput {
  sessionId: string;
  studentId: string;
  studentName: string;
  questionId: string;
  answer: unknown;
  /** When the client says it was given (server clock, ISO), for an answer kept while offline. */
  answeredAt?: string | undefined;
  /**
   * The socket whose acknowledgement carries the stored answer: the student's other tabs and
   * devices are told, not this one a second time.
   */
  acknowledgedTo?: string | undefined;
}

export interface SubmittedAnswer {
  sessionId: string;
  question: Question;
  response: QuestionResponse;
  feedback: AnswerFeedback;
  /** A resend of the answer already stored (decision 102): nothing new was written. */
  replayed?: boolean;
  /** See SubmitAnswerInput.acknowledgedTo. */
  acknowledgedTo?: string | undefined;
}

export interface Answers {
  submit(input: SubmitAnswerInput): Promise<SubmittedAnswer>;
}

export interface AnswersOptions {
  /** Told of every stored answer (live statistics, the student's other tabs, evaluation). */
  onStored?: (answer: SubmittedAnswer) => void;
  /**
   * How long a question's text and options are reused without reading them again. A teacher
   * editing an open question sees the new options validated within this delay.
   */
  questionTtlMs?: number;
}

/** The text of the option a choice answer names; null for other answers, which name none. */
function optionText(question: Question, answer: string): string | null {
  if (!isChoiceType(question.type) || isAutoSubmitted(answer)) return null;
  return question.options[Number(answer)]?.text ?? null;
}

/** Whether the answer names the same option in both versions of the question. */
function sameOption(before: Question, after: Question, input: unknown): boolean {
  const checked = validateAnswer(before, input);
  if (!checked.ok) return true;
  const named = optionText(before, checked.answer);
  return named === null || (isChoiceType(after.type) && optionText(after, checked.answer) === named);
}

export function createAnswers(db: Db, writer: AnswerWriter, { onStored, questionTtlMs = 2_000 }: AnswersOptions = {}): Answers {
  const cache = new Map<string, { question: Question; until: number }>();

  async function loadQuestion(questionId: string): Promise<Question | null> {
    const now = Date.now();
    const hit = cache.get(questionId);
    if (hit && hit.until > now) return hit.question;
    const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
    if (!row) {
      cache.delete(questionId);
      return null;
    }
    const question = toQuestion(row);
    // Bounded: questions of past sessions fall out as the map is rebuilt from live ones.
    if (cache.size > 10_000) cache.clear();
    cache.set(questionId, { question, until: now + questionTtlMs });
    return question;
  }

  /** Why the INSERT took nothing, read fresh from the database, with the spec's messages. */
  async function refusal(input: SubmitAnswerInput, cached: Question): Promise<AppError> {
    const [row] = await db
      .select({ question: questions, status: sessions.status, isAutonomous: sessions.isAutonomous, disableTimer: sessions.disableTimer })
      .from(questions)
      .innerJoin(sessions, eq(sessions.id, questions.sessionId))
      .where(eq(questions.id, input.questionId));
    if (!row || row.question.sessionId !== input.sessionId) return new AppError('question-not-found');
    const status = submitRefusal(row.status);
    if (status) return new AppError('answer-refused', status);
    const question = toQuestion(row.question);
    if (!sameOption(cached, question, input.answer)) {
      // Saved since this process last read it: the next answer is checked against the saved one.
      cache.delete(question.id);
      return new AppError('options-changed');
    }
    if (!row.isAutonomous && !question.isActive) return new AppError('question-not-open');
    if (!row.isAutonomous && !acceptsAnswerAt({ ...question, timerDisabled: row.disableTimer }, answerTime(input.answeredAt, Date.now()))) {
      return new AppError('time-up');
    }
    // Open again by now (resumed, reactivated): the student may simply send it again.
    return new AppError('question-not-open');
  }

  /**
   * The student's stored answer to the question, when nothing was written. Submitting is
   * idempotent per (student, question): a resend of the same answer, by any path (socket, REST,
   * a spec client without `answeredAt`), is the same submission whose outcome the client never
   * learnt (decision 102), and gets the stored answer back. A different answer is a second one,
   * refused.
   */
  async function storedAnswer(input: SubmitAnswerInput) {
    const [existing] = await db
      .select()
      .from(responses)
      .where(and(eq(responses.questionId, input.questionId), eq(responses.studentId, input.studentId)));
    return existing ?? null;
  }

  return {
    async submit(input) {
      if (!isUuid(input.questionId)) throw new AppError('question-not-found');
      const question = await loadQuestion(input.questionId);
      // A question of another session is, for this student, a question that does not exist.
      if (!question || question.sessionId !== input.sessionId) throw new AppError('question-not-found');

      const checked = validateAnswer(question, input.answer);
      if (!checked.ok) throw new AppError('invalid-answer', checked.message);

      const stored = await writer.write({
        questionId: question.id,
        sessionId: input.sessionId,
        studentId: input.studentId,
        studentName: input.studentName,
        answer: checked.answer,
        answeredAt: input.answeredAt ?? null,
        optionText: optionText(question, checked.answer),
      });
      if (!stored) {
        const existing = await storedAnswer(input);
        if (existing?.answer === checked.answer) {
          const response = toResponse(existing);
          return { sessionId: input.sessionId, question, response, feedback: answerFeedback(question, response), replayed: true };
        }
        if (existing) throw new AppError('already-answered');
        throw await refusal(input, question);
      }
      const response = toResponse(stored);
      const feedback = answerFeedback(question, response);
      onStored?.({ sessionId: input.sessionId, question, response, feedback, acknowledgedTo: input.acknowledgedTo });
      return { sessionId: input.sessionId, question, response, feedback };
    },
  };
}
