import type { PublicSession } from '@ciar/shared/session';
import type { StudentRecord } from '@ciar/shared/student';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStudentRecord, getStudentToken, saveStudentRecord, saveStudentToken } from '../../lib/student-store';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import { StudentJoinPage } from './StudentJoinPage';

const record: StudentRecord = {
  id: 'ABC234_marie_curie',
  name: 'Marie Curie',
  sessionId: 's1',
  sessionCode: 'ABC234',
  token: 'secret-token',
};

const publicSession: PublicSession = {
  id: 's1',
  code: 'ABC234',
  name: 'Histoire — 4e B',
  status: 'active',
  participantsCount: 12,
  isAutonomous: false,
  disableTimer: false,
};

function renderJoin(url = '/student/join') {
  return renderPage(StudentJoinPage, { pattern: '/student/join', url });
}

const codeField = () => screen.getByLabelText('Code de session');
const nameField = () => screen.getByLabelText('Nom complet');
const submit = () => screen.getByRole('button', { name: 'Rejoindre la session' });

describe('StudentJoinPage', () => {
  it('forces the code to 6 trimmed uppercase characters and keeps submit disabled until both fields are filled', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderJoin();
    expect(submit()).toBeDisabled();
    await user.type(codeField(), '  abc2345');
    expect(codeField()).toHaveValue('ABC234');
    expect(submit()).toBeDisabled();
    await user.type(nameField(), '   ');
    expect(submit()).toBeDisabled();
    await user.type(nameField(), 'Marie');
    expect(submit()).toBeEnabled();
    await user.clear(codeField());
    expect(submit()).toBeDisabled();
    await user.click(codeField());
    await user.paste(' xyz789 ');
    expect(codeField()).toHaveValue('XYZ789');
  });

  it('joins with the trimmed name, saves the student record and opens the live page', async () => {
    const api = fakeApi({
      'POST /sessions/join': {
        body: { success: true, session: { id: 's1', code: 'ABC234', name: 'Histoire', status: 'active' }, student: record },
      },
    });
    const user = userEvent.setup();
    const { path } = renderJoin();
    await user.type(codeField(), 'abc234');
    await user.type(nameField(), '  Marie Curie  ');
    await user.click(submit());
    await waitFor(() => expect(path()).toBe('/student/session/s1'));
    expect(api.callsTo('POST /sessions/join')[0]!.body).toEqual({ code: 'ABC234', studentName: 'Marie Curie' });
    expect(getStudentRecord()).toEqual(record);
    expect(getStudentToken(record.id)).toBe('secret-token');
  });

  it('rejoins under a name used before on this device by sending its token', async () => {
    saveStudentToken('ABC234_marie_curie', 'earlier-token');
    const api = fakeApi({
      'POST /sessions/join': { body: { success: true, session: { id: 's1', code: 'ABC234', name: 'H', status: 'active' }, student: record } },
    });
    const user = userEvent.setup();
    renderJoin();
    await user.type(codeField(), 'ABC234');
    await user.type(nameField(), 'Marie Curie');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /sessions/join')).toHaveLength(1));
    expect(api.callsTo('POST /sessions/join')[0]!.body).toEqual({ code: 'ABC234', studentName: 'Marie Curie', token: 'earlier-token' });
  });

  it('shows the server’s message (a name already taken), and the spec’s fallback otherwise', async () => {
    const taken = 'Ce nom est déjà utilisé dans cette session. Choisissez un autre nom.';
    const api = fakeApi({ 'POST /sessions/join': { status: 409, body: { error: taken, code: 'name-taken' } } });
    const user = userEvent.setup();
    const { path } = renderJoin();
    await user.type(codeField(), 'ABC234');
    await user.type(nameField(), 'Marie Curie');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(path()).toBe('/student/join');
    expect(getStudentRecord()).toBeNull();

    api.on('POST /sessions/join', { status: 502, body: {} });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la connexion à la session'));
  });

  it('offers the rejoin code when the name is taken, and resumes the same student on this device', async () => {
    const taken = 'Ce nom est déjà utilisé dans cette session. Choisissez un autre nom.';
    const resumed = { ...record, token: 'new-token', rejoinCode: '111222' };
    const api = fakeApi({
      'POST /sessions/join': (call) =>
        (call.body as { rejoinCode?: string }).rejoinCode === '482 913'
          ? { body: { success: true, session: { id: 's1', code: 'ABC234', name: 'H', status: 'active' }, student: resumed } }
          : { status: 409, body: { error: taken, code: 'name-taken' } },
    });
    const user = userEvent.setup();
    const { path } = renderJoin();
    await user.type(codeField(), 'ABC234');
    await user.type(nameField(), 'Marie Curie');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    await user.type(screen.getByLabelText('Code de reprise'), '482 913');
    await user.click(screen.getByRole('button', { name: 'Reprendre ma participation' }));
    await waitFor(() => expect(path()).toBe('/student/session/s1'));
    expect(api.callsTo('POST /sessions/join').at(-1)!.body).toEqual({ code: 'ABC234', studentName: 'Marie Curie', rejoinCode: '482 913' });
    expect(getStudentRecord()).toEqual(resumed);
    expect(getStudentToken(record.id)).toBe('new-token');
  });

  it('asks the teacher without a code, waits, and continues by itself once accepted', async () => {
    let approved = false;
    const api = fakeApi({
      'POST /sessions/join': (call) => {
        const body = call.body as { rejoinRequest?: string };
        if (body.rejoinRequest !== 'secret') return { status: 409, body: { error: 'Ce nom est déjà utilisé.', code: 'name-taken' } };
        return approved
          ? { body: { success: true, session: { id: 's1', code: 'ABC234', name: 'H', status: 'active' }, student: record } }
          : { status: 409, body: { error: 'Votre demande attend l’accord de l’enseignant.', code: 'rejoin-pending' } };
      },
      'POST /sessions/rejoin-requests': { status: 202, body: { success: true, rejoinRequest: 'secret' } },
    });
    const user = userEvent.setup();
    const { path } = renderJoin();
    await user.type(codeField(), 'ABC234');
    await user.type(nameField(), 'Marie Curie');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Je n’ai pas mon code : demander à l’enseignant' }));
    expect(api.callsTo('POST /sessions/rejoin-requests')[0]!.body).toEqual({ code: 'ABC234', studentName: 'Marie Curie' });
    await screen.findByText(/Cette page continuera d’elle-même/);
    await waitFor(() => expect(api.callsTo('POST /sessions/join').length).toBeGreaterThan(1), { timeout: 5_000 });
    expect(path()).toBe('/student/join');
    approved = true;
    await waitFor(() => expect(path()).toBe('/student/session/s1'), { timeout: 5_000 });
  });

  it('prefills the code from ?code=, with the name this device used for it', () => {
    fakeApi({});
    localStorage.setItem('ciar_student_name_ABC234', JSON.stringify('Marie Curie'));
    renderJoin('/student/join?code=abc234');
    expect(codeField()).toHaveValue('ABC234');
    expect(nameField()).toHaveValue('Marie Curie');
    expect(submit()).toBeEnabled();
  });

  it('offers to go back into the saved session, with its facts and an « En pause » badge while paused (docs/product.md#student-join-page)', async () => {
    saveStudentRecord(record);
    fakeApi({ 'GET /sessions/code/ABC234': { body: { success: true, session: { ...publicSession, status: 'paused' } } } });
    renderJoin();
    const card = (await screen.findByRole('heading', { name: 'Votre session' })).closest('section')!;
    expect(card).toHaveTextContent('Histoire — 4e B');
    expect(card).toHaveTextContent('Marie Curie');
    expect(card).toHaveTextContent('ABC234');
    expect(card).toHaveTextContent('12');
    expect(card.querySelector('.badge')).toHaveTextContent('En pause');
    expect(screen.getByRole('link', { name: 'Rejoindre ma session' })).toHaveAttribute('href', '/student/session/s1');
  });

  it('forgets the saved session when asked for a new one', async () => {
    saveStudentRecord(record);
    fakeApi({ 'GET /sessions/code/ABC234': { body: { success: true, session: publicSession } } });
    const user = userEvent.setup();
    renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle session' }));
    expect(screen.queryByRole('heading', { name: 'Votre session' })).not.toBeInTheDocument();
    expect(getStudentRecord()).toBeNull();
  });

  it('keeps an ended session’s record and offers its results instead of its live page', async () => {
    saveStudentRecord(record);
    fakeApi({ 'GET /sessions/code/ABC234': { body: { success: true, session: { ...publicSession, status: 'ended' } } } });
    renderJoin();
    await screen.findByRole('heading', { name: 'Votre session' });
    expect(screen.getByText('Terminée')).toHaveClass('badge');
    expect(screen.queryByRole('link', { name: 'Rejoindre ma session' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes résultats' })).toHaveAttribute(
      'href',
      `/student/session/${record.sessionId}/stats`,
    );
    expect(getStudentRecord()).toEqual(record);
  });

  it('erases the saved record when its session can no longer be loaded', async () => {
    saveStudentRecord(record);
    fakeApi({ 'GET /sessions/code/ABC234': { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } } });
    renderJoin();
    await waitFor(() => expect(getStudentRecord()).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Votre session' })).not.toBeInTheDocument();
    expect(codeField()).toBeInTheDocument();
  });

  it('keeps the saved record when the server is only unreachable or busy', async () => {
    saveStudentRecord(record);
    const api = fakeApi({ 'GET /sessions/code/ABC234': { status: 503, body: { error: 'Indisponible', code: 'database-unavailable' } } });
    renderJoin();
    await waitFor(() => expect(api.callsTo('GET /sessions/code/ABC234')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Recherche de votre dernière session…')).not.toBeInTheDocument());
    expect(getStudentRecord()).toEqual(record);
  });

  it('shows the message handed over by the page that sent the student here', async () => {
    fakeApi({});
    const { router } = renderJoin('/');
    await act(() => router.navigate('/student/join', { state: { message: "La session a été terminée par l'enseignant" } }));
    // It takes the focus, so a screen reader reads it (decision 190).
    expect(screen.getByText("La session a été terminée par l'enseignant", { selector: '.banner' })).toHaveFocus();
  });
});
