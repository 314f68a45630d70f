import type { SessionStatus } from '@ciar/shared/session';

/**
 * A session's status as students see it (docs/product.md#session-statuses): waiting before the start, then
 * active, paused ('En pause', docs/product.md#session-statuses: the countdown stands still meanwhile) or ended.
 */
export const STUDENT_STATUS_LABELS: Record<SessionStatus, string> = {
  created: 'En attente',
  active: 'Active',
  paused: 'En pause',
  ended: 'Terminée',
};

export function StudentStatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`badge badge-${status}`}>{STUDENT_STATUS_LABELS[status]}</span>;
}
