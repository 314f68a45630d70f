import { SESSION_STATUS_LABELS, type SessionStatus } from '@ciar/shared/session';

/** A session's status in French (docs/product.md#session-statuses), coloured by status. */
export function StatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`badge badge-${status}`}>{SESSION_STATUS_LABELS[status]}</span>;
}
