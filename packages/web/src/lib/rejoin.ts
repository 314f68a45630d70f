/**
 * Coming back on another device (decision 105): the join calls a student makes when their
 * name is already taken by their own earlier device. Shared by the join form and the quiz.
 */
import type { JoinSessionResponse } from '@ciar/shared/student';
import { apiRequest } from './api';

export const REJOIN_POLL_MS = 2_000;

/** POST /sessions/join with the personal rejoin code: the same student, on this device now. */
export function resumeWithCode(code: string, studentName: string, rejoinCode: string): Promise<JoinSessionResponse> {
  return apiRequest<JoinSessionResponse>('POST', '/sessions/join', { body: { code, studentName, rejoinCode } });
}

/** POST /sessions/rejoin-requests: asks the teacher; the secret proves later that this device asked. */
export async function askTeacher(code: string, studentName: string): Promise<string> {
  const { rejoinRequest } = await apiRequest<{ success: true; rejoinRequest: string }>('POST', '/sessions/rejoin-requests', {
    body: { code, studentName },
  });
  return rejoinRequest;
}

/** POST /sessions/join with the request's secret: joined once approved, else an ApiError (rejoin-pending…). */
export function claimRequest(code: string, studentName: string, rejoinRequest: string): Promise<JoinSessionResponse> {
  return apiRequest<JoinSessionResponse>('POST', '/sessions/join', { body: { code, studentName, rejoinRequest } });
}
