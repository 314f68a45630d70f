/**
 * RETENTION_DAYS removes the sessions that ended more than that many days ago, with their
 * questions, participants and answers, and nothing else: not a session that ended recently,
 * not one still running however old, not another teacher's recent one.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { insertQuestion, insertSession } from '../testing/fixtures';
import type { Database } from '../storage/db';
import { participants, responses, sessions } from '../storage/schema';
import { removeExpiredSessions } from './retention';

describe.each(testDatabases)('retention on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  async function sessionWithAnswers(status: 'ended' | 'active', daysAgo: number) {
    const db = database.db;
    const session = await insertSession(db, { status });
    const question = await insertQuestion(db, session.id);
    for (const studentId of ['a', 'b']) {
      await db.insert(participants).values({ sessionId: session.id, studentId, studentName: `Élève ${studentId}`, tokenHash: 'x' });
      await db.insert(responses).values({ questionId: question.id, sessionId: session.id, studentId, studentName: `Élève ${studentId}`, answer: '0' });
    }
    await db
      .update(sessions)
      .set({ updatedAt: sql`now() - make_interval(days => ${daysAgo}::int)` })
      .where(eq(sessions.id, session.id));
    return session.id;
  }

  it('removes only the sessions that ended more than RETENTION_DAYS ago, with their answers', async () => {
    const expired = await sessionWithAnswers('ended', 400);
    const recent = await sessionWithAnswers('ended', 10);
    const running = await sessionWithAnswers('active', 400);

    const removed = await removeExpiredSessions(database.db, 365);
    expect(removed).toEqual({ sessions: 1, participants: 2, answers: 2 });

    const left = (await database.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(left).not.toContain(expired);
    expect(left).toEqual(expect.arrayContaining([recent, running]));
    expect(await database.db.select().from(responses).where(eq(responses.sessionId, expired))).toEqual([]);
    expect(await database.db.select().from(participants).where(eq(participants.sessionId, expired))).toEqual([]);
    expect(await database.db.select().from(responses).where(eq(responses.sessionId, recent))).toHaveLength(2);

    expect(await removeExpiredSessions(database.db, 365)).toEqual({ sessions: 0, participants: 0, answers: 0 });
  });
});
