import { PRINT_DELAY_MS, PRINT_RESTORE_MS } from '@ciar/shared/constants';
import { RESULTS_MESSAGES, type SessionResults } from '@ciar/shared/session-results';
import type { Session } from '@ciar/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message';
import { sessionStatsQuery } from './get-session-stats';

/** On <body> while the print view is laid out: the screen's header is hidden, print shows only the view. */
export const PRINTING_CLASS = 'printing-results';

export interface PrintJob {
  session: Session;
  results: SessionResults;
}

/**
 * Printing the session's questions and results (docs/product.md#results): refused without a session or
 * without questions; otherwise fresh figures are loaded, the print view replaces the page
 * (header hidden), the browser gets PRINT_DELAY_MS to lay it out, prints, and the page and its
 * header come back PRINT_RESTORE_MS later.
 */
export function usePrintResults() {
  const client = useQueryClient();
  const [job, setJob] = useState<PrintJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!job) return;
    document.body.classList.add(PRINTING_CLASS);
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, [job]);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const print = useCallback(
    async (session: Session | null | undefined) => {
      setError(null);
      if (!session) {
        setError(RESULTS_MESSAGES.noSessionToExport);
        return;
      }
      if ((session.questions?.length ?? 0) === 0) {
        setError(RESULTS_MESSAGES.noQuestionsToExport);
        return;
      }
      setBusy(true);
      let results: SessionResults;
      try {
        results = await client.fetchQuery(sessionStatsQuery(session.id));
      } catch (failure) {
        setError(serverMessageOr(failure, RESULTS_MESSAGES.printFailed));
        setBusy(false);
        return;
      }
      setJob({ session, results });
      later(PRINT_DELAY_MS, () => {
        try {
          window.print();
        } catch (failure) {
          console.error(RESULTS_MESSAGES.printFailed, failure);
          setError(RESULTS_MESSAGES.printFailed);
        }
        later(PRINT_RESTORE_MS, () => {
          setJob(null);
          setBusy(false);
        });
      });
    },
    [client, later],
  );

  return { print, job, busy, error };
}
