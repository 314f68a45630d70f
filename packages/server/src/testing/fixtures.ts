/** Rows inserted straight into the database, for tests that need a session with questions. */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../storage/db';
import { questions, sessions, teachers, type StoredOption } from '../storage/schema';
import { generateSessionCode } from '../domain/session-codes';

let counter = 0;

export async function insertTeacher(db: Db) {
  const [teacher] = await db
    .insert(teachers)
    .values({ name: 'Prof Test', email: `fixture${Date.now()}${counter++}@ecole.fr`, passwordHash: 'x' })
    .returning();
  return teacher!;
}

export async function insertSession(db: Db, overrides: Partial<typeof sessions.$inferInsert> = {}) {
  const teacherId = overrides.teacherId ?? (await insertTeacher(db)).id;
  const code = overrides.code ?? generateSessionCode();
  const [session] = await db
    .insert(sessions)
    .values({ name: 'Session test', status: 'active', ...overrides, teacherId, code })
    .returning();
  return session!;
}

const CHOICES: StoredOption[] = [
  { id: '0', text: 'Paris', explication: 'La capitale.' },
  { id: '1', text: 'Lyon', explication: 'Pas la capitale.' },
];

export async function insertQuestion(db: Db, sessionId: string, overrides: Partial<typeof questions.$inferInsert> = {}) {
  const [row] = await selectRows<{ next: number }>(
    db,
    sql`select coalesce(max(position), -1) + 1 as next from questions where session_id = ${sessionId}`,
  );
  const next = row!.next;
  const [question] = await db
    .insert(questions)
    .values({
      sessionId,
      position: Number(next),
      title: 'Capitale',
      content: 'Quelle est la capitale de la France ?',
      type: 'multiple_choice',
      options: CHOICES,
      correctAnswer: '0',
      ...overrides,
    })
    .returning();
  return question!;
}

/** An open question with a model answer, as the evaluation tests score against. */
export function insertOpenQuestion(db: Db, sessionId: string) {
  return insertQuestion(db, sessionId, {
    type: 'open_ended',
    options: [],
    correctAnswer: '',
    title: 'Photosynthèse',
    content: 'Expliquez la photosynthèse.',
    proposition: 'La plante transforme la lumière, l’eau et le CO2 en glucose.',
  });
}
