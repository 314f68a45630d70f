import type { Session } from '@ciar/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, refreshAfterChange } from './query-keys';

/**
 * Shows a change the server confirmed at once wherever the session is on screen (docs/product.md#session-page:
 * a status shown as soon as the server confirms it), in its details and in the teacher's list, then reloads
 * everything that depends on it. The answer of a settings call may leave out the question
 * list, so the list on screen is kept until the reload brings it.
 */
export function applySessionChange(client: QueryClient, updated: Session): void {
  client.setQueryData<Session>(queryKeys.session(updated.id), (current) =>
    current ? { ...current, ...updated, questions: updated.questions ?? current.questions } : updated,
  );
  const { status, isAutonomous, disableTimer } = updated;
  client.setQueriesData<Session[]>({ queryKey: queryKeys.allTeacherSessions }, (sessions) =>
    sessions?.map((s) => (s.id === updated.id ? { ...s, status, isAutonomous, disableTimer } : s)),
  );
  void refreshAfterChange(client);
}
