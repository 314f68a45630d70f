import type { JoinSessionResponse } from '@ciar/shared/student';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { JOIN_MESSAGES } from './join-form';

export interface JoinSessionInput {
  code: string;
  studentName: string;
  /** This device's secret from an earlier join under the same name: rejoining, not a name clash. */
  token?: string;
}

/** POST /sessions/join (docs/api.md#sessions): the session and the student's record with its token. */
export async function joinSession({ code, studentName, token }: JoinSessionInput): Promise<JoinSessionResponse> {
  // Refused here as the server would, so the form shows the same message either way.
  if (code.trim() === '') {
    throw new ApiError(JOIN_MESSAGES.missingCode, 400, 'missing-code', { error: JOIN_MESSAGES.missingCode });
  }
  return apiRequest<JoinSessionResponse>('POST', '/sessions/join', {
    body: { code: code.trim().toUpperCase(), studentName: studentName.trim(), ...(token ? { token } : {}) },
  });
}

export function useJoinSession() {
  return useMutation({ mutationFn: joinSession });
}
