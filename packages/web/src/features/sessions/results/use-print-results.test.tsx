import type { Session } from '@ciar/shared/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { fakeApi } from '../../../testing/fake-api';
import { endedSession } from './results-fixtures';
import { usePrintResults } from './use-print-results';

function renderPrint() {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePrintResults(), { wrapper });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePrintResults', () => {
  it.each([
    ['no session', null, "Session non disponible pour l'export"],
    ['a session without questions', endedSession({ questions: [] }), "Aucune question disponible pour l'export"],
    ['a session whose questions are not loaded', endedSession({ questions: undefined }), "Aucune question disponible pour l'export"],
  ] as Array<[string, Session | null, string]>)('refuses %s without asking the server or the printer', async (_case, session, message) => {
    const api = fakeApi({});
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { result } = renderPrint();
    await act(() => result.current.print(session));
    expect(result.current.error).toBe(message);
    expect(result.current.job).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(api.calls).toEqual([]);
    expect(print).not.toHaveBeenCalled();
  });
});
