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

/** PATCH /sessions/{id}/arrivals: the teacher's lock on new names and maximum number of participants. */
export const arrivalsBody = z.strictObject({
  locked: z.boolean({ error: 'locked doit être vrai ou faux' }),
  maxParticipants: z
    .number({ error: 'Le nombre maximum de participants doit être un nombre entier ou null' })
    .int({ error: 'Le nombre maximum de participants doit être un nombre entier' })
    .min(1, { error: 'Le nombre maximum de participants doit être au moins 1' })
    .max(LIMITS.maxParticipants, { error: `Le nombre maximum de participants ne peut dépasser ${LIMITS.maxParticipants}` })
    .nullable(),
});
