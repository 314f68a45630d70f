/**
 * The dashboard's search: a teacher's sessions pile up over a school year (one a lesson, a few
 * classes), and « the 4e B's photosynthesis quiz » must be found without scrolling through them.
 */
import { foldForSearch, searchWords } from '@ciar/shared/search';
import type { Session, SessionStatus } from '@ciar/shared/session';

/** From this many sessions on, the dashboard offers the search: below it, every card is in view. */
export const SESSION_FILTER_FROM = 6;

export interface SessionFilter {
  /** Words of the name or the code, in any case, with or without accents. */
  search: string;
  status: SessionStatus | '';
}

export const NO_SESSION_FILTER: SessionFilter = { search: '', status: '' };

export function isFiltering(filter: SessionFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== '';
}

/** The sessions that have the status and every word searched, in the list's order. */
export function filterSessions(sessions: readonly Session[], filter: SessionFilter): Session[] {
  const words = searchWords(filter.search);
  return sessions.filter((session) => {
    if (filter.status !== '' && session.status !== filter.status) return false;
    const text = foldForSearch(`${session.name} ${session.code}`);
    return words.every((word) => text.includes(word));
  });
}
