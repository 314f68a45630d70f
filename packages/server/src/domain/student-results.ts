/**
 * What one student sees of a session outside the live page: the self-paced quiz's questions
 * and their own results (docs/product.md#self-paced-quiz-page, "Student personal statistics view").
 * A question's correct answer, explanations and model answer reach a student only once they
 * answered it or the session ended. Each view costs the same few queries whatever the number
 * of questions.
 */
import type { AnswerFeedback } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import { quizScore } from '@ciar/shared/quiz-score';
import type { QuestionResponse } from '@ciar/shared/response';
import { toStudentQuestion } from '@ciar/shared/student';
import { quizAvailability, type QuizResponse, type StudentResultsResponse } from '@ciar/shared/student-results';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toQuestion, toResponse } from '../storage/mappers';
import { participants, questions, responses } from '../storage/schema';
import { AppError } from './app-error';
import { answerFeedback } from './answer-feedback';
import { publicSession } from './live-state';

/** Who reads the results: the student themself, or the session's teacher (who knows every answer). */
export type ResultsReader = 'student' | 'teacher';

function sessionQuestions(db: Db, sessionId: string) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.sessionId, sessionId))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

/** The feedback of an answer, or for an unanswered question the solution alone. */
function revealedFeedback(question: Question, response: QuestionResponse | null): AnswerFeedback {
  if (response) return answerFeedback(question, response);
  const correct = question.options.find((o) => o.id === question.correctAnswer);
  return {
    isCorrect: null,
    correctAnswer: question.correctAnswer,
    explication: null,
    correctExplication: correct?.explication || null,
    proposition: question.type === 'open_ended' ? question.proposition : null,
  };
}

/**
 * The self-paced quiz: the session and, while the quiz is open, its questions in order with
 * nothing secret. Closed, it lists none: a supervised session's questions are the teacher's
 * to reveal one at a time.
 */
export async function quizView(db: Db, sessionId: string): Promise<Omit<QuizResponse, 'success'>> {
  const session = await publicSession(db, sessionId);
  if (quizAvailability(session) !== 'open') return { session, questions: [] };
  const rows = await sessionQuestions(db, sessionId);
  return { session, questions: rows.map((row) => toStudentQuestion(toQuestion(row))) };
}

/** A participant's name, for a teacher asking about one of their session's students. */
export async function requireParticipant(db: Db, sessionId: string, studentId: string): Promise<{ studentId: string; studentName: string }> {
  const [row] = await db
    .select({ studentName: participants.studentName })
    .from(participants)
    .where(and(eq(participants.sessionId, sessionId), eq(participants.studentId, studentId)));
  if (!row) throw new AppError('student-not-found');
  return { studentId, studentName: row.studentName };
}

/** Every question of the session with the student's answer, what they may learn of it, and their score. */
export async function studentResults(
  db: Db,
  sessionId: string,
  student: { studentId: string; studentName: string },
  reader: ResultsReader,
): Promise<Omit<StudentResultsResponse, 'success'>> {
  const [session, questionRows, responseRows] = await Promise.all([
    publicSession(db, sessionId),
    sessionQuestions(db, sessionId),
    db
      .select()
      .from(responses)
      .where(and(eq(responses.sessionId, sessionId), eq(responses.studentId, student.studentId))),
  ]);
  const own = new Map(responseRows.map((row) => [row.questionId, toResponse(row)]));
  const ended = session.status === 'ended';
  const list = questionRows.map(toQuestion);
  const results = list.map((question) => {
    const response = own.get(question.id) ?? null;
    const revealed = reader === 'teacher' || response !== null || ended;
    return {
      question: toStudentQuestion(question),
      response,
      feedback: revealed ? revealedFeedback(question, response) : null,
    };
  });
  return { session, student, results, score: quizScore(list, own.values()) };
}
