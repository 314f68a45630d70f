import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { makeQuestion, signIn, teacher } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { QuestionCreatePage } from './QuestionCreatePage';

const CREATE = 'POST /questions';

function setup(createReply: Parameters<typeof fakeApi>[0][string] = { status: 201, body: { success: true, question: makeQuestion() } }) {
  signIn();
  const api = fakeApi({ 'GET /auth/teacher/me': { body: { success: true, teacher } }, [CREATE]: createReply });
  const user = userEvent.setup();
  const page = renderPage(QuestionCreatePage, {
    pattern: '/teacher/sessions/:sessionId/questions/create',
    url: '/teacher/sessions/s1/questions/create',
  });
  return { api, user, ...page };
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Titre'), 'Capitale');
  await user.type(screen.getByLabelText('Énoncé'), 'Quelle est la capitale ?');
}

const options = () => screen.getAllByRole('textbox', { name: /^Option \d+$/ });

describe('QuestionCreatePage', () => {
  it('starts from the defaults: multiple choice, two empty options, no correct answer, 60 s', () => {
    setup();
    expect(screen.getByLabelText('Type de question')).toHaveValue('multiple_choice');
    expect(screen.getByLabelText('Temps limite (secondes)')).toHaveValue(60);
    expect(options()).toHaveLength(2);
    expect(options().map((o) => (o as HTMLInputElement).value)).toEqual(['', '']);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByLabelText('Explication de l’option 1 (facultative, Markdown)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/teacher/sessions/s1');
    expect(screen.getByRole('button', { name: 'Créer la question' })).toBeEnabled();
  });

  it('removes options only while more than two remain, and clears the correct answer with its option', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Ajouter une option' }));
    expect(options()).toHaveLength(3);
    await user.type(options()[2]!, 'Nice');
    await user.click(screen.getByRole('radio', { name: 'Bonne réponse, option 3' }));
    expect(screen.getByRole('radio', { name: 'Bonne réponse, option 3' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retirer l’option 3' }));
    expect(options()).toHaveLength(2);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  });

  it('prefills Vrai and Faux when switching to true/false', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Type de question'), 'true_false');
    expect(options().map((o) => (o as HTMLInputElement).value)).toEqual(['Vrai', 'Faux']);
  });

  it('shows every shared validation message at once next to its field, focuses the first, and sends nothing', async () => {
    const { user, api } = setup();
    await user.clear(screen.getByLabelText('Temps limite (secondes)'));
    await user.type(screen.getByLabelText('Temps limite (secondes)'), '5');
    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    const title = screen.getByLabelText('Titre');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Le titre est obligatoire');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Temps limite (secondes)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Temps limite (secondes)')).toHaveAccessibleDescription(
      /^La limite de temps doit être comprise entre 10 et 300 secondes/,
    );
    // The options' rule is told at the same time as the common fields' ones.
    expect(options()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(options()[0]).toHaveAccessibleDescription('Au moins 2 options sont nécessaires');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await fillCommon(user);
    await user.clear(screen.getByLabelText('Temps limite (secondes)'));
    await user.type(screen.getByLabelText('Temps limite (secondes)'), '30');
    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(options()[0]).toHaveFocus();
    expect(options()[0]).toHaveAccessibleDescription('Au moins 2 options sont nécessaires');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('creates a choice question with its options and correct answer, then returns to the session', async () => {
    const { user, api, path, router } = setup();
    await fillCommon(user);
    await user.type(options()[0]!, 'Lyon');
    await user.type(options()[1]!, 'Paris');
    await user.type(screen.getByLabelText('Explication de l’option 2 (facultative, Markdown)'), 'Depuis 987.');
    await user.click(screen.getByRole('radio', { name: 'Bonne réponse, option 2' }));
    await user.click(screen.getByRole('button', { name: 'Créer la question' }));

    await waitFor(() => expect(path()).toBe('/teacher/sessions/s1'));
    // The session page's list focuses the created question.
    expect(router.state.location.state).toEqual({ createdQuestionId: 'q1' });
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      sessionId: 's1',
      title: 'Capitale',
      content: 'Quelle est la capitale ?',
      type: 'multiple_choice',
      timeLimit: 60,
      options: [
        { id: '0', text: 'Lyon', explication: '' },
        { id: '1', text: 'Paris', explication: 'Depuis 987.' },
      ],
      correctAnswer: '1',
    });
  });

  it('sends only the proposition and the accepted ideas of an open question, the proposition previewed live as Markdown', async () => {
    const { user, api } = setup();
    await fillCommon(user);
    await user.type(options()[0]!, 'restes');
    await user.selectOptions(screen.getByLabelText('Type de question'), 'open_ended');
    expect(screen.queryAllByRole('textbox', { name: /^Option/ })).toHaveLength(0);
    await user.type(screen.getByLabelText('Réponse modèle (Markdown, facultative)'), 'La ville de **Paris**');
    const preview = screen.getByRole('heading', { name: 'Aperçu' }).parentElement!;
    expect(await within(preview).findByText('Paris', { selector: 'strong' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Idées et mots acceptés (facultatif)'), 'la capitale / Lutèce{Enter}Île-de-France');
    expect(screen.getByText(/2 idées\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      sessionId: 's1',
      title: 'Capitale',
      content: 'Quelle est la capitale ?',
      type: 'open_ended',
      timeLimit: 60,
      proposition: 'La ville de **Paris**',
      acceptedIdeas: 'la capitale / Lutèce\nÎle-de-France',
    });
  });

  it('previews the statement and an option holding maths as students will see them', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Titre'), 'Fractions');
    await user.click(screen.getByLabelText('Énoncé'));
    await user.paste('Combien vaut $\\frac{1}{2} + \\frac{1}{3}$ ? Le livre coûte 12 $.');
    const statement = screen.getByRole('heading', { name: 'Aperçu de l’énoncé' }).parentElement!;
    await waitFor(() => expect(statement.querySelector('math annotation')).toHaveTextContent('\\frac{1}{2} + \\frac{1}{3}'), { timeout: 10_000 });
    expect(statement).toHaveTextContent('Le livre coûte 12 $.');

    expect(screen.queryByRole('heading', { name: 'Aperçu de l’option 1' })).toBeNull();
    await user.click(options()[0]!);
    await user.paste('$\\frac{5}{6}$');
    const option = screen.getByRole('heading', { name: 'Aperçu de l’option 1' }).parentElement!;
    await waitFor(() => expect(option.querySelector('math annotation')).toHaveTextContent('\\frac{5}{6}'));
  });

  it('sends only the rating scale of a rating question, one optional label per value', async () => {
    const { user, api } = setup();
    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('Type de question'), 'rating');
    expect(screen.getByLabelText('Libellé pour 1')).toHaveValue('Très insatisfait');
    expect(screen.getByLabelText('Libellé pour 5')).toHaveValue('Très satisfait');
    await user.clear(screen.getByLabelText('Valeur maximale (2 à 10)'));
    await user.type(screen.getByLabelText('Valeur maximale (2 à 10)'), '3');
    expect(screen.queryByLabelText('Libellé pour 4')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Libellé pour 2'));

    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      sessionId: 's1',
      title: 'Capitale',
      content: 'Quelle est la capitale ?',
      type: 'rating',
      timeLimit: 60,
      ratingScale: { min: 1, max: 3, labels: ['Très insatisfait', '', 'Neutre'] },
    });
  });

  it('shows the server’s message, or the French fallback when it gives none', async () => {
    const { user, api } = setup({ status: 409, body: { error: 'La session est terminée : elle ne peut plus être modifiée.', code: 'session-ended' } });
    await fillCommon(user);
    await user.selectOptions(screen.getByLabelText('Type de question'), 'open_ended');
    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La session est terminée : elle ne peut plus être modifiée.');

    api.on(CREATE, { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Créer la question' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la création de la question'));
  });
});
