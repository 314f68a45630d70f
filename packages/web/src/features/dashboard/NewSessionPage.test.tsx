import { defaultSessionName } from '@ciar/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredTeacher } from '../../lib/teacher-store';
import { fakeApi } from '../../testing/fake-api';
import { makeSession, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { NewSessionPage } from './NewSessionPage';

const render = () => renderPage(NewSessionPage, { pattern: '/teacher/sessions/new', url: '/teacher/sessions/new' });

describe('NewSessionPage', () => {
  it('sends to the login page when no teacher is stored', async () => {
    fakeApi({});
    const { path } = render();
    await waitFor(() => expect(path()).toBe('/teacher/login'));
  });

  it('creates the session under the typed name and opens its management page', async () => {
    signIn();
    const api = fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      'POST /sessions': { status: 201, body: { success: true, session: makeSession({ id: 'n1', name: 'Chimie' }) } },
      'POST /auth/teacher/logout': { body: { success: true } },
    });
    const user = userEvent.setup();
    const { path } = render();
    const name = screen.getByLabelText('Nom de la session');
    expect(name).toHaveValue(defaultSessionName());
    await user.clear(name);
    await user.type(name, '  Chimie ');
    await user.click(screen.getByRole('button', { name: 'Créer la session' }));
    await waitFor(() => expect(path()).toBe('/teacher/sessions/n1'));
    expect(api.callsTo('POST /sessions')[0]!.body).toEqual({ name: 'Chimie' });
  });

  it('logs out from its header and returns home', async () => {
    signIn();
    const api = fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      'POST /auth/teacher/logout': { body: { success: true } },
    });
    const user = userEvent.setup();
    const { path, client } = render();
    await waitFor(() => expect(client.getQueryData(['teacher', 'me'])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(getStoredTeacher()).toBeNull();
    expect(client.getQueryData(['teacher', 'me'])).toBeUndefined();
    expect(api.callsTo('POST /auth/teacher/logout')).toHaveLength(1);
  });
});
