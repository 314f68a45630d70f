/**
 * Session-code guessing over the socket. `join-session` answers an unknown code differently
 * from a known one, like the REST lookup, so it gets the same budget: misses (unknown codes)
 * per client address and minute, counted in Redis when there is one (rate-limits.ts). Once an
 * address has spent it, a join by code from that address is refused until the minute is over,
 * real codes included — otherwise the refusal itself would tell real codes from guesses —
 * unless the join proves it belongs there: a student's valid token for that session, or the
 * session's own teacher. So a guesser behind the school's address never locks its class out.
 * Only misses count, so a class that reconnects often never meets the limit.
 */
import type { JoinSessionPayload } from '@ciar/shared/events';
import { authenticateStudent } from '../domain/participants';
import type { SessionDirectory } from '../domain/session-directory';
import { spentOnFailure, type Budget } from '../rate-limits';
import type { Db } from '../storage/db';

export interface CodeGuesses {
  /**
   * Runs `join` for a join by `code` from `address`; `join` throws `session-not-found` for an
   * unknown code, which spends a miss (rate-limits.ts, spentOnFailure). Once the misses are
   * spent it is refused, unless the join proves it belongs to the session it names.
   */
  attempt<T>(
    address: string,
    code: string,
    payload: Pick<JoinSessionPayload, 'userType' | 'userId' | 'token'>,
    teacherId: string | null,
    join: () => Promise<T>,
  ): Promise<T>;
}

export function createCodeGuesses(budget: Budget, deps: { db: Db; sessionsByCode: SessionDirectory }): CodeGuesses {
  /** Whether a join proves it belongs to the session it names (then no budget applies). */
  async function provesMembership(code: string, payload: Pick<JoinSessionPayload, 'userType' | 'userId' | 'token'>, teacherId: string | null) {
    const proven = await deps.sessionsByCode.withSession(code, async (session) => {
      if (payload.userType === 'teacher') return teacherId !== null && session.teacherId === teacherId;
      if (!payload.token) return false;
      return authenticateStudent(deps.db, session.id, payload.userId, payload.token).then(
        () => true,
        () => false,
      );
    });
    return proven === true;
  }

  return {
    attempt: (address, code, payload, teacherId, join) => spentOnFailure(budget, address, 'session-not-found', join, () => provesMembership(code, payload, teacherId)),
  };
}
