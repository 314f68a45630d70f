import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { insertQuestion, insertSession } from '../testing/fixtures';
import { createAnswerWriter } from './answer-writer';
import { selectRows, type Database, type Db } from './db';
import { responses } from './schema';

describe.each(testDatabases)('answer writer on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const openQuestion = async (session: Partial<Parameters<typeof insertSession>[1]> = {}, question = {}) => {
    const s = await insertSession(database.db, session);
    const q = await insertQuestion(database.db, s.id, { isActive: true, activatedAt: new Date(), ...question });
    return { session: s, question: q };
  };
  const answerOf = (q: { id: string; sessionId: string }, studentId: string, answer = '0') => ({
    questionId: q.id,
    sessionId: q.sessionId,
    studentId,
    studentName: studentId,
    answer,
  });

  it('stores a burst in grouped writes, once per student, and settles each after its commit', async () => {
    const { question } = await openQuestion();
    const writer = createAnswerWriter(database.db, { maxBatch: 50 });
    const students = Array.from({ length: 300 }, (_, i) => `s${i}`);
    // Every student answers twice at once (two tabs): exactly one of the two is stored.
    const results = await Promise.all(
      students.flatMap((studentId) => [0, 1].map((n) => writer.write(answerOf(question, studentId, String(n))))),
    );
    const stored = results.filter((r) => r !== null);
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((r) => r!.studentId)).size).toBe(300);
    expect(stored[0]).toMatchObject({ questionId: question.id, concordanceScore: null, modificationCount: 0 });
    expect(stored[0]!.timestamp).toBeInstanceOf(Date);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from responses where question_id = ${question.id}`,
    );
    expect(Number(row!.n)).toBe(300);
    // What each caller is given is the row as the database holds it, every column.
    const held = await database.db.select().from(responses).where(eq(responses.questionId, question.id));
    const byStudent = new Map(held.map((r) => [r.studentId, r]));
    for (const answer of stored) expect(answer).toEqual(byStudent.get(answer!.studentId));
  });

  it('stores every character of names and answers as sent, in a batch as alone', async () => {
    const { question } = await openQuestion();
    const writer = createAnswerWriter(database.db);
    // What an array literal would have to escape, and what it could mistake for a null.
    const texts = ['', 'NULL', 'null', '"', '\\', '{a,b}', '"{\\"}"', ' espaces ', 'ligne\nautre', 'virgule, point ; fin', 'é 🎓 “guillemets”', "l'apostrophe"];
    const stored = await Promise.all(
      texts.map((text, i) => writer.write({ ...answerOf(question, `élève ${i} ${text}`, text), studentName: text || 'vide' })),
    );
    expect(stored.map((r) => r?.answer)).toEqual(texts);
    expect(stored.map((r) => r?.studentId)).toEqual(texts.map((text, i) => `élève ${i} ${text}`));
    const rows = await selectRows<{ answer: string; student_name: string }>(
      database.db,
      sql`select answer, student_name from responses where question_id = ${question.id} order by student_id`,
    );
    expect(rows.map((r) => r.answer).sort()).toEqual([...texts].sort());
    expect(rows.map((r) => r.student_name).sort()).toEqual(texts.map((t) => t || 'vide').sort());
  });

  it('answers null for a student who had already answered in an earlier write', async () => {
    const { question } = await openQuestion();
    const writer = createAnswerWriter(database.db);
    expect(await writer.write(answerOf(question, 'x'))).toMatchObject({ studentId: 'x', answer: '0' });
    expect(await writer.write(answerOf(question, 'x', '1'))).toBeNull();
  });

  it('stores nothing that the session or the question does not take at the time of writing', async () => {
    const writer = createAnswerWriter(database.db);
    const paused = await openQuestion({ status: 'paused' });
    const created = await openQuestion({ status: 'created' });
    const inactive = await openQuestion({}, { isActive: false });
    const late = await openQuestion({}, { timeLimit: 10, activatedAt: new Date(Date.now() - 13_000) });
    const otherSession = await openQuestion();
    for (const { question } of [paused, created, inactive, late]) {
      expect(await writer.write(answerOf(question, 'refused'))).toBeNull();
    }
    expect(await writer.write({ ...answerOf(otherSession.question, 'refused'), sessionId: paused.session.id })).toBeNull();

    // Within the grace after the time, without a timer, or in autonomous mode, it is taken.
    const justLate = await openQuestion({}, { timeLimit: 10, activatedAt: new Date(Date.now() - 11_000) });
    const noTimer = await openQuestion({ disableTimer: true }, { timeLimit: 10, activatedAt: new Date(Date.now() - 60_000) });
    const autonomous = await openQuestion({ isAutonomous: true }, { isActive: false, activatedAt: null });
    for (const { question } of [justLate, noTimer, autonomous]) {
      expect(await writer.write(answerOf(question, 'taken'))).toMatchObject({ studentId: 'taken' });
    }
  });

  it('fails only the answer whose row cannot be written, not its neighbours', async () => {
    const { question } = await openQuestion();
    const writer = createAnswerWriter(database.db);
    const good = writer.write(answerOf(question, 'a'));
    const bad = writer.write({ ...answerOf(question, 'b'), sessionId: 'pas-un-uuid' });
    await expect(bad).rejects.toBeTruthy();
    await expect(good).resolves.toMatchObject({ studentId: 'a' });
  });
  it('lets other writes (scores) wait until the answers being stored are committed', async () => {
    const { question } = await openQuestion();
    const writer = createAnswerWriter(database.db, { maxBatch: 10 });
    const order: string[] = [];
    const answers = Promise.all(Array.from({ length: 50 }, (_, i) => writer.write(answerOf(question, `quiet${i}`)))).then(() => order.push('answers'));
    const quiet = writer.quiet({ gapMs: 0, maxWaitMs: 60_000 }).then(() => order.push('scores'));
    await Promise.all([answers, quiet]);
    expect(order).toEqual(['answers', 'scores']);
    // Nothing being stored: no wait.
    await writer.quiet({ gapMs: 0 });
  });
});

describe('answer writer with the database down', () => {
  it('fails a whole batch at once, duplicates included, instead of one time-out per answer', async () => {
    let statements = 0;
    const timeout = Object.assign(new Error('Failed query: insert into responses'), { cause: new Error('Query read timeout') });
    const db = {
      execute: async () => {
        statements += 1;
        throw timeout;
      },
    } as unknown as Db;
    const writer = createAnswerWriter(db);
    const answer = (studentId: string) => ({ questionId: 'q', sessionId: 's', studentId, studentName: studentId, answer: '0' });
    const results = await Promise.allSettled(['a', 'b', 'c', 'a'].map((id) => writer.write(answer(id))));
    expect(results).toEqual(results.map(() => ({ status: 'rejected', reason: timeout })));
    expect(statements).toBe(1);
  });
});
