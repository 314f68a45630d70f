import { PRINT_DELAY_MS, PRINT_RESTORE_MS } from '@ciar/shared/constants';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alice, resultsBody, response } from '../../components/student-stats/results-fixtures';
import { saveStudentRecord } from '../../lib/student-store';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import { StudentStatsPage } from './StudentStatsPage';

const RESULTS = `GET /sessions/s1/student/${alice.id}/responses`;

function renderStatsPage(sessionId = 's1') {
  return renderPage(StudentStatsPage, { pattern: '/student/session/:sessionId/stats', url: `/student/session/${sessionId}/stats` });
}

describe('StudentStatsPage', () => {
  it('shows the statistics of the student this device joined the session as, and hides its header while printing', async () => {
    saveStudentRecord(alice);
    fakeApi({ [RESULTS]: { body: resultsBody([response('q1', '1')]) } });
    vi.stubGlobal('print', vi.fn());
    renderStatsPage();

    expect(await screen.findByText('Score global :')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la session' })).toHaveAttribute('href', '/student/session/s1');
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'Imprimer' }).click());
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS + PRINT_RESTORE_MS));
      expect(screen.getByRole('banner')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when this device has not joined that session', async () => {
    saveStudentRecord({ ...alice, sessionId: 'autre' });
    const api = fakeApi({});
    renderStatsPage();
    expect(await screen.findByRole('heading', { name: 'Statistiques indisponibles' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Rejoindre une session' })[0]).toHaveAttribute('href', '/student/join');
    expect(api.calls).toHaveLength(0);
  });
});
