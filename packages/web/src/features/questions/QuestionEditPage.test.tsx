import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeResponse } from '@ciar/shared/testing/responses';
import { fakeApi } from '../../testing/fake-api';
import { makeQuestion, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { QuestionEditPage } from './QuestionEditPage';

const GET = 'GET /questions/q1';
const PATCH = 'PATCH /questions/q1';

function renderEdit() {
  return renderPage(QuestionEditPage, {
    pattern: '/teacher/sessions/:sessionId/questions/:questionId/edit',
    url: '/teacher/sessions/s1/questions/q1/edit',
  });
}

describe('QuestionEditPage', () => {
  it('redirects to login without a stored teacher', async () => {
    fakeApi({});
    const { path } = renderEdit();
    await waitFor(() => expect(path()).toBe('/teacher/login'));
  });

  it('prefills the form, shows Sauvegarde... while saving and sends the fields without the session id', async () => {
    signIn();
    let release: () => void = () => undefined;
    const api = fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      [GET]: { body: { success: true, question: { ...makeQuestion({ timeLimit: 45 }), responses: [] } } },
      [PATCH]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, question: makeQuestion() } });
        }),
    });
    const user = userEvent.setup();
    const { path } = renderEdit();

    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la question…');
    // Placeholders of the form, not a blank page (decision 191).
    expect(screen.getByTestId('skeleton').querySelectorAll('.skeleton-bar').length).toBeGreaterThan(1);
    expect(await screen.findByLabelText('Titre')).toHaveValue('Capitale de la France');
    expect(screen.getByText('Hélène Dupont')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour à la session' })).toHaveAttribute('href', '/teacher/sessions/s1');
    expect(screen.getByLabelText('Temps limite (secondes)')).toHaveValue(45);
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Paris');
    expect(screen.getByRole('radio', { name: 'Bonne réponse, option 2' })).toBeChecked();

    await user.type(screen.getByLabelText('Titre'), ' ?');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('button', { name: 'Sauvegarde...' })).toBeDisabled();
    release();

    await waitFor(() => expect(path()).toBe('/teacher/sessions/s1'));
    expect(api.callsTo(PATCH)[0]!.body).toEqual({
      title: 'Capitale de la France ?',
      content: 'Quelle est la capitale de la France ?',
      type: 'multiple_choice',
      timeLimit: 45,
      options: [
        { id: '0', text: 'Lyon', explication: '' },
        { id: '1', text: 'Paris', explication: 'Depuis **987**.' },
      ],
      correctAnswer: '1',
      confirmedRemovals: 0,
    });
  });

  it('asks before a save that deletes answers already given, naming the option and how many chose it, and sends how many it agreed to', async () => {
    signIn();
    const options = [
      { id: '0', text: 'Lyon', explication: '' },
      { id: '1', text: 'Paris', explication: '' },
      { id: '2', text: 'Marseille', explication: '' },
    ];
    const chose = (answer: string, i: number) => makeResponse({ id: `r${answer}${i}`, studentId: `s${answer}${i}`, answer });
    const api = fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      [GET]: { body: { success: true, question: { ...makeQuestion({ options, isActive: true }), responses: [chose('2', 1), chose('2', 2), chose('1', 3)] } } },
      [PATCH]: { body: { success: true, question: makeQuestion() } },
    });
    const user = userEvent.setup();
    const { path } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Retirer l’option 3' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Des élèves ont déjà répondu' });
    expect(dialog).toHaveTextContent('2 élèves ont choisi « Marseille ». Leurs réponses seront supprimées.');
    expect(dialog).toHaveTextContent('La question est ouverte : ces élèves pourront répondre à nouveau.');
    // Cancelling saves nothing; the safe choice has the focus.
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(PATCH)).toHaveLength(0);

    // A third student chose Marseille meanwhile: the dialog counts the answers as they are now.
    api.on(GET, { body: { success: true, question: { ...makeQuestion({ options, isActive: true }), responses: [chose('2', 1), chose('2', 2), chose('2', 3)] } } });
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('3 élèves ont choisi « Marseille ».');
    await user.click(screen.getByRole('button', { name: 'Supprimer 3 réponses et sauvegarder' }));
    await waitFor(() => expect(path()).toBe('/teacher/sessions/s1'));
    expect(api.callsTo(PATCH)[0]!.body).toMatchObject({ options: options.slice(0, 2), confirmedRemovals: 3 });
  });

  it('shows the server’s refusal when more students answered the removed option after the dialog', async () => {
    signIn();
    const options = [
      { id: '0', text: 'Lyon', explication: '' },
      { id: '1', text: 'Paris', explication: '' },
      { id: '2', text: 'Marseille', explication: '' },
    ];
    fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      [GET]: { body: { success: true, question: { ...makeQuestion({ options }), responses: [] } } },
      [PATCH]: { status: 409, body: { error: 'Des élèves ont répondu pendant que vous modifiiez la question.', code: 'answers-changed' } },
    });
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Retirer l’option 3' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    // No answer yet when the page checked: saved without asking, refused by the server.
    expect(await screen.findByRole('alert')).toHaveTextContent('Des élèves ont répondu pendant que vous modifiiez la question.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the update error, the server’s message first', async () => {
    signIn();
    const api = fakeApi({
      'GET /auth/teacher/me': { body: { success: true, teacher } },
      [GET]: { body: { success: true, question: { ...makeQuestion(), responses: [] } } },
      [PATCH]: { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour de la question');
    api.on(PATCH, { status: 404, body: { error: 'Question non trouvée', code: 'question-not-found' } });
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Question non trouvée'));
  });

  it('shows the loading error with a way back to the session', async () => {
    signIn();
    fakeApi({ 'GET /auth/teacher/me': { body: { success: true, teacher } }, [GET]: { status: 500, body: {} } });
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement de la question');
    expect(screen.getByRole('link', { name: 'Retour à la session' })).toHaveAttribute('href', '/teacher/sessions/s1');
    expect(screen.queryByRole('button', { name: 'Sauvegarder' })).not.toBeInTheDocument();
  });
});
