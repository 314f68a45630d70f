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
import type { Budget } from '../rate-limits';
import type { Db } from '../storage/db';

export interface CodeGuesses {
  /** Whether this address has used up its misses for the current minute. */
  isBlocked(address: string): Promise<boolean>;
  /** Counts a join that named an unknown code. */
  miss(address: string): Promise<void>;
  /** Whether a join proves it belongs to the session it names (then no budget applies). */
  provesMembership(code: string, payload: Pick<JoinSessionPayload, 'userType' | 'userId' | 'token'>, teacherId: string | null): Promise<boolean>;
}

export function createCodeGuesses(budget: Budget, deps: { db: Db; sessionsByCode: SessionDirectory }): CodeGuesses {
  return {
    isBlocked: (address) => budget.isSpent(address),
    async miss(address) {
      await budget.spend(address);
    },
    async provesMembership(code, payload, teacherId) {
      const proven = await deps.sessionsByCode.withSession(code, async (session) => {
        if (payload.userType === 'teacher') return teacherId !== null && session.teacherId === teacherId;
        if (!payload.token) return false;
        return authenticateStudent(deps.db, session.id, payload.userId, payload.token).then(
          () => true,
          () => false,
        );
      });
      return proven === true;
    },
  };
}
