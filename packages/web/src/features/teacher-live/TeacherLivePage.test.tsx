import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { signIn } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { TeacherLivePage } from './TeacherLivePage';

const pattern = '/teacher/sessions/:sessionId/live';

describe('TeacherLivePage', () => {
  it('sends to the login page when no teacher is stored', async () => {
    fakeApi({});
    const { path } = renderPage(TeacherLivePage, { pattern, url: '/teacher/sessions/s1/live' });
    await waitFor(() => expect(path()).toBe('/teacher/login'));
  });

  it('says the session is not found, with a way back to the dashboard', async () => {
    signIn();
    fakeApi({ 'GET /sessions/s1': { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } } });
    renderPage(TeacherLivePage, { pattern, url: '/teacher/sessions/s1/live' });
    expect(await screen.findByRole('heading', { name: 'Session non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/teacher/dashboard');
  });

  it('shows the spec’s message when the session cannot be loaded', async () => {
    signIn();
    fakeApi({ 'GET /sessions/s1': { status: 500, body: {} } });
    renderPage(TeacherLivePage, { pattern, url: '/teacher/sessions/s1/live' });
    expect(await screen.findByRole('heading', { name: 'Erreur lors du chargement de la session' })).toBeInTheDocument();
  });
});
