/** Schemas of what students send (docs/product.md#student-join-page, POST /api/sessions/join). */
import * as z from 'zod';
import { SESSION_CODE_LENGTH } from './constants';
import { REJOIN_CODE_PATTERN, normaliseRejoinCode, STUDENT_NAME_RULE } from './student';
import { normaliseName } from './names';
import { text } from './text';
import { textProblem } from './text-rules';

/**
 * Checked as typed (control, zero-width-space and bidi-override characters are refused, not
 * silently dropped), then put in its one form, which must still have something visible.
 */
export const studentName = text(STUDENT_NAME_RULE.label, STUDENT_NAME_RULE.max, {
  requiredMessage: STUDENT_NAME_RULE.requiredMessage,
})
  .transform(normaliseName)
  .superRefine((value, ctx) => {
    const problem = textProblem(value, STUDENT_NAME_RULE);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const sessionCodeSchema = z
  .string({ error: 'Code de session manquant' })
  .trim()
  .min(1, { error: 'Code de session manquant' })
  .max(SESSION_CODE_LENGTH * 2, { error: 'Code de session invalide' })
  .transform((c) => c.toUpperCase());

/** POST /sessions/join (docs/api.md#students): code and name; the server builds the id itself. */
export const joinSessionBody = z.strictObject({
  code: sessionCodeSchema,
  studentName,
  /** Sent by the spec's client; the server recomputes it from the code and the name. */
  studentId: z.string().max(200).optional(),
  /** The secret from a previous join on this device: rejoining under the same name. */
  token: z.string().max(200).optional(),
  /** The personal code shown to the student at their first join: resuming on another device. */
  rejoinCode: z
    .string({ error: 'Code de reprise invalide' })
    .max(20, { error: 'Code de reprise invalide' })
    .transform(normaliseRejoinCode)
    .pipe(z.string().regex(REJOIN_CODE_PATTERN, { error: 'Le code de reprise comporte 6 chiffres.' }))
    .optional(),
  /** The secret of a request the teacher was asked to approve (POST /sessions/rejoin-requests). */
  rejoinRequest: z.string().max(200).optional(),
});
export type JoinSessionBody = z.input<typeof joinSessionBody>;

/** POST /sessions/rejoin-requests: a student without their rejoin code asks the teacher. */
export const rejoinRequestBody = z.strictObject({ code: sessionCodeSchema, studentName });
