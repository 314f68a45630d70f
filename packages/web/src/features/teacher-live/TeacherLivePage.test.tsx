import type { SessionSnapshot } from '@ciar/shared/events';
import type { Session } from '@ciar/shared/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { openedSockets } from '../../testing/fake-socket';
import { makeQuestion, makeSession, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { LIVE_COUNT_ANNOUNCE_MS } from '../../lib/count-announcement';
import { TEACHER_LIVE_ANNOUNCEMENTS } from './announcements';
import { TeacherLivePage } from './TeacherLivePage';

const pattern = '/teacher/sessions/:sessionId/live';
const questions = [
  makeQuestion({ id: 'q1', position: 0, title: 'Première' }),
  makeQuestion({ id: 'q2', position: 1, title: 'Seconde' }),
];

function snapshotOf(session: Session, active: (typeof questions)[number] | null): SessionSnapshot {
  const { id, code, name, status, participantsCount, isAutonomous, disableTimer } = session;
  return {
    session: { id, code, name, status, participantsCount, isAutonomous, disableTimer },
    current: active && { question: { ...active, isActive: true, activatedAt: new Date().toISOString() }, response: null, feedback: null },
    serverNow: new Date().toISOString(),
    activationSeq: 1,
  };
}

/** The live screen of a loaded session, its socket connected and joined. */
async function openLive(session: Session, active: (typeof questions)[number] | null = null, routes = {}, url = '/teacher/sessions/s1/live') {
  signIn();
  const api = fakeApi({ 'GET /sessions/s1': { body: { success: true, session } }, ...routes });
  const view = renderPage(TeacherLivePage, { pattern, url });
  await screen.findByRole('heading', { name: session.name, level: 1 });
  const socket = openedSockets.at(-1)!;
  act(() => socket.fire('connect'));
  await act(async () => socket.sent('join-session')[0]!.ack!(null, { ok: true, data: snapshotOf(session, active) }));
  return { ...view, api, socket };
}

/** Every element a screen reader watches for changes: the page must have exactly one (decision 193). */
const liveElements = () => document.querySelectorAll('[aria-live], [role="status"], [role="log"]');

function activate(socket: (typeof openedSockets)[number], question: (typeof questions)[number], activationSeq: number) {
  act(() =>
    socket.fire('question-activated', {
      sessionCode: 'ABC234',
      questionId: question.id,
      question: { ...question, isActive: true },
      activatedAt: new Date().toISOString(),
      serverNow: new Date().toISOString(),
      activationSeq,
    }),
  );
}

function answers(socket: (typeof openedSockets)[number], questionId: string, responsesCount: number) {
  act(() =>
    socket.fire('answer-submitted', {
      stats: { questionId, responsesCount, counts: { '0': responsesCount }, openAnswers: [], needsReviewCount: 0, participantsCount: 3 },
    }),
  );
}

describe('TeacherLivePage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a shown question, the live count every 5 s at most, a pause, the resume and the end in its one live region (decision 193)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await openLive(makeSession({ status: 'active', participantsCount: 3, questions }));
    const region = screen.getByTestId('live-region');
    expect(liveElements()).toHaveLength(1);
    expect(liveElements()[0]).toBe(region);

    activate(socket, questions[0]!, 2);
    expect(region).toHaveTextContent('Nouvelle question : Première. 1 minute pour répondre.');
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS));
    // The new question's « 0 réponse » is not said over it.
    expect(region).toHaveTextContent('Nouvelle question : Première.');
    answers(socket, 'q1', 1);
    expect(region).toHaveTextContent('Réponses reçues : 1 sur 3 participants.');
    answers(socket, 'q1', 2);
    answers(socket, 'q1', 3);
    // Shown at once, said at most every 5 s.
    expect(screen.getByText('3 réponses sur 3 participants')).toBeInTheDocument();
    expect(region).toHaveTextContent('Réponses reçues : 1 sur 3 participants.');
    act(() => vi.advanceTimersByTime(LIVE_COUNT_ANNOUNCE_MS));
    expect(region).toHaveTextContent('Réponses reçues : 3 sur 3 participants.');

    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'paused' }));
    expect(region).toHaveTextContent(TEACHER_LIVE_ANNOUNCEMENTS.paused);
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'active' }));
    expect(region).toHaveTextContent(TEACHER_LIVE_ANNOUNCEMENTS.resumed);
    activate(socket, questions[1]!, 3);
    expect(region).toHaveTextContent('Nouvelle question : Seconde. 1 minute pour répondre.');
    act(() => socket.fire('session-stopped', { sessionId: 's1', message: 'fin' }));
    expect(region).toHaveTextContent(TEACHER_LIVE_ANNOUNCEMENTS.ended);
    expect(screen.getByText(/Session terminée\. Les statistiques/)).toBeInTheDocument();
    expect(liveElements()).toHaveLength(1);
  });

  it('keeps one live region in the presentation, which says the next question', async () => {
    const { socket } = await openLive(makeSession({ status: 'active', participantsCount: 3, questions }), questions[0], {}, '/teacher/sessions/s1/live?presentation');
    const region = screen.getByTestId('live-region');
    expect(liveElements()).toHaveLength(1);
    activate(socket, questions[1]!, 2);
    expect(await screen.findByRole('heading', { name: 'Seconde', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent('Nouvelle question : Seconde. 1 minute pour répondre.'));
    expect(liveElements()).toHaveLength(1);
  });

  it('joins as the teacher, shows the code big and the live participant count', async () => {
    const { socket } = await openLive(makeSession({ status: 'active', participantsCount: 2, questions }));
    expect(socket.sent('join-session')[0]!.payload).toEqual({ sessionCode: 'ABC234', userType: 'teacher', userId: teacher.id, userName: teacher.name });
    expect(screen.getByText('ABC234')).toHaveClass('projector-code');
    act(() => socket.fire('user-joined', { participantsCount: 3, participant: { studentId: 'x', studentName: 'X' } }));
    expect(document.querySelector('.projector-participants-value')).toHaveTextContent('3');
    // The header counts this session's participants, not the teacher's stored totals (docs/product.md#live-screen).
    expect(within(screen.getByRole('banner')).getByText('3 participants dans cette session')).toBeInTheDocument();
  });

  it('shows a student’s request to come back on another device, lets them in with one click, and follows new requests live', async () => {
    const user = userEvent.setup();
    const request = { studentId: 'ABC234_marie_curie', studentName: 'Marie Curie', requestedAt: new Date().toISOString() };
    let pending = [request];
    const { api, socket } = await openLive(makeSession({ status: 'active', questions }), null, {
      'GET /sessions/s1/rejoin-requests': () => ({ body: { success: true, requests: pending } }),
      'POST /sessions/s1/rejoin-requests/ABC234_marie_curie/approve': () => {
        pending = [];
        return { body: { success: true } };
      },
    });
    await screen.findByText('« Marie Curie souhaite revenir sur un autre appareil »');
    // Said by the page's one live region, not by a status of its own (decision 193).
    await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Demande de retour sur un autre appareil : Marie Curie.'));
    expect(liveElements()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Laisser revenir' }));
    expect(api.callsTo('POST /sessions/s1/rejoin-requests/ABC234_marie_curie/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/souhaite revenir/)).not.toBeInTheDocument());
    pending = [{ ...request, studentId: 'ABC234_jean', studentName: 'Jean' }];
    act(() => socket.fire('rejoin-requested', { sessionId: 's1', request: pending[0] }));
    await screen.findByText('« Jean souhaite revenir sur un autre appareil »');
    await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Demande de retour sur un autre appareil : Jean.'));
  });

  it('starts a created session through the socket; next stays disabled until it is active', async () => {
    const user = userEvent.setup();
    const { socket } = await openLive(makeSession({ status: 'created', questions }));
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Démarrer la session' }));
    expect(socket.sent('start-session')[0]!.payload).toEqual({ sessionId: 's1' });
    await act(async () => socket.sent('start-session')[0]!.ack!(null, { ok: true, data: { status: 'active' } }));
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'active' }));
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Démarrer la session' })).not.toBeInTheDocument();
  });

  it('offers its commands once the live channel has joined, and not while it is away', async () => {
    const session = makeSession({ status: 'active', questions });
    signIn();
    fakeApi({ 'GET /sessions/s1': { body: { success: true, session } } });
    renderPage(TeacherLivePage, { pattern, url: '/teacher/sessions/s1/live' });
    await screen.findByRole('heading', { name: session.name, level: 1 });
    const next = () => screen.getByRole('button', { name: 'Question suivante' });
    // A click now would be refused as coming from a screen not yet joined.
    expect(next()).toBeDisabled();
    const socket = openedSockets.at(-1)!;
    act(() => socket.fire('connect'));
    expect(next()).toBeDisabled();
    await act(async () => socket.sent('join-session')[0]!.ack!(null, { ok: true, data: snapshotOf(session, null) }));
    expect(next()).toBeEnabled();
    act(() => socket.fire('disconnect'));
    expect(next()).toBeDisabled();
  });

  it('opens the next question in order, and shows the server’s refusal or the spec’s fallback', async () => {
    const user = userEvent.setup();
    const { socket } = await openLive(makeSession({ status: 'active', questions }), questions[0]);
    expect(screen.getByRole('heading', { name: 'Première', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Question suivante' }));
    expect(socket.sent('activate-question')[0]!.payload).toEqual({ sessionId: 's1', questionId: 'q2' });
    // A browser drops the focus of a button that becomes disabled; jsdom does not, so the test
    // sends it to the body as the browser would.
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeDisabled();
    act(() => {
      const sink = document.createElement('input');
      document.body.append(sink);
      sink.focus();
      sink.remove();
    });
    expect(document.body).toHaveFocus();
    await act(async () => socket.sent('activate-question')[0]!.ack!(null, { ok: false, error: "Impossible d'activer une question : la session n'est pas active.", code: 'session-not-active' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Impossible d'activer une question : la session n'est pas active.");
    // Disabled while it travelled, the button gets the focus back once done (decision 190).
    expect(screen.getByRole('button', { name: 'Question suivante' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Question suivante' }));
    await act(async () => socket.sent('activate-question')[1]!.ack!(new Error('operation has timed out'), undefined));
    expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'activation de la question");

    act(() =>
      socket.fire('question-activated', {
        sessionCode: 'ABC234',
        questionId: 'q2',
        question: { ...questions[1], isActive: true },
        activatedAt: new Date().toISOString(),
        serverNow: new Date().toISOString(),
        activationSeq: 2,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Seconde', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Aucune question suivante disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeDisabled();
  });

  it('reloads its list when the question on screen closes, so that a deleted question is never offered next', async () => {
    const { socket, api } = await openLive(makeSession({ status: 'active', questions }), questions[0]);
    expect(api.callsTo('GET /sessions/s1')).toHaveLength(1);
    // Deleted on the management page while on screen: the list comes back without it.
    api.on('GET /sessions/s1', { body: { success: true, session: makeSession({ status: 'active', questions: [questions[1]!] }) } });
    act(() => socket.fire('question-deactivated', { sessionId: 's1', activationSeq: 2 }));
    await waitFor(() => expect(api.callsTo('GET /sessions/s1')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Première', level: 2 })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Question suivante' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Question suivante' }));
    expect(socket.sent('activate-question')[0]!.payload).toEqual({ sessionId: 's1', questionId: 'q2' });
  });

  it('at the last question: pauses and resumes through the API, stops through the socket after confirmation', async () => {
    const user = userEvent.setup();
    const session = makeSession({ status: 'active', questions });
    const { socket, api } = await openLive(session, questions[1], {
      'PATCH /sessions/s1/status': ({ body }: { body: unknown }) => ({ body: { success: true, session: { ...session, ...(body as object) } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    await screen.findByRole('button', { name: 'Reprendre la session' });
    expect(api.callsTo('PATCH /sessions/s1/status')[0]!.body).toEqual({ status: 'paused' });
    expect(screen.queryByRole('button', { name: 'Arrêter la session' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reprendre la session' }));
    await screen.findByRole('button', { name: 'Mettre en pause' });

    await user.click(screen.getByRole('button', { name: 'Arrêter la session' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Arrêter la session' }));
    expect(socket.sent('stop-session')[0]!.payload).toEqual({ sessionId: 's1' });
  });

  it('shows the spec’s message when a status change fails without a server message', async () => {
    const user = userEvent.setup();
    await openLive(makeSession({ status: 'active', questions }), questions[1], { 'PATCH /sessions/s1/status': { status: 502, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour du statut de la session');
  });

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

describe('the arrivals of a session', () => {
  it('locks and reopens arrivals, sets a maximum, and tells the teacher when the pace turns names away', async () => {
    const session = makeSession({ status: 'active', questions, questionsCount: 2 });
    const { api, socket } = await openLive(session, null, {
      'PATCH /sessions/s1/arrivals': (call: { body: unknown }) => ({ body: { success: true, session: { ...session, arrivals: call.body } } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verrouiller les arrivées' }));
    expect(await screen.findByRole('button', { name: 'Rouvrir les arrivées', pressed: true })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ locked: true, maxParticipants: null }]);

    await user.type(screen.getByLabelText('Nombre maximum de participants'), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Le nombre maximum doit être un nombre entier entre 1 et 10000, ou vide\./)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nombre maximum de participants'));
    await user.type(screen.getByLabelText('Nombre maximum de participants'), '32');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ locked: true, maxParticipants: 32 }));

    act(() => socket.fire('arrivals-changed', { sessionId: 's1', arrivals: { locked: false, maxParticipants: 32 }, flooded: true }));
    expect(screen.getByText('Beaucoup d’arrivées : vérifiez les noms.', { selector: '.banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verrouiller les arrivées', pressed: false })).toBeInTheDocument();
    expect(liveElements()).toHaveLength(1);
  });
});
