/**
 * Session code → session id and owner, remembered by each process: every live (re)join
 * starts with this lookup, and a lecture hall rejoining after a network cut is thousands of
 * them at once. Neither the id nor the owner of a code ever changes while its session
 * exists. A remembered session may have been deleted since, and its code drawn again for a
 * new one: the work done with it then finds no session by id, and the code is looked up
 * afresh once. Unknown codes are never remembered, so each one reaches the database (and
 * the code-guess limit).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { sessions } from '../storage/schema';
import { AppError } from './app-error';

export interface SessionRef {
  id: string;
  teacherId: string;
}

export interface SessionDirectory {
  /**
   * Runs `work` with the session of `code`; null when no session has this code. When a
   * remembered session is gone (`work` throws session-not-found), runs it once more with the
   * database's current answer.
   */
  withSession<T>(code: string, work: (session: SessionRef) => Promise<T>): Promise<T | null>;
}

/** A bound, not a target: a process serves a few classes at a time. */
const MAX_REMEMBERED = 10_000;

export function createSessionDirectory(db: Db): SessionDirectory {
  const remembered = new Map<string, SessionRef>();
  /** Look-ups in flight: a class joining at once asks the database once, not once per student. */
  const inFlight = new Map<string, Promise<SessionRef | null>>();

  async function query(code: string): Promise<SessionRef | null> {
    const [row] = await db.select({ id: sessions.id, teacherId: sessions.teacherId }).from(sessions).where(eq(sessions.code, code));
    if (!row) return null;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(code, row);
    return row;
  }

  function lookUp(code: string): Promise<SessionRef | null> {
    let pending = inFlight.get(code);
    if (!pending) {
      pending = query(code).finally(() => inFlight.delete(code));
      inFlight.set(code, pending);
    }
    return pending;
  }

  return {
    async withSession(code, work) {
      const cached = remembered.get(code);
      if (cached) {
        try {
          return await work(cached);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'session-not-found')) throw error;
          remembered.delete(code);
        }
      }
      const session = await lookUp(code);
      return session ? work(session) : null;
    },
  };
}
