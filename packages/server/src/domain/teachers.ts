/** Teacher accounts: registration, login and the teacher view with totals kept true. */
import type { LoginBody, RegisterBody, Teacher } from '@ciar/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../storage/db';
import { teachers } from '../storage/schema';
import { AppError } from './app-error';
import { isUniqueViolation } from './db-errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './passwords';

export async function registerTeacher(db: Db, body: RegisterBody): Promise<Teacher> {
  if (await isCommonPassword(body.password)) throw new AppError('password-too-common');
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(teachers)
      .values({ name: body.name, email: body.email, passwordHash, lastLoginAt: new Date() })
      .returning({ id: teachers.id });
    return await getTeacher(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken');
    throw error;
  }
}

/** Unknown email and wrong password fail alike, in message and in time. */
export async function authenticateTeacher(db: Db, body: LoginBody): Promise<Teacher> {
  const [row] = await db
    .select({ id: teachers.id, passwordHash: teachers.passwordHash })
    .from(teachers)
    .where(eq(teachers.email, body.email));
  if (!row) {
    await burnPasswordCheck(body.password);
    throw new AppError('invalid-credentials');
  }
  if (!(await verifyPassword(row.passwordHash, body.password))) {
    throw new AppError('invalid-credentials');
  }
  await db.update(teachers).set({ lastLoginAt: new Date() }).where(eq(teachers.id, row.id));
  return getTeacher(db, row.id);
}

/** Totals are counted from the sessions and their participants, so they cannot drift. */
export async function getTeacher(db: Db, id: string): Promise<Teacher> {
  // The outer column is named in full: inside a select list Drizzle renders ${teachers.id} as a
  // bare "id", which the subquery would resolve to its own table's id (the totals were always 0).
  const [row] = await db
    .select({
      id: teachers.id,
      name: teachers.name,
      email: teachers.email,
      lastLoginAt: teachers.lastLoginAt,
      totalSessions: sql<number>`(select count(*)::int from sessions s where s.teacher_id = "teachers"."id")`,
      totalStudents: sql<number>`(select count(*)::int from participants p join sessions s on s.id = p.session_id where s.teacher_id = "teachers"."id")`,
    })
    .from(teachers)
    .where(eq(teachers.id, id));
  if (!row) throw new AppError('not-found', 'Enseignant introuvable.');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    totalSessions: Number(row.totalSessions),
    totalStudents: Number(row.totalStudents),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}
