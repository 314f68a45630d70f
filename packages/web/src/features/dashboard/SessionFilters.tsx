import { LIMITS } from '@ciar/shared/constants';
import { SESSION_STATUS_LABELS, SESSION_STATUSES } from '@ciar/shared/session';
import { useId } from 'react';
import { FilterSelect } from '../../components/FilterSelect';
import { formatNumber } from '../../lib/format';
import { isFiltering, type SessionFilter } from './session-filter';

const STATUS_OPTIONS = SESSION_STATUSES.map((status) => ({ value: status, label: SESSION_STATUS_LABELS[status] }));

const sessions = (count: number) => `${formatNumber(count)} session${count > 1 ? 's' : ''}`;

/** « 24 sessions », or while a filter is on « 3 sessions sur 24 ». */
function sessionCount(shown: number, total: number, filtering: boolean): string {
  return filtering ? `${sessions(shown)} sur ${formatNumber(total)}` : sessions(total);
}

/** The dashboard's search and status filter, and how many sessions they leave (said to screen readers as it changes). */
export function SessionFilters({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: SessionFilter;
  onChange: (filter: SessionFilter) => void;
  shown: number;
  total: number;
}) {
  const searchId = useId();
  return (
    <div className="stack">
      <div className="session-filters" role="search">
        <div className="field session-filter-search">
          <label htmlFor={searchId}>Rechercher une session (nom ou code)</label>
          <input
            id={searchId}
            className="input"
            type="search"
            maxLength={LIMITS.sessionName}
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
          />
        </div>
        <FilterSelect label="Statut" allLabel="Tous" value={filter.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ ...filter, status })} />
      </div>
      <p className="session-filter-count muted" role="status">
        {sessionCount(shown, total, isFiltering(filter))}
      </p>
    </div>
  );
}
