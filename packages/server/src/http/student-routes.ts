/**
 * A student's own views (GET /api/sessions/{id}/student/{studentId}/responses in docs/api.md#students, and the
 * self-paced quiz's question list). A student proves who they are with the token from
 * POST /sessions/join in the x-student-token header; the session's teacher may read any of
 * their students' results with their login cookie. Nobody else learns anything: a wrong or
 * missing token is the same 401 whether or not the student exists, and another teacher gets
 * the 404 of a session that is not theirs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { AppError } from '../domain/app-error';
import { isUuid, requireOwnedSession } from '../domain/ownership';
import { authenticateStudent } from '../domain/participants';
import { quizView, requireParticipant, studentResults, type ResultsReader } from '../domain/student-results';
import { parseInput } from '../domain/validate';
import type { Db } from '../storage/db';
import { studentToken } from './answer-routes';
import { requireTeacher, sessionToken } from './teacher-session';

const studentParams = z.object({ id: z.string().max(100), studentId: z.string().min(1).max(200) });

/** The student behind the request's token, or a 401 that says nothing about who exists. */
async function tokenStudent(db: Db, request: FastifyRequest, sessionId: string, studentId: string) {
  const token = studentToken(request);
  // A malformed session id would be a database cast error; to a caller it is just a bad token.
  if (!token || !isUuid(sessionId)) throw new AppError('student-unauthenticated');
  return authenticateStudent(db, sessionId, studentId, token);
}

async function resultsAccess(
  db: Db,
  request: FastifyRequest,
  sessionId: string,
  studentId: string,
): Promise<{ student: { studentId: string; studentName: string }; reader: ResultsReader }> {
  try {
    return { student: await tokenStudent(db, request, sessionId, studentId), reader: 'student' };
  } catch (error) {
    if (sessionToken(request) === null) throw error;
  }
  const teacherId = await requireTeacher(db, request);
  await requireOwnedSession(db, teacherId, sessionId);
  return { student: await requireParticipant(db, sessionId, studentId), reader: 'teacher' };
}

export async function studentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/sessions/:id/student/:studentId/responses', async (request) => {
    const { id, studentId } = parseInput(studentParams, request.params);
    const { student, reader } = await resultsAccess(db, request, id, studentId);
    return { success: true, ...(await studentResults(db, id, student, reader)) };
  });

  app.get('/sessions/:id/student/:studentId/quiz', async (request) => {
    const { id, studentId } = parseInput(studentParams, request.params);
    await tokenStudent(db, request, id, studentId);
    return { success: true, ...(await quizView(db, id)) };
  });
}
