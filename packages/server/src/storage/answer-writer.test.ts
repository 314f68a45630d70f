import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { insertQuestion, insertSession } from '../testing/fixtures';
import { createAnswerWriter } from './answer-writer';
import { selectRows, type Database } from './db';

describe.each(testDatabases)('answer writer on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it('stores a burst in grouped writes, once per student, and settles each after its commit', async () => {
    const session = await insertSession(database.db);
    const question = await insertQuestion(database.db, session.id);
    const writer = createAnswerWriter(database.db, { maxBatch: 50 });
    const students = Array.from({ length: 300 }, (_, i) => `s${i}`);
    // Every student answers twice at once (two tabs): exactly one of the two is stored.
    const results = await Promise.all(
      students.flatMap((studentId) =>
        [0, 1].map((n) =>
          writer.write({ questionId: question.id, sessionId: session.id, studentId, studentName: studentId, answer: String(n) }),
        ),
      ),
    );
    const stored = results.filter((r) => r !== null);
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((r) => r!.studentId)).size).toBe(300);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from responses where question_id = ${question.id}`,
    );
    expect(Number(row!.n)).toBe(300);
  });

  it('answers null for a student who had already answered in an earlier write', async () => {
    const session = await insertSession(database.db);
    const question = await insertQuestion(database.db, session.id);
    const writer = createAnswerWriter(database.db);
    const answer = { questionId: question.id, sessionId: session.id, studentId: 'x', studentName: 'X', answer: '0' };
    expect(await writer.write(answer)).toMatchObject({ studentId: 'x', answer: '0' });
    expect(await writer.write({ ...answer, answer: '1' })).toBeNull();
  });

  it('fails only the answer whose row cannot be stored, not its neighbours', async () => {
    const session = await insertSession(database.db);
    const question = await insertQuestion(database.db, session.id);
    const writer = createAnswerWriter(database.db);
    const good = writer.write({ questionId: question.id, sessionId: session.id, studentId: 'a', studentName: 'A', answer: '0' });
    const bad = writer.write({
      questionId: '00000000-0000-4000-8000-000000000000',
      sessionId: session.id,
      studentId: 'b',
      studentName: 'B',
      answer: '0',
    });
    await expect(bad).rejects.toBeTruthy();
    await expect(good).resolves.toMatchObject({ studentId: 'a' });
  });
});
