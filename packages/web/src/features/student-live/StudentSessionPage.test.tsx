import type { SessionSnapshot } from '@ciar/shared/events';
import { toStudentQuestion } from '@ciar/shared/student';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStudentRecord, saveStudentRecord } from '../../lib/student-store';
import { fakeApi } from '../../testing/fake-api';
import { openedSockets } from '../../testing/fake-socket';
import { makeQuestion } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { StudentSessionPage } from './StudentSessionPage';

const pattern = '/student/session/:sessionId';
const record = { id: 'ABC234_marie', name: 'Marie', sessionId: 's1', sessionCode: 'ABC234', token: 't' };

function snapshot(overrides: Partial<SessionSnapshot['session']> = {}, current: SessionSnapshot['current'] = null): SessionSnapshot {
  return {
    session: { id: 's1', code: 'ABC234', name: 'Histoire', status: 'active', participantsCount: 3, isAutonomous: false, disableTimer: false, ...overrides },
    current,
    serverNow: new Date().toISOString(),
    activationSeq: 1,
  };
}

/** Opens the page for the saved student, connects and answers the join with `data`. */
async function openJoined(ack: unknown) {
  saveStudentRecord(record);
  fakeApi({});
  const view = renderPage(StudentSessionPage, { pattern, url: '/student/session/s1' });
  const socket = openedSockets.at(-1)!;
  act(() => socket.fire('connect'));
  await act(async () => socket.sent('join-session')[0]!.ack!(null, ack));
  return { ...view, socket };
}

describe('StudentSessionPage', () => {
  it('sends a visitor without a saved record to the join page', async () => {
    fakeApi({});
    const { path } = renderPage(StudentSessionPage, { pattern, url: '/student/session/s1' });
    await waitFor(() => expect(path()).toBe('/student/join'));
    expect(openedSockets).toHaveLength(0);
  });

  it('sends a student whose record is for another session to the join page', async () => {
    fakeApi({});
    saveStudentRecord({ ...record, sessionId: 'other' });
    const { path } = renderPage(StudentSessionPage, { pattern, url: '/student/session/s1' });
    await waitFor(() => expect(path()).toBe('/student/join'));
  });

  it('joins with the saved token and shows the header, the waiting message and the session card', async () => {
    const { socket } = await openJoined({ ok: true, data: snapshot() });
    expect(socket.sent('join-session')[0]!.payload).toEqual({
      sessionCode: 'ABC234',
      userType: 'student',
      userId: 'ABC234_marie',
      userName: 'Marie',
      token: 't',
    });
    expect(screen.getByText('Connecté')).toBeInTheDocument();
    expect(screen.getAllByText('Histoire').length).toBeGreaterThan(0);
    expect(screen.getByText('En attente de la prochaine question…')).toBeInTheDocument();
    act(() => socket.fire('disconnect'));
    expect(screen.getByText('Déconnecté')).toBeInTheDocument();
  });

  it('shows the pause warning and clears it on resume, and says when the teacher opened self-paced work', async () => {
    const question = toStudentQuestion(makeQuestion({ isActive: true, activatedAt: new Date().toISOString() }));
    const { socket } = await openJoined({ ok: true, data: snapshot({}, { question, response: null, feedback: null }) });
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'paused' }));
    expect(screen.getByText('Impossible de soumettre une réponse : la session est en pause.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'active' }));
    expect(screen.queryByText('Impossible de soumettre une réponse : la session est en pause.')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeEnabled();

    act(() => socket.fire('session-settings-changed', { sessionId: 's1', isAutonomous: true, disableTimer: true }));
    expect(screen.getByRole('link', { name: 'Commencer le quiz à mon rythme' })).toHaveAttribute('href', '/quiz/ABC234?name=Marie');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says a new question, a pause and the resume in the one live region, and focuses the question’s title (decision 190)', async () => {
    const { socket } = await openJoined({ ok: true, data: snapshot() });
    const regions = document.querySelectorAll('[aria-live]');
    expect(regions).toHaveLength(1);
    const region = screen.getByTestId('live-region');
    expect(region).toHaveTextContent('');
    expect(screen.getByText('En attente de la prochaine question…').closest('section')).toHaveFocus();
    const question = toStudentQuestion(makeQuestion({ id: 'q9', title: 'Photosynthèse', isActive: true, activatedAt: new Date().toISOString(), timeLimit: 45 }));
    act(() =>
      socket.fire('question-activated', {
        sessionCode: 'ABC234',
        questionId: 'q9',
        question,
        activatedAt: question.activatedAt,
        serverNow: new Date().toISOString(),
        activationSeq: 2,
      }),
    );
    expect(region).toHaveTextContent('Nouvelle question : Photosynthèse. 45 secondes pour répondre.');
    expect(screen.getByRole('heading', { name: 'Photosynthèse' })).toHaveFocus();
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'paused' }));
    expect(region).toHaveTextContent('Session en pause : les réponses sont suspendues.');
    act(() => socket.fire('session-status-changed', { sessionId: 's1', status: 'active' }));
    expect(region).toHaveTextContent('La session reprend.');
  });

  it('in a self-paced session, shows the quiz link and no « waiting for the next question »', async () => {
    await openJoined({ ok: true, data: snapshot({ isAutonomous: true }) });
    expect(screen.getByRole('link', { name: 'Commencer le quiz à mon rythme' })).toBeInTheDocument();
    expect(screen.queryByText('En attente de la prochaine question…')).not.toBeInTheDocument();
  });

  it('goes to the join page with the teacher’s message when the session stops, keeping the record', async () => {
    const { socket, path, router } = await openJoined({ ok: true, data: snapshot() });
    act(() => socket.fire('session-stopped', { sessionId: 's1', message: "La session a été terminée par l'enseignant" }));
    await waitFor(() => expect(path()).toBe('/student/join'));
    expect(router.state.location.state).toEqual({ message: "La session a été terminée par l'enseignant" });
    expect(getStudentRecord()).toEqual(record);
    expect(socket.sent('leave-session')).toHaveLength(1);
  });

  it('goes to the join page when the session had already ended at (re)join', async () => {
    const { path, router } = await openJoined({ ok: true, data: snapshot({ status: 'ended' }) });
    await waitFor(() => expect(path()).toBe('/student/join'));
    expect(router.state.location.state).toEqual({ message: "La session a été terminée par l'enseignant" });
  });

  it('shows a refused join and lets the student join again, forgetting the record that no longer works', async () => {
    const user = userEvent.setup();
    const { path } = await openJoined({
      ok: false,
      error: 'Votre participation n’est pas reconnue sur cet appareil. Rejoignez la session avec votre nom.',
      code: 'student-unauthenticated',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Votre participation n’est pas reconnue sur cet appareil.');
    await user.click(screen.getByRole('link', { name: 'Rejoindre à nouveau' }));
    expect(path()).toBe('/student/join');
    expect(getStudentRecord()).toBeNull();
  });

  it('shows the rejoin code, and leaves for the join page when the student resumed on another device', async () => {
    saveStudentRecord({ ...record, rejoinCode: '482913' });
    const { socket, path, router } = await openJoined({ ok: true, data: snapshot() });
    expect(screen.getByText('482 913')).toHaveClass('rejoin-code');
    const message = 'Votre participation a repris sur un autre appareil : cet appareil n’y a plus accès.';
    act(() => socket.fire('student-resumed-elsewhere', { sessionId: 's1', message }));
    await waitFor(() => expect(path()).toBe('/student/join'));
    expect(router.state.location.state).toEqual({ message });
    expect(getStudentRecord()).toBeNull();
  });

  it('logs out after confirming in a running session: forgets the record, leaves the session and returns to the join page', async () => {
    const user = userEvent.setup();
    const { socket, path } = await openJoined({ ok: true, data: snapshot() });
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    // One tap does not leave a live session (decision 190).
    const dialog = screen.getByRole('alertdialog', { name: 'Quitter la session ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    expect(path()).toBe('/student/session/s1');
    expect(getStudentRecord()).toEqual(record);
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    await user.click(screen.getByRole('button', { name: 'Quitter la session' }));
    expect(path()).toBe('/student/join');
    expect(getStudentRecord()).toBeNull();
    expect(socket.sent('leave-session')).toEqual([expect.objectContaining({ payload: { sessionCode: 'ABC234' } })]);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('leaves a session not started yet in one tap', async () => {
    const user = userEvent.setup();
    const { path } = await openJoined({ ok: true, data: snapshot({ status: 'created' }) });
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(path()).toBe('/student/join');
  });
});
