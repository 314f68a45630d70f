import * as z from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from './constants';
import { MSG } from './messages';
import { text } from './text';

/** Teacher as the API returns it and the browser keeps it under `ciar_teacher`. */
export interface Teacher {
  id: string;
  name: string;
  email: string;
  totalSessions: number;
  totalStudents: number;
  lastLoginAt: string | null;
}

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.emailRequired })
  .max(LIMITS.email, { error: `L’email : ${LIMITS.email} caractères au maximum` })
  .pipe(z.email({ error: MSG.emailInvalid }));

const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .max(LIMITS.password, { error: `Le mot de passe : ${LIMITS.password} caractères au maximum` });

export const loginBody = z.strictObject({ email, password });
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.strictObject({
  name: text('Le nom', LIMITS.teacherName, { requiredMessage: MSG.nameRequired }),
  email,
  password: password.refine((p) => p.length >= PASSWORD_MIN_LENGTH, {
    error: MSG.passwordTooShort,
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Body of PATCH /auth/teacher/{id}/stats (docs/api.md#accounts). The server keeps the totals true
 * from the data itself, so increments are accepted for compatibility and not applied.
 */
export const teacherStatsBody = z.strictObject({
  sessionsIncrement: z.number().int().min(0).max(1_000).optional(),
  studentsIncrement: z.number().int().min(0).max(100_000).optional(),
});

export interface AuthResponse {
  success: true;
  teacher: Teacher;
}
