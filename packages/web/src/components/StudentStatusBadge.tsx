import type { SessionStatus } from '@ciar/shared/session';

/**
 * A session's status as students see it (spec §2, §4): active, ended, or waiting for every
 * other state, since a student cannot do anything different in a created or paused session.
 */
export const STUDENT_STATUS_LABELS: Record<SessionStatus, string> = {
  created: 'En attente',
  active: 'Active',
  paused: 'En attente',
  ended: 'Terminée',
};

export function StudentStatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`badge badge-${status}`}>{STUDENT_STATUS_LABELS[status]}</span>;
}
