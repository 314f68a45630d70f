import { defaultSessionName } from '@ciar/shared/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredTeacher } from '../../lib/teacher-store';
import { fakeApi } from '../../testing/fake-api';
import { makeSession, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { DashboardPage } from './DashboardPage';

const LIST = 'GET /sessions/teacher/t1';
const ME = 'GET /auth/teacher/me';

function renderDashboard() {
  return renderPage(DashboardPage, { pattern: '/teacher/dashboard', url: '/teacher/dashboard' });
}

function card(name: string) {
  return screen.getByRole('heading', { name, level: 3 }).closest('li')!;
}

const fourSessions = [
  makeSession({ id: 'a', name: 'Créée', status: 'created', questionsCount: 3, participantsCount: 0 }),
  makeSession({ id: 'b', name: 'En cours', status: 'active', code: 'XYZ789', participantsCount: 12 }),
  makeSession({ id: 'c', name: 'Suspendue', status: 'paused', participantsCount: 5 }),
  makeSession({ id: 'd', name: 'Finie', status: 'ended', participantsCount: 20 }),
];

describe('DashboardPage', () => {
  it('sends to the login page when no teacher is stored', async () => {
    fakeApi({});
    const { path } = renderDashboard();
    await waitFor(() => expect(path()).toBe('/teacher/login'));
  });

  it('shows the empty state and creates a first session under the default name, then opens it', async () => {
    signIn();
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: { body: { success: true, sessions: [] } },
      'POST /sessions': { status: 201, body: { success: true, session: makeSession({ id: 'new1' }) } },
    });
    const user = userEvent.setup();
    const { path } = renderDashboard();

    expect(await screen.findByText('Aucune session créée pour le moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer ma première session' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle session' });
    expect(within(dialog).getByLabelText('Nom de la session')).toHaveValue(defaultSessionName());
    await user.click(within(dialog).getByRole('button', { name: 'Créer la session' }));

    await waitFor(() => expect(path()).toBe('/teacher/sessions/new1'));
    expect(api.callsTo('POST /sessions')[0]!.body).toEqual({ name: defaultSessionName() });
  });

  it('refuses an empty session name with the shared rule, and shows the server’s refusal', async () => {
    signIn();
    fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: { body: { success: true, sessions: [] } },
      'POST /sessions': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle session' }));
    const name = screen.getByLabelText('Nom de la session');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Créer la session' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le nom de la session est obligatoire');
    await user.type(name, 'Maths');
    await user.click(screen.getByRole('button', { name: 'Créer la session' }));
    expect(await screen.findByText('Erreur lors de la création de la session')).toHaveClass('banner-error');
  });

  it('lists each session with its facts and exactly the actions its status allows', async () => {
    signIn();
    fakeApi({ [ME]: { body: { success: true, teacher } }, [LIST]: { body: { success: true, sessions: fourSessions } } });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Créée', level: 3 });

    const actions = (name: string) =>
      [...card(name).querySelectorAll('a, button')].map((el) => el.textContent);
    // Any session can be duplicated (decision 141).
    expect(actions('Créée')).toEqual(['Gérer', 'Démarrer', 'Dupliquer', 'Supprimer']);
    expect(actions('En cours')).toEqual(['Gérer', 'Session Live', 'Arrêter', 'Dupliquer']);
    expect(actions('Suspendue')).toEqual(['Gérer', 'Dupliquer']);
    expect(actions('Finie')).toEqual(['Gérer', 'Dupliquer', 'Supprimer']);
    expect(within(card('Finie')).getByText('Session terminée')).toBeInTheDocument();

    expect(within(card('En cours')).getByRole('link', { name: /Session Live/ })).toHaveAttribute('href', '/teacher/sessions/b/live');
    expect(within(card('Créée')).getByRole('link', { name: /Gérer/ })).toHaveAttribute('href', '/teacher/sessions/a');
    const live = card('En cours');
    expect(within(live).getByText('Active')).toHaveClass('badge-active');
    expect(within(live).getByText('XYZ789')).toBeInTheDocument();
    expect(within(live).getByText('12')).toBeInTheDocument();
    expect(within(card('Suspendue')).getByText('En pause')).toBeInTheDocument();
    expect(within(card('Créée')).getByText('3')).toBeInTheDocument();
    expect(within(card('Créée')).getByText(/20\/11\/2026/)).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Statistiques rapides' });
    expect(within(stats).getByText('Sessions').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Sessions actives').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Participants').nextSibling).toHaveTextContent('37');
  });

  it('starts a session, shows it active at once and reloads the list', async () => {
    signIn();
    let sessions = [fourSessions[0]!];
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: () => ({ body: { success: true, sessions } }),
      'PATCH /sessions/a/status': () => {
        sessions = [{ ...fourSessions[0]!, status: 'active' }];
        return { body: { success: true, session: sessions[0] } };
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Démarrer/ }));

    expect(await within(card('Créée')).findByRole('button', { name: /Arrêter/ })).toBeInTheDocument();
    expect(api.callsTo('PATCH /sessions/a/status')[0]!.body).toEqual({ status: 'active' });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('duplicates a session: the copy appears in the reloaded list and a notice names it', async () => {
    signIn();
    let sessions = [fourSessions[3]!];
    const copy = makeSession({ id: 'e', name: 'Finie (copie)', status: 'created', questionsCount: 2 });
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: () => ({ body: { success: true, sessions } }),
      'POST /sessions/d/duplicate': () => {
        sessions = [copy, ...sessions];
        return { status: 201, body: { success: true, session: copy } };
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Dupliquer la session Finie' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Session « Finie (copie) » créée.');
    expect(await screen.findByRole('heading', { name: 'Finie (copie)', level: 3 })).toBeInTheDocument();
    expect(api.callsTo('POST /sessions/d/duplicate')).toHaveLength(1);
  });

  it('asks before stopping, naming the session', async () => {
    signIn();
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: { body: { success: true, sessions: [fourSessions[1]!] } },
      'PATCH /sessions/b/status': { body: { success: true, session: { ...fourSessions[1]!, status: 'ended' } } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Arrêter/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Arrêter la session' });
    expect(dialog).toHaveTextContent('« En cours »');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('PATCH /sessions/b/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Arrêter/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Arrêter la session' }));
    await waitFor(() => expect(api.callsTo('PATCH /sessions/b/status')[0]!.body).toEqual({ status: 'ended' }));
  });

  it('deletes after a confirmation that warns about questions and answers, then reloads', async () => {
    signIn();
    let sessions = [fourSessions[3]!];
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: () => ({ body: { success: true, sessions } }),
      'DELETE /sessions/d': () => {
        sessions = [];
        return { body: { success: true, message: 'Session supprimée' } };
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Supprimer/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la session' });
    expect(dialog).toHaveTextContent('« Finie »');
    expect(dialog).toHaveTextContent('Toutes ses questions et toutes les réponses des étudiants seront supprimées.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText('Aucune session créée pour le moment.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /sessions/d')).toHaveLength(1);
  });

  it('shows the red banners of docs/product.md#teacher-dashboard, with the server’s message when it gives one', async () => {
    signIn();
    fakeApi({
      [ME]: { status: 500, body: {} },
      [LIST]: { status: 503, body: { error: 'Le service est momentanément indisponible.', code: 'database-unavailable' } },
    });
    renderDashboard();
    expect(await screen.findByText('Le service est momentanément indisponible.')).toHaveClass('banner-error');
    expect(await screen.findByText('Erreur lors du chargement des données')).toHaveClass('banner-error');
  });

  it('falls back to the French message of each action when the server gives none', async () => {
    signIn();
    const api = fakeApi({
      [ME]: { body: { success: true, teacher } },
      [LIST]: { body: { success: true, sessions: [fourSessions[0]!] } },
      'PATCH /sessions/a/status': { status: 500, body: {} },
      'DELETE /sessions/a': { status: 409, body: { error: 'Impossible de supprimer une session en cours.', code: 'session-not-deletable' } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Démarrer/ }));
    expect(await screen.findByText('Erreur lors de la mise à jour de la session')).toHaveClass('banner-error');

    await user.click(screen.getByRole('button', { name: /Supprimer/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Impossible de supprimer une session en cours.')).toHaveClass('banner-error');
    expect(api.callsTo('DELETE /sessions/a')).toHaveLength(1);
  });

  it('keeps the header totals true and refreshes on demand, bypassing the cache', async () => {
    signIn({ ...teacher, totalSessions: 0 });
    const api = fakeApi({
      [ME]: { body: { success: true, teacher: { ...teacher, totalSessions: 4, totalStudents: 37 } } },
      [LIST]: { body: { success: true, sessions: fourSessions } },
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText(/4 sessions · 37 étudiants/)).toBeInTheDocument();
    expect(getStoredTeacher()?.totalSessions).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(api.callsTo(ME)).toHaveLength(2);
  });

  it('forgets the stored teacher and goes to login when the server no longer knows them', async () => {
    signIn();
    fakeApi({
      [ME]: { status: 401, body: { error: 'Veuillez vous connecter.', code: 'unauthenticated' } },
      [LIST]: { status: 401, body: { error: 'Veuillez vous connecter.', code: 'unauthenticated' } },
    });
    const { path } = renderDashboard();
    await waitFor(() => expect(path()).toBe('/teacher/login'));
    expect(getStoredTeacher()).toBeNull();
  });

  describe('the search among many sessions', () => {
    const year = [
      ...fourSessions,
      makeSession({ id: 'e', name: 'Photosynthèse — 4e B', status: 'ended', code: 'PHO444' }),
      makeSession({ id: 'f', name: 'Électricité — 3e A', status: 'created', code: 'ELE333' }),
      makeSession({ id: 'g', name: 'Révisions — 4e B', status: 'active', code: 'REV555' }),
      makeSession({ id: 'h', name: 'Œuvres de Molière — 3e B', status: 'ended', code: 'MOL666' }),
    ];
    const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

    it('is not offered while every session is in view', async () => {
      signIn();
      fakeApi({ [ME]: { body: { success: true, teacher } }, [LIST]: { body: { success: true, sessions: fourSessions } } });
      renderDashboard();
      await screen.findByRole('heading', { name: 'Créée', level: 3 });
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Rechercher une session (nom ou code)')).not.toBeInTheDocument();
    });

    it('finds sessions by words of their name, in any case, without accents or ligatures, or by code, within a status', async () => {
      signIn();
      fakeApi({ [ME]: { body: { success: true, teacher } }, [LIST]: { body: { success: true, sessions: year } } });
      const user = userEvent.setup();
      renderDashboard();
      await screen.findByRole('heading', { name: 'Créée', level: 3 });
      const count = within(screen.getByRole('search').parentElement!).getByRole('status');
      expect(count).toHaveTextContent('8 sessions');

      const search = screen.getByLabelText('Rechercher une session (nom ou code)');
      await user.type(search, 'electricite');
      expect(shownNames()).toEqual(['Électricité — 3e A']);
      expect(count).toHaveTextContent('1 session sur 8');

      await user.clear(search);
      await user.type(search, '4E b');
      expect(shownNames()).toEqual(['Photosynthèse — 4e B', 'Révisions — 4e B']);
      await user.selectOptions(screen.getByLabelText('Statut'), 'Active');
      expect(shownNames()).toEqual(['Révisions — 4e B']);
      expect(count).toHaveTextContent('1 session sur 8');

      await user.clear(search);
      await user.selectOptions(screen.getByLabelText('Statut'), 'Tous');
      await user.type(search, 'oeuvres moliere');
      expect(shownNames()).toEqual(['Œuvres de Molière — 3e B']);

      await user.clear(search);
      await user.type(search, 'xyz7');
      expect(shownNames()).toEqual(['En cours']);
      // The quick statistics still count every session, not the ones shown.
      expect(screen.getByText('Sessions actives').nextElementSibling).toHaveTextContent('2');
    });

    it('says when nothing matches, and clears the search in one click', async () => {
      signIn();
      fakeApi({ [ME]: { body: { success: true, teacher } }, [LIST]: { body: { success: true, sessions: year } } });
      const user = userEvent.setup();
      renderDashboard();
      await screen.findByRole('heading', { name: 'Créée', level: 3 });
      await user.type(screen.getByLabelText('Rechercher une session (nom ou code)'), 'géographie');
      expect(shownNames()).toEqual([]);
      expect(screen.getByText('Aucune session ne correspond à ces critères.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 session sur 8');

      await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
      expect(shownNames()).toHaveLength(8);
      expect(screen.getByLabelText('Rechercher une session (nom ou code)')).toHaveValue('');
    });

    it('stays while it hides sessions, even when the list falls under six, so that it can be cleared', async () => {
      signIn();
      let lists = 0;
      fakeApi({
        [ME]: { body: { success: true, teacher } },
        // Sessions deleted elsewhere meanwhile: the list refreshed has four.
        [LIST]: () => ({ body: { success: true, sessions: lists++ === 0 ? year : fourSessions } }),
      });
      const user = userEvent.setup();
      renderDashboard();
      await screen.findByRole('heading', { name: 'Créée', level: 3 });
      await user.type(screen.getByLabelText('Rechercher une session (nom ou code)'), 'photosynthese');
      await user.click(screen.getByRole('button', { name: 'Actualiser' }));

      expect(await screen.findByText('Aucune session ne correspond à ces critères.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 session sur 4');
      await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
      expect(shownNames()).toHaveLength(4);
      // Cleared, the search has nothing more to offer four sessions.
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    });
  });
});
