/** Schemas of the session calls (docs/api.md#sessions). */
import * as z from 'zod';
import { LIMITS } from './constants';
import { SESSION_STATUSES } from './session';
import { text } from './text';

export const createSessionBody = z.strictObject({
  name: text('Le nom de la session', LIMITS.sessionName).optional(),
  /** Sent by the spec's client; the server uses the logged-in teacher instead. */
  teacherId: z.string().max(100).optional(),
});

export const sessionStatusBody = z.strictObject({
  status: z.enum(SESSION_STATUSES, { error: 'Statut de session invalide' }),
});

export const autonomousBody = z.strictObject({
  isAutonomous: z.boolean({ error: 'isAutonomous doit être vrai ou faux' }),
});

export const timerBody = z.strictObject({
  disableTimer: z.boolean({ error: 'disableTimer doit être vrai ou faux' }),
});
