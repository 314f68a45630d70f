/**
 * The student side of the REST API (docs/api.md#students): joining with a code and a name, answering a
 * question; and the teacher's view of a question's answers: the list, who has not answered
 * yet, the word cloud. Answers take the same domain path as the socket event `submit-answer`.
 */
import { sentAnswer, sentStudentName } from '@ciar/shared/events';
import { ARRIVAL_WINDOW_MS } from '@ciar/shared/constants';
import { STUDENT_TOKEN_HEADER, type JoinSessionResponse } from '@ciar/shared/student';
import { joinSessionBody } from '@ciar/shared/student-schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Answers } from '../domain/answers';
import { AppError } from '../domain/app-error';
import { isUuid, requireOwnedQuestion } from '../domain/ownership';
import { missingAnswers } from '../domain/missing-answers';
import { authenticateStudent, type JoinResult } from '../domain/participants';
import { isOpenSessionCode } from '../domain/sessions';
import { parseInput } from '../domain/validate';
import { questionWordCloud } from '../domain/word-cloud';
import type { LiveEvents } from '../realtime/live-events';
import { spentOnFailure, type Budget } from '../rate-limits';
import type { Db } from '../storage/db';
import { toResponse } from '../storage/mappers';
import { questions, responses, sessions } from '../storage/schema';
import { createJoinWithProof } from './rejoin-routes';
import { requireTeacher } from './teacher-session';

const idParams = z.object({ id: z.string().max(100) });

const respondBody = z.strictObject({
  studentId: z.string({ error: 'Identifiant manquant' }).min(1).max(200),
  studentName: sentStudentName.optional(),
  answer: sentAnswer,
});

export interface AnswerRoutesOptions {
  db: Db;
  answers: Answers;
  live: LiveEvents;
  /** Unknown session codes per client address and minute (JOIN_RATE_LIMIT). */
  codeMisses: Budget;
  /** New names per session (rate-limits.ts). */
  arrivals: Budget;
  /** Wrong personal rejoin codes (decision 105). */
  rejoinCodes: Budget;
}

export function studentToken(request: FastifyRequest): string | undefined {
  const value = request.headers[STUDENT_TOKEN_HEADER];
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
}

export async function answerRoutes(app: FastifyInstance, options: AnswerRoutesOptions) {
  const { db, answers, live } = options;
  const joinWithProof = createJoinWithProof({ db, live, rejoinCodes: options.rejoinCodes });

  const { codeMisses, arrivals } = options;
  /**
   * POST /sessions/join. Guessing codes is bounded per address, but a join that is no guess
   * (a real code, or this device's own token) is never refused for what other clients of the
   * same address did: a whole school shares one (decision 262). New names are paced per
   * session instead, and the teacher told when the pace turns some away.
   */
  app.post('/sessions/join', async (request): Promise<JoinSessionResponse> => {
    const body = parseInput(joinSessionBody, request.body);
    const isNewName = body.token === undefined && body.rejoinCode === undefined && body.rejoinRequest === undefined;
    const joined = await spentOnFailure(
      codeMisses,
      request.ip,
      'session-not-found',
      () => (isNewName ? pacedArrival(body.code, () => joinWithProof(request, body)) : joinWithProof(request, body)),
      () => isOpenSessionCode(db, body.code),
    );
    if (joined.isNew) {
      live.participantJoined(joined.session.id, { studentId: joined.student.id, studentName: joined.student.name }, joined.participantsCount);
    }
    return { success: true, session: joined.session, student: joined.student };
  });

  /** Runs a new name's join within its session's pace; only a name that joined keeps its place. */
  async function pacedArrival(code: string, join: () => Promise<JoinResult>): Promise<JoinResult> {
    if (!(await arrivals.spend(code))) {
      await arrivals.refund(code);
      await tellTeacherOfFlood(code);
      throw new AppError('arrivals-paced');
    }
    try {
      const joined = await join();
      if (!joined.isNew) await arrivals.refund(code);
      return joined;
    } catch (error) {
      await arrivals.refund(code);
      throw error;
    }
  }

  /** At most once per pace window per session: a flood of refusals sends the teacher one notice. */
  const floodNotices = new Map<string, number>();
  async function tellTeacherOfFlood(code: string) {
    const now = Date.now();
    if ((floodNotices.get(code) ?? 0) > now) return;
    floodNotices.set(code, now + ARRIVAL_WINDOW_MS);
    for (const [key, until] of floodNotices) if (until <= now) floodNotices.delete(key);
    const [row] = await db
      .select({ id: sessions.id, locked: sessions.arrivalsLocked, maxParticipants: sessions.maxParticipants })
      .from(sessions)
      .where(eq(sessions.code, code));
    if (row) live.arrivalsChanged(row.id, { locked: row.locked, maxParticipants: row.maxParticipants }, true);
  }

  app.post('/questions/:id/respond', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(respondBody, request.body);
    if (!isUuid(id)) throw new AppError('question-not-found');
    const [question] = await db.select({ sessionId: questions.sessionId }).from(questions).where(eq(questions.id, id));
    if (!question) throw new AppError('question-not-found');
    const student = await authenticateStudent(db, question.sessionId, body.studentId, studentToken(request));
    const result = await answers.submit({
      sessionId: question.sessionId,
      studentId: student.studentId,
      studentName: student.studentName,
      questionId: id,
      answer: body.answer,
    });
    // A resend of the stored answer created nothing: 200 with that answer (decision 102).
    return reply.status(result.replayed ? 200 : 201).send({
      success: true,
      message: 'Réponse enregistrée',
      response: result.response,
      feedback: result.feedback,
    });
  });

  app.get('/questions/:id/responses', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { question } = await requireOwnedQuestion(db, teacherId, id);
    const rows = await db.select().from(responses).where(eq(responses.questionId, question.id)).orderBy(responses.timestamp);
    return { success: true, responses: rows.map(toResponse) };
  });

  // Who still has to answer, for the teacher deciding whether to wait.
  app.get('/questions/:id/missing', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { question } = await requireOwnedQuestion(db, teacherId, id);
    return missingAnswers(db, question.sessionId, question.id);
  });

  // The word cloud of an open question: the teacher's, names never included.
  app.get('/questions/:id/words', async (request) => {
    const teacherId = await requireTeacher(db, request);
    const { id } = parseInput(idParams, request.params);
    const { question } = await requireOwnedQuestion(db, teacherId, id);
    if (question.type !== 'open_ended') return { success: true, words: [], answersCount: 0 };
    return { success: true, ...(await questionWordCloud(db, question.id)) };
  });
}
