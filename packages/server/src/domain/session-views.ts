/**
 * Sessions as the teacher's screens receive them, with question count and the current question.
 * Whatever the number of sessions, questions or participants, a list costs the same three
 * queries and a single session two or three. A single session carries its participants only
 * when asked, one page at a time: a lecture hall's list is 225 KiB (decision 180).
 */
import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import type { Participant, Session } from '@ciar/shared/session';
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { toParticipant, toQuestion, toSession } from '../storage/mappers';
import { participants, questions, responses } from '../storage/schema';
import type { SessionRow } from './ownership';

async function participantsBySession(db: Db, sessionIds: string[]): Promise<Map<string, Participant[]>> {
  const rows = await db
    .select({ sessionId: participants.sessionId, studentId: participants.studentId, studentName: participants.studentName })
    .from(participants)
    .where(inArray(participants.sessionId, sessionIds))
    .orderBy(asc(participants.joinedAt), asc(participants.studentId));
  const bySession = new Map<string, Participant[]>();
  for (const row of rows) {
    const list = bySession.get(row.sessionId) ?? [];
    list.push(toParticipant(row));
    bySession.set(row.sessionId, list);
  }
  return bySession;
}

/** Sessions without their questions (dashboard lists), in the order given. */
export async function sessionSummaries(db: Db, rows: SessionRow[]): Promise<Session[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, counts, active] = await Promise.all([
    participantsBySession(db, ids),
    db
      .select({ sessionId: questions.sessionId, total: count() })
      .from(questions)
      .where(inArray(questions.sessionId, ids))
      .groupBy(questions.sessionId),
    db
      .select()
      .from(questions)
      .where(and(inArray(questions.sessionId, ids), eq(questions.isActive, true))),
  ]);
  const countOf = new Map(counts.map((c) => [c.sessionId, Number(c.total)]));
  const activeOf = new Map(active.map((q) => [q.sessionId, toQuestion(q)]));
  return rows.map((row) =>
    toSession(row, {
      participantsCount: people.get(row.id)?.length ?? 0,
      participants: people.get(row.id) ?? [],
      questionsCount: countOf.get(row.id) ?? 0,
      currentQuestion: activeOf.get(row.id) ?? null,
    }),
  );
}

/** A page of participants, 1-based. */
export interface ParticipantsPageRequest {
  page: number;
  pageSize: number;
}

async function participantCount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(participants).where(eq(participants.sessionId, sessionId));
  return Number(row?.total ?? 0);
}

async function participantsPage(db: Db, sessionId: string, { page, pageSize }: ParticipantsPageRequest): Promise<Participant[]> {
  const rows = await db
    .select({ studentId: participants.studentId, studentName: participants.studentName })
    .from(participants)
    .where(eq(participants.sessionId, sessionId))
    .orderBy(asc(participants.joinedAt), asc(participants.studentId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toParticipant);
}

/**
 * One session with its questions in order (management screen) and its participant count; its
 * participants only when a page of them is asked for.
 */
export async function sessionDetail(db: Db, row: SessionRow, include?: { participants?: ParticipantsPageRequest }): Promise<Session> {
  const wanted = include?.participants;
  const [total, people, questionRows, toReview] = await Promise.all([
    participantCount(db, row.id),
    wanted ? participantsPage(db, row.id, wanted) : Promise.resolve(null),
    db.select().from(questions).where(eq(questions.sessionId, row.id)).orderBy(asc(questions.position), asc(questions.createdAt)),
    // The rule of awaitsReview (@ciar/shared/answer): flagged, not graded, not a time-out placeholder.
    db
      .select({ questionId: responses.questionId, total: count() })
      .from(responses)
      .where(
        and(eq(responses.sessionId, row.id), eq(responses.needsReview, true), isNull(responses.teacherScore), ne(responses.answer, AUTO_SUBMIT_ANSWER)),
      )
      .groupBy(responses.questionId),
  ]);
  const list = questionRows.map(toQuestion);
  const session = toSession(row, {
    participantsCount: total,
    ...(people ? { participants: people } : {}),
    questionsCount: list.length,
    questions: list,
    currentQuestion: list.find((q) => q.isActive) ?? null,
  });
  const withCounts = { ...session, needsReviewCounts: Object.fromEntries(toReview.map((r) => [r.questionId, r.total])) };
  return wanted ? { ...withCounts, participantsPage: { ...wanted, total } } : withCounts;
}
