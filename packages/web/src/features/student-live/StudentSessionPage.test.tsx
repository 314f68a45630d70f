import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveStudentRecord } from '../../lib/student-store';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import { StudentSessionPage } from './StudentSessionPage';

const pattern = '/student/session/:sessionId';

describe('StudentSessionPage', () => {
  it('sends a visitor without a saved record to the join page', async () => {
    fakeApi({});
    const { path } = renderPage(StudentSessionPage, { pattern, url: '/student/session/s1' });
    await waitFor(() => expect(path()).toBe('/student/join'));
  });

  it('sends a student whose record is for another session to the join page', async () => {
    fakeApi({});
    saveStudentRecord({ id: 'XYZ789_marie', name: 'Marie', sessionId: 'other', sessionCode: 'XYZ789', token: 't' });
    const { path } = renderPage(StudentSessionPage, { pattern, url: '/student/session/s1' });
    await waitFor(() => expect(path()).toBe('/student/join'));
  });
});
