import type { Session } from '@ciar/shared/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { makeQuestion, makeSession, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { SessionPage } from './SessionPage';

const GET = 'GET /sessions/s1';
const ME = 'GET /auth/teacher/me';

const questions = [
  makeQuestion({ id: 'q1', title: 'Capitale de la France', timeLimit: 60 }),
  makeQuestion({ id: 'q2', position: 1, title: 'Cycle de l’eau', type: 'open_ended', options: [], correctAnswer: '', proposition: 'x', timeLimit: 120 }),
];

function setup(session: Session, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  let current = session;
  const api = fakeApi({
    [ME]: { body: { success: true, teacher } },
    [GET]: () => ({ body: { success: true, session: current } }),
    'GET /evaluation/status': { body: { success: true, configured: true, message: 'Évaluation automatique active : Évaluateur français intégré' } },
    ...routes,
  });
  const user = userEvent.setup();
  const page = renderPage(SessionPage, { pattern: '/teacher/sessions/:sessionId', url: '/teacher/sessions/s1' });
  return { api, user, ...page, setSession: (next: Session) => (current = next) };
}

const statusButtons = () =>
  within(screen.getByRole('region', { name: 'Pilotage' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('SessionPage', () => {
  it('redirects to login without a stored teacher', async () => {
    fakeApi({});
    const { path } = renderPage(SessionPage, { pattern: '/teacher/sessions/:sessionId', url: '/teacher/sessions/s1' });
    await waitFor(() => expect(path()).toBe('/teacher/login'));
  });

  it('shows the session info, its participation link and copies it', async () => {
    const { user } = setup(makeSession({ participantsCount: 7, questions, questionsCount: 2, isAutonomous: true, disableTimer: true }));
    expect(await screen.findByRole('heading', { name: 'Histoire — 4e B', level: 1 })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Histoire — 4e B' });
    const fact = (label: string) => within(info).getByText(label).nextElementSibling;
    expect(fact('Code')).toHaveTextContent('ABC234');
    expect(fact('Participants')).toHaveTextContent('7');
    expect(fact('Questions')).toHaveTextContent('2');
    expect(fact('Mode')).toHaveTextContent('Autonome');
    expect(fact('Timer')).toHaveTextContent('Désactivé');
    expect(fact('Créée le')).toHaveTextContent('20/11/2026');
    expect(within(info).getByText('Créée')).toHaveClass('badge-created');
    expect(within(info).getByRole('link', { name: 'Écran live' })).toHaveAttribute('href', '/teacher/sessions/s1/live');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/teacher/dashboard');

    const link = screen.getByLabelText('Lien de participation');
    expect(link).toHaveValue(`${window.location.origin}/quiz/ABC234`);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/quiz/ABC234`);
    expect(screen.getByText('Lien copié !')).toBeInTheDocument();
  });

  it('offers exactly the status moves the transitions allow', async () => {
    const { setSession, client } = setup(makeSession({ status: 'created' }));
    await screen.findByRole('heading', { level: 1 });
    expect(statusButtons()).toEqual(['Démarrer']);
    for (const [status, expected] of [
      ['active', ['Mettre en pause', 'Arrêter']],
      ['paused', ['Reprendre', 'Arrêter']],
      ['ended', []],
    ] as const) {
      setSession(makeSession({ status }));
      await client.invalidateQueries();
      await waitFor(() => expect(statusButtons()).toEqual(expected));
    }
    expect(screen.getByText('Session terminée : elle ne peut plus être modifiée.')).toBeInTheDocument();
  });

  it('starts the session and shows the new status at once', async () => {
    const started = makeSession({ status: 'active' });
    const { user, api, setSession } = setup(makeSession(), {
      'PATCH /sessions/s1/status': () => {
        setSession(started);
        return { body: { success: true, session: { ...started, questions: undefined } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Démarrer' }));
    const info = screen.getByRole('region', { name: 'Histoire — 4e B' });
    expect(await within(info).findByText('Active')).toHaveClass('badge-active');
    expect(api.callsTo('PATCH /sessions/s1/status')[0]!.body).toEqual({ status: 'active' });
  });

  it('asks before stopping and reports a refused move', async () => {
    const { user, api } = setup(makeSession({ status: 'paused' }), {
      'PATCH /sessions/s1/status': { status: 409, body: { error: 'Ce changement de statut n’est pas possible.', code: 'invalid-transition' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Arrêter' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Arrêter la session' });
    expect(dialog).toHaveTextContent('« Histoire — 4e B »');
    await user.click(within(dialog).getByRole('button', { name: 'Arrêter la session' }));
    expect(await screen.findByText('Ce changement de statut n’est pas possible.')).toHaveClass('banner-error');
    expect(api.callsTo('PATCH /sessions/s1/status')[0]!.body).toEqual({ status: 'ended' });

    api.on('PATCH /sessions/s1/status', { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Reprendre' }));
    expect(await screen.findByText('Erreur lors de la mise à jour du statut de la session')).toBeInTheDocument();
  });

  it('toggles the mode and the timer, with their own error messages', async () => {
    const { user, api, setSession } = setup(makeSession(), {
      'PATCH /sessions/s1/autonomous': () => {
        setSession(makeSession({ isAutonomous: true }));
        return { body: { success: true, session: makeSession({ isAutonomous: true }) } };
      },
      'PATCH /sessions/s1/timer': { status: 500, body: {} },
    });
    const mode = await screen.findByRole('switch', { name: 'Mode autonome' });
    expect(mode).not.toBeChecked();
    await user.click(mode);
    await waitFor(() => expect(mode).toBeChecked());
    expect(api.callsTo('PATCH /sessions/s1/autonomous')[0]!.body).toEqual({ isAutonomous: true });

    const timer = screen.getByRole('switch', { name: 'Timer activé' });
    expect(timer).toBeChecked();
    await user.click(timer);
    expect(await screen.findByText('Erreur lors du changement du timer')).toHaveClass('banner-error');
    // Refused: the switch shows the real state again.
    expect(timer).toBeChecked();
    expect(api.callsTo('PATCH /sessions/s1/timer')[0]!.body).toEqual({ disableTimer: true });

    api.on('PATCH /sessions/s1/autonomous', { status: 500, body: {} });
    await user.click(mode);
    expect(await screen.findByText('Erreur lors du changement de mode')).toBeInTheDocument();
  });

  it('lists the questions with their type, time and active badge, and links to create and edit', async () => {
    setup(makeSession({ status: 'created', questions: [questions[0]!, { ...questions[1]!, isActive: true }] }));
    await screen.findByRole('heading', { name: 'Capitale de la France', level: 3 });
    const item = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li')!;
    expect(item('Capitale de la France')).toHaveTextContent('Choix multiple');
    expect(item('Capitale de la France')).toHaveTextContent('60 s');
    expect(item('Cycle de l’eau')).toHaveTextContent('Question ouverte');
    expect(within(item('Cycle de l’eau')).getByText('Active')).toHaveClass('badge-active');
    expect(within(item('Capitale de la France')).getByRole('link', { name: 'Modifier la question Capitale de la France' })).toHaveAttribute(
      'href',
      '/teacher/sessions/s1/questions/q1/edit',
    );
    expect(screen.getByRole('link', { name: 'Ajouter une question' })).toHaveAttribute('href', '/teacher/sessions/s1/questions/create');
    // Not active: nothing to activate yet.
    expect(screen.queryByRole('button', { name: /Activer/ })).not.toBeInTheDocument();
  });

  it('counts the answers « À vérifier » of each question in the list, and nothing for a question without any', async () => {
    const open = questions.find((q) => q.type === 'open_ended')!;
    setup(makeSession({ questions, needsReviewCounts: { [open.id]: 3 } }));
    const item = async (title: string) => (await screen.findByRole('heading', { name: title, level: 3 })).closest('li')!;
    expect(within(await item(open.title)).getByText('À vérifier : 3')).toHaveClass('badge-review');
    const other = questions.find((q) => q.id !== open.id)!;
    expect(within(await item(other.title)).queryByText(/À vérifier/)).not.toBeInTheDocument();
  });

  it('shows the answers of open questions only, whatever the status, and the evaluation card', async () => {
    const { user } = setup(makeSession({ status: 'ended', questions }), {
      'GET /evaluation/answers/q2': { body: { success: true, responses: [], page: 1, pageSize: 50, total: 0, totalAnswers: 0 } },
      'GET /evaluation/stats/q2': {
        body: {
          success: true,
          stats: { questionId: 'q2', totalResponses: 0, evaluatedResponses: 0, unevaluatedResponses: 0, averageScore: null, evaluationRate: 0, scoreDistribution: { excellent: 0, good: 0, average: 0, poor: 0 } },
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Réponses à la question Capitale de la France' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Évaluation des réponses ouvertes' });
    await within(card).findByText('Évaluation automatique active : Évaluateur français intégré');
    expect(within(card).getByRole('button', { name: 'Évaluer toutes les réponses ouvertes' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Réponses à la question Cycle de l’eau' }));
    const dialog = screen.getByRole('dialog', { name: 'Réponses : Cycle de l’eau' });
    expect(await within(dialog).findByText('Aucune réponse pour le moment.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('activates a question while the session is active, and reports a failure', async () => {
    const { user, api, setSession } = setup(makeSession({ status: 'active', questions }), {
      'PATCH /questions/q1/activate': { body: { success: true, question: { ...questions[0]!, isActive: true } } },
      'PATCH /questions/q2/activate': { status: 500, body: {} },
    });
    await screen.findByRole('heading', { level: 1 });
    setSession(makeSession({ status: 'active', questions: [{ ...questions[0]!, isActive: true }, questions[1]!] }));
    await user.click(screen.getByRole('button', { name: 'Activer la question Capitale de la France' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activer la question Capitale de la France' })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /questions/q1/activate')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Activer la question Cycle de l’eau' }));
    expect(await screen.findByText("Erreur lors de l'activation de la question")).toHaveClass('banner-error');
  });

  it('deletes a question after a confirmation quoting it', async () => {
    const { user, api, setSession } = setup(makeSession({ questions }), {
      'DELETE /questions/q2': () => {
        setSession(makeSession({ questions: [questions[0]!] }));
        return { body: { success: true, message: 'Question supprimée' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la question Cycle de l’eau' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la question' });
    expect(dialog).toHaveTextContent('« Cycle de l’eau »');
    expect(dialog).toHaveTextContent('irréversible');
    expect(dialog).toHaveTextContent('réponses associées');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer la question' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cycle de l’eau' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /questions/q2')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Questions (1)' })).toBeInTheDocument();
  });

  it('reports a failed question deletion', async () => {
    const { user } = setup(makeSession({ questions }), { 'DELETE /questions/q1': { status: 500, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la question Capitale de la France' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la question' }));
    expect(await screen.findByText('Erreur lors de la suppression de la question')).toHaveClass('banner-error');
  });

  it('exports the questions under the server’s file name, or the spec’s, and reports a failure', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, api } = setup(makeSession({ questions }), {
      'GET /questions/export/s1': {
        text: '{"questions":[]}',
        headers: { 'content-type': 'application/json', 'content-disposition': "attachment; filename*=UTF-8''questions-Histoire-2026-11-20.json" },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter les questions' }));
    await waitFor(() => expect(saved).toEqual(['questions-Histoire-2026-11-20.json']));

    api.on('GET /questions/export/s1', { text: '{}', headers: { 'content-type': 'application/json' } });
    await user.click(screen.getByRole('button', { name: 'Exporter les questions' }));
    await waitFor(() => expect(saved[1]).toMatch(/^questions-Histoire-—-4e-B-\d{4}-\d{2}-\d{2}\.json$/));

    api.on('GET /questions/export/s1', { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Exporter les questions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'export des questions");
    vi.restoreAllMocks();
  });

  it('exports for Moodle (GIFT), first saying how many rating questions GIFT leaves out', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const rating = makeQuestion({ id: 'q3', position: 2, title: 'Votre avis', type: 'rating', options: [], correctAnswer: '', ratingScale: { min: 1, max: 5, labels: [] } });
    const { user, api } = setup(makeSession({ questions: [...questions, rating] }), {
      'GET /questions/export/s1?format=gift': { text: '::Capitale::[markdown]Q{T}', headers: { 'content-type': 'text/plain; charset=utf-8' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter pour Moodle (GIFT)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Exporter pour Moodle (GIFT)' });
    expect(confirm).toHaveTextContent('1 question d’échelle de notation ne sera pas exportée');
    expect(api.callsTo('GET /questions/export/s1?format=gift')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^questions-Histoire-—-4e-B-\d{4}-\d{2}-\d{2}-gift\.txt$/);
    vi.restoreAllMocks();
  });

  it('adds the questions ticked in « Ajouter depuis mes questions », in the order ticked', async () => {
    const bank = [
      { ...makeQuestion({ id: 'b1', sessionId: 'other', title: 'Capitale de l’Italie' }), sessionName: 'Géographie', createdAt: '2026-11-20T10:00:00.000Z' },
      { ...makeQuestion({ id: 'b2', sessionId: 'other', title: 'Capitale de l’Espagne' }), sessionName: 'Géographie', createdAt: '2026-11-19T10:00:00.000Z' },
    ];
    const { user, api } = setup(makeSession({ questions }), {
      'GET /questions/bank?limit=20&offset=0': { body: { success: true, questions: bank, total: 2 } },
      'POST /questions/b2/copy': { status: 201, body: { success: true, question: bank[1] } },
      'POST /questions/b1/copy': { status: 201, body: { success: true, question: bank[0] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter depuis mes questions' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter depuis mes questions' });
    await within(dialog).findByText('2 questions trouvées', { exact: false });
    expect(within(dialog).getByText('Capitale de l’Italie')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Capitale de l’Espagne/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Capitale de l’Italie/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter (2)' }));

    expect(await screen.findByText('2 questions ajoutées depuis vos questions.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/copy')).map((c) => [c.path, c.body])).toEqual([
      ['/questions/b2/copy', { sessionId: 's1' }],
      ['/questions/b1/copy', { sessionId: 's1' }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Ajouter depuis mes questions' })).not.toBeInTheDocument();
  });

  it('duplicates the session and opens the copy', async () => {
    const copy = makeSession({ id: 's2', name: 'Histoire — 4e B (copie)', questions });
    const { user, path } = setup(makeSession({ questions }), {
      'POST /sessions/s1/duplicate': { status: 201, body: { success: true, session: copy } },
      'GET /sessions/s2': { body: { success: true, session: copy } },
    });
    await user.click(await screen.findByRole('button', { name: 'Dupliquer' }));
    await waitFor(() => expect(path()).toBe('/teacher/sessions/s2'));
  });

  it('disables the export without questions', async () => {
    setup(makeSession({ questions: [] }));
    expect(await screen.findByRole('button', { name: 'Exporter les questions' })).toBeDisabled();
    expect(screen.getByText(/Aucune question pour le moment/)).toBeInTheDocument();
  });

  it('leaves an ended session read-only but exportable', async () => {
    setup(makeSession({ status: 'ended', questions }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Ajouter une question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importer (JSON ou GIFT)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter depuis mes questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mode autonome' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exporter les questions' })).toBeEnabled();
  });

  it('says when the session does not exist, with a way back', async () => {
    signIn();
    fakeApi({ [ME]: { body: { success: true, teacher } }, [GET]: { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } } });
    renderPage(SessionPage, { pattern: '/teacher/sessions/:sessionId', url: '/teacher/sessions/s1' });
    expect(await screen.findByRole('heading', { name: 'Session non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/teacher/dashboard');
  });

  it('says when the session cannot be loaded', async () => {
    signIn();
    fakeApi({ [ME]: { body: { success: true, teacher } }, [GET]: { status: 500, body: {} } });
    renderPage(SessionPage, { pattern: '/teacher/sessions/:sessionId', url: '/teacher/sessions/s1' });
    expect(await screen.findByRole('heading', { name: 'Erreur lors du chargement de la session' })).toBeInTheDocument();
  });
});
