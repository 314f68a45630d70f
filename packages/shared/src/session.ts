/** Sessions (docs/product.md#session-statuses): the shape both sides use, status rules and the API bodies. */
import type { Question } from './question';

export const SESSION_STATUSES = ['created', 'active', 'paused', 'ended'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** French labels of docs/product.md#session-statuses. */
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  created: 'Créée',
  active: 'Active',
  paused: 'En pause',
  ended: 'Terminée',
};

/** The only legal moves (docs/product.md#session-statuses): start, pause, resume, stop. Ended is final. */
const TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  created: ['active'],
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

export function canTransition(from: SessionStatus, to: SessionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function allowedTransitions(from: SessionStatus): readonly SessionStatus[] {
  return TRANSITIONS[from];
}

/** Deletion is allowed only before the start or after the end (docs/product.md#session-statuses). */
export function canDeleteSession(status: SessionStatus): boolean {
  return status === 'created' || status === 'ended';
}

/** 'Session ' + the date in fr-FR (docs/product.md#session-statuses). */
export function defaultSessionName(now: Date = new Date()): string {
  return `Session ${now.toLocaleDateString('fr-FR')}`;
}

export interface Participant {
  studentId: string;
  studentName: string;
}

/** A session as the teacher's screens receive it. */
export interface Session {
  id: string;
  name: string;
  code: string;
  status: SessionStatus;
  participantsCount: number;
  /**
   * In the teacher's session list; a single session carries it only when asked
   * (`GET /sessions/{id}?include=participants`, one page at a time).
   */
  participants?: Participant[];
  /** With `participants` on a single session: which page of how many participants. */
  participantsPage?: { page: number; pageSize: number; total: number };
  questionsCount: number;
  questions?: Question[];
  /**
   * With the questions (management screen): for each question holding some, how many answers
   * await the teacher's review (« À vérifier », decision 155). Questions without any are absent.
   */
  needsReviewCounts?: Record<string, number>;
  currentQuestion: Question | null;
  isAutonomous: boolean;
  disableTimer: boolean;
  /** When the current pause began (server clock, ISO); null unless paused. Timers stand still from it. */
  pausedAt?: string | null;
  /** The teacher's arrival controls (decision 262): no new name while locked; at most maxParticipants. */
  arrivals: SessionArrivals;
  createdAt: string;
  teacherId: string;
}

export interface SessionArrivals {
  locked: boolean;
  /** null: no maximum of the teacher's. */
  maxParticipants: number | null;
}

/** GET /sessions/code/{code}: what anyone holding the code may see, before joining. */
export interface PublicSession {
  id: string;
  code: string;
  name: string;
  status: SessionStatus;
  participantsCount: number;
  isAutonomous: boolean;
  disableTimer: boolean;
  /** When the current pause began (server clock, ISO); null unless paused. Timers stand still from it. */
  pausedAt?: string | null;
}
