import type { Session } from '@ciar/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, refreshAfterChange } from '../../lib/query-keys';

/**
 * Shows a change the server confirmed at once (spec §4: "shown locally on success"), then
 * reloads everything that depends on it. The answer of a settings call may leave out the
 * question list, so the list on screen is kept until the reload brings it.
 */
export function applySessionChange(client: QueryClient, updated: Session): void {
  client.setQueryData<Session>(queryKeys.session(updated.id), (current) =>
    current ? { ...current, ...updated, questions: updated.questions ?? current.questions } : updated,
  );
  void refreshAfterChange(client);
}
