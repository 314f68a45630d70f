/** Session use cases (docs/product.md#session-statuses): each one acts only on the teacher's own sessions. */
import {
  canDeleteSession,
  canTransition,
  defaultSessionName,
  SESSION_STATUS_LABELS,
  type PublicSession,
  type Session,
  type SessionStatus,
} from '@ciar/shared/session';
import { normaliseSessionCode } from '@ciar/shared/student';
import { LIMITS } from '@ciar/shared/constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toPublicSession, toQuestion } from '../storage/mappers';
import { questions, sessions } from '../storage/schema';
import { AppError } from './app-error';
import { assertNotEnded, requireOwnedSession } from './ownership';
import { collectUnusedImages } from './question-images';
import { appendQuestions } from './questions';
import { isWellFormedSessionCode, withUniqueSessionCode } from './session-codes';
import { sessionDetail, sessionSummaries, type ParticipantsPageRequest } from './session-views';

export async function createSession(
  db: Db,
  teacherId: string,
  { name }: { name?: string | undefined },
  nextCode?: () => string,
): Promise<Session> {
  const row = await withUniqueSessionCode(async (code) => {
    const [inserted] = await db
      .insert(sessions)
      .values({ teacherId, code, name: name ?? defaultSessionName() })
      .returning();
    return inserted!;
  }, nextCode);
  // A new session has nobody yet: its (empty) list costs nothing.
  return { ...(await sessionDetail(db, row)), participants: [] };
}

const COPY_SUFFIX = ' (copie)';

/** « {nom} (copie) », the name shortened if needed so that the copy's name stays valid. */
export function copyName(name: string): string {
  const room = LIMITS.sessionName - COPY_SUFFIX.length;
  const kept = [...name].length > room ? [...name].slice(0, room).join('').trimEnd() : name;
  return `${kept}${COPY_SUFFIX}`;
}

/**
 * A new session like the given one (decision 141): « {nom} (copie) », status created, a new code,
 * the same mode and timer, and a copy of every question in order; no participants, no
 * answers. All in one transaction: a copy is never left half made.
 */
export async function duplicateSession(
  db: Db,
  teacherId: string,
  sessionId: string,
  nextCode?: () => string,
): Promise<Session> {
  const row = await db.transaction(async (tx) => {
    const source = await requireOwnedSession(tx, teacherId, sessionId);
    const sourceQuestions = await tx
      .select()
      .from(questions)
      .where(eq(questions.sessionId, source.id))
      .orderBy(asc(questions.position), asc(questions.createdAt));
    // Each code attempt in a savepoint: a taken code must not abort the whole transaction.
    const copy = await withUniqueSessionCode(
      (code) =>
        tx.transaction(async (attempt) => {
          const [inserted] = await attempt
            .insert(sessions)
            .values({
              teacherId,
              code,
              name: copyName(source.name),
              isAutonomous: source.isAutonomous,
              disableTimer: source.disableTimer,
            })
            .returning();
          return inserted!;
        }),
      nextCode,
    );
    await appendQuestions(tx, copy.id, sourceQuestions.map(toQuestion));
    return copy;
  });
  return sessionDetail(db, row);
}

/** The teacher's sessions, newest first. */
export async function listTeacherSessions(db: Db, teacherId: string): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.teacherId, teacherId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return sessionSummaries(db, rows);
}

export async function getSession(
  db: Db,
  teacherId: string,
  sessionId: string,
  include?: { participants?: ParticipantsPageRequest },
): Promise<Session> {
  return sessionDetail(db, await requireOwnedSession(db, teacherId, sessionId), include);
}

/** Public: students look a session up by its code before joining. */
export async function getPublicSession(db: Db, rawCode: string): Promise<PublicSession> {
  const code = normaliseSessionCode(rawCode);
  if (!isWellFormedSessionCode(code)) throw new AppError('session-not-found');
  const [row] = await db.select().from(sessions).where(eq(sessions.code, code));
  if (!row) throw new AppError('session-not-found');
  return toPublicSession(row);
}

/**
 * Whether a code names a session that has not ended: a join or look-up with it is no guess, so
 * an address whose guessing budget others spent still gets in (decision 262).
 */
export async function isOpenSessionCode(db: Db, rawCode: string): Promise<boolean> {
  const code = normaliseSessionCode(rawCode);
  if (!isWellFormedSessionCode(code)) return false;
  const [row] = await db.select({ status: sessions.status }).from(sessions).where(eq(sessions.code, code));
  return row !== undefined && row.status !== 'ended';
}

/** Whole milliseconds from `pausedAt` to the transaction's time, by the database's clock. */
function pausedMsSince(pausedAt: Date) {
  return sql`greatest(0, floor(extract(epoch from (now() - ${pausedAt.toISOString()}::timestamptz)) * 1000))::int`;
}

function transitionMessage(from: SessionStatus, to: SessionStatus): string {
  return `Impossible de passer la session de « ${SESSION_STATUS_LABELS[from]} » à « ${SESSION_STATUS_LABELS[to]} ».`;
}

/**
 * Start, pause, resume or stop, exactly as the shared rule allows. The row is locked so two
 * concurrent changes are judged one after the other, each against the status the other left.
 *
 * A pause freezes the open question's time (decision 100): it records when it began, by the
 * database's clock, and the resume adds the time spent paused to the question's `paused_ms`,
 * which moves its deadline (the rule of `pausedMsAfterResume` in @ciar/shared/timer).
 */
export async function changeSessionStatus(
  db: Db,
  teacherId: string,
  sessionId: string,
  status: SessionStatus,
): Promise<Session> {
  const row = await db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    if (!canTransition(session.status, status)) {
      throw new AppError('invalid-transition', transitionMessage(session.status, status));
    }
    if (session.status === 'paused' && session.pausedAt) {
      await tx
        .update(questions)
        .set({ pausedMs: sql`${questions.pausedMs} + ${pausedMsSince(session.pausedAt)}` })
        .where(and(eq(questions.sessionId, session.id), eq(questions.isActive, true)));
    }
    const [updated] = await tx
      .update(sessions)
      // A stopped session has no question open any more: that is a change of the active question too.
      .set({
        status,
        pausedAt: status === 'paused' ? sql`now()` : null,
        updatedAt: sql`now()`,
        ...(status === 'ended' ? { activationSeq: sql`${sessions.activationSeq} + 1` } : {}),
      })
      .where(eq(sessions.id, session.id))
      .returning();
    if (status === 'ended') {
      await tx
        .update(questions)
        .set({ isActive: false })
        .where(and(eq(questions.sessionId, session.id), eq(questions.isActive, true)));
    }
    return updated!;
  });
  return sessionDetail(db, row);
}

const NOT_DELETABLE: Partial<Record<SessionStatus, string>> = {
  active: "Impossible de supprimer une session active : arrêtez-la d'abord.",
  paused: "Impossible de supprimer une session en pause : arrêtez-la d'abord.",
};

/**
 * Before the start or after the end only; questions, responses and participants go with it (FK
 * cascade), and the pictures no other session's question shows.
 */
export async function deleteSession(db: Db, teacherId: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    if (!canDeleteSession(session.status)) {
      throw new AppError('session-not-deletable', NOT_DELETABLE[session.status]);
    }
    await tx.delete(sessions).where(eq(sessions.id, session.id));
  });
  await collectUnusedImages(db);
}

type SessionSettings = Partial<Pick<typeof sessions.$inferInsert, 'isAutonomous' | 'disableTimer' | 'arrivalsLocked' | 'maxParticipants'>>;

/** Mode (autonomous or supervised), timer switches, and the arrival controls. */
export async function updateSessionSettings(
  db: Db,
  teacherId: string,
  sessionId: string,
  settings: SessionSettings,
): Promise<Session> {
  const row = await db.transaction(async (tx) => {
    const session = await requireOwnedSession(tx, teacherId, sessionId, { lock: true });
    assertNotEnded(session);
    const [updated] = await tx
      .update(sessions)
      .set({ ...settings, updatedAt: sql`now()` })
      .where(eq(sessions.id, session.id))
      .returning();
    return updated!;
  });
  return sessionDetail(db, row);
}
