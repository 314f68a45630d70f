import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { insertQuestion, insertSession } from '../testing/fixtures';
import { selectRows, type Database } from './db';
import { fromJsonRow, jsonValue } from './json-rows';
import { questions, responses } from './schema';

describe.each(testDatabases)('rows read back from JSON on $name', (target) => {
  let database: Database;
  let questionId: string;

  beforeAll(async () => {
    database = await target.open();
    const session = await insertSession(database.db);
    questionId = (await insertQuestion(database.db, session.id)).id;
    await database.db.insert(responses).values([
      {
        questionId,
        sessionId: session.id,
        studentId: 'complete',
        studentName: 'Élève « complète »',
        answer: 'La lumière, l’eau\net le CO₂',
        timestamp: new Date('2026-11-28T09:15:42.123Z'),
        modificationCount: 2,
        concordanceScore: 85,
        aiFeedback: 'Bien vu.',
        evaluationTimestamp: new Date('2026-11-28T09:15:43.987Z'),
        evaluationError: 'délai',
        evaluationAttempts: 3,
        evaluationConfidence: 0.75,
        needsReview: true,
        evaluatedBy: 'builtin',
        evaluationNote: 'note',
        teacherScore: 90,
        teacherFeedback: 'Très bien',
        gradedGroupId: '6f1c2b9e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
      },
      { questionId, sessionId: session.id, studentId: 'sparse', studentName: 'Élève', answer: '0' },
    ]);
  });

  afterAll(() => database.close());

  it('reads every column of a row built by to_json exactly as Drizzle reads the table', async () => {
    const direct = await database.db.select().from(responses).where(eq(responses.questionId, questionId)).orderBy(responses.studentId);
    const built = await selectRows<{ row: Record<string, unknown> | string }>(
      database.db,
      sql`select to_json(r) as row from responses r where r.question_id = ${questionId} order by r.student_id`,
    );
    const read = built.map(({ row }) => fromJsonRow(responses, jsonValue(row)));
    expect(direct).toHaveLength(2);
    expect(read).toEqual(direct);
    // Dates stay dates (the API turns them into ISO strings), to the millisecond.
    expect(read[0]!.timestamp).toEqual(new Date('2026-11-28T09:15:42.123Z'));
    expect(read[1]!.evaluationTimestamp).toBeNull();
  });

  it('reads JSON columns of a row as objects, as the table does', async () => {
    const [direct] = await database.db.select().from(questions).where(eq(questions.id, questionId));
    const [built] = await selectRows<{ row: Record<string, unknown> | string }>(
      database.db,
      sql`select to_json(q) as row from questions q where q.id = ${questionId}`,
    );
    const read = fromJsonRow(questions, jsonValue(built!.row));
    expect(read).toEqual(direct);
    expect(Array.isArray(read.options)).toBe(true);
  });
});
