import { AUTO_SUBMIT_ANSWER } from '@ciar/shared/constants';
import { ERRORS } from '@ciar/shared/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alice, feedbackFor, quizQuestions, quizSession, response, resultsBody } from '../../components/student-stats/results-fixtures';
import { addAnsweredQuestionId, getAnsweredQuestionIds, getStudentName, saveStudentToken } from '../../lib/student-store';
import { fakeApi, type ApiCall } from '../../testing/fake-api';
import { WAITING_FOR_NETWORK } from '../../lib/network-wait';
import { renderPage } from '../../testing/render';
import { QUIZ_WAITING_REFRESH_MS } from './get-quiz';
import { QUIZ_CLOSED_ANNOUNCEMENTS } from './announcements';
import { QuizPage } from './QuizPage';

const JOIN = 'POST /sessions/join';
const QUIZ = `GET /sessions/s1/student/${alice.id}/quiz`;
const RESULTS = `GET /sessions/s1/student/${alice.id}/responses`;
const respond = (questionId: string) => `POST /questions/${questionId}/respond`;

const joined = { success: true, session: { id: 's1', code: 'ABC234', name: quizSession.name, status: 'active' }, student: alice };

/** The server's answer to a stored answer: the response and its feedback. */
function stored(call: ApiCall) {
  const questionId = call.path.split('/')[2]!;
  const given = response(questionId, String((call.body as { answer: string }).answer));
  return { status: 201, body: { success: true, message: 'Réponse enregistrée', response: given, feedback: feedbackFor(questionId, given) } };
}

function quizApi(over: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    [JOIN]: { body: joined },
    [QUIZ]: { body: { success: true, session: quizSession, questions: quizQuestions } },
    [RESULTS]: { body: resultsBody([]) },
    ...Object.fromEntries(quizQuestions.map((q) => [respond(q.id), stored])),
    ...over,
  });
}

function renderQuiz(url = '/quiz/abc234') {
  return renderPage(QuizPage, { pattern: '/quiz/:sessionCode', url });
}

const questionTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
/** Every element a screen reader watches for changes: the page must have exactly one (decision 192). */
const liveElements = () => document.querySelectorAll('[aria-live], [role="status"], [role="log"]');

describe('QuizPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('greets a student without a name, refuses an empty one, then joins and starts at the first question', async () => {
    const api = quizApi();
    const user = userEvent.setup();
    renderQuiz();

    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue !' });
    await user.click(within(dialog).getByRole('button', { name: 'Commencer le quiz' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Veuillez entrer votre nom');
    expect(api.callsTo(JOIN)).toHaveLength(0);
    // As on the live join form: a full name, which the class's results will show.
    const name = within(dialog).getByLabelText('Nom complet');
    expect(name).toHaveAccessibleDescription(/votre nom complet \(prénom et nom\) : il apparaîtra dans les résultats de la classe\. Veuillez entrer votre nom/);
    await user.type(name, '  Alice Martin ');
    await user.click(within(dialog).getByRole('button', { name: 'Commencer le quiz' }));

    // The focus moves in an effect, which may run a moment after the heading is on screen.
    const first = await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(JOIN)[0]!.body).toEqual({ code: 'ABC234', studentName: 'Alice Martin' });
    expect(screen.getByText('0/4', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByRole('heading', { name: quizSession.name, level: 1 })).toBeInTheDocument();
    expect(getStudentName('ABC234')).toBe('Alice Martin');
  });

  it('rejoins with ?name= and this device’s token, and resumes at the first unanswered question', async () => {
    saveStudentToken(alice.id, alice.token);
    const api = quizApi({ [RESULTS]: { body: resultsBody([response('q1', '1'), response('q2', '0')]) } });
    renderQuiz('/quiz/ABC234?name=Alice%20Martin');

    expect(await screen.findByRole('heading', { name: 'Relief', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2/4', { selector: 'strong' })).toBeInTheDocument();
    expect(api.callsTo(JOIN)[0]!.body).toEqual({ code: 'ABC234', studentName: 'Alice Martin', token: alice.token });
    expect(screen.getByLabelText('Votre réponse')).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('uses the answered questions this device kept when the server’s list cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addAnsweredQuestionId('s1', alice.id, 'q1');
    quizApi({ [RESULTS]: { status: 500, body: { error: 'Une erreur interne est survenue.', code: 'internal' } } });
    renderPage(QuizPage, { pattern: '/quiz/:sessionCode', url: '/quiz/ABC234?name=Alice Martin' });

    expect(await screen.findByRole('heading', { name: 'Fleuve', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('1/4', { selector: 'strong' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('asks for another name with the server’s message when the name is taken on another device', async () => {
    const taken = 'Ce nom est déjà utilisé dans cette session. Choisissez un autre nom (par exemple en ajoutant l’initiale de votre nom de famille).';
    const api = quizApi({
      [JOIN]: (call) =>
        (call.body as { studentName: string }).studentName === 'Alice'
          ? { status: 409, body: { error: taken, code: 'name-taken' } }
          : { body: joined },
    });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice');

    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue !' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(taken);
    const input = within(dialog).getByLabelText('Nom complet');
    expect(input).toHaveValue('Alice');
    await user.clear(input);
    await user.type(input, 'Alice Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Commencer le quiz' }));

    expect(await screen.findByRole('heading', { name: 'Capitale', level: 2 })).toBeInTheDocument();
    expect(api.callsTo(JOIN).map((c) => (c.body as { studentName: string }).studentName)).toEqual(['Alice', 'Alice Martin']);
  });

  it('resumes the student with their rejoin code when their name is taken, and shows their new code', async () => {
    const taken = 'Ce nom est déjà utilisé dans cette session.';
    const api = quizApi({
      [JOIN]: (call) =>
        (call.body as { rejoinCode?: string }).rejoinCode === '482913'
          ? { body: { ...joined, student: { ...alice, rejoinCode: '111222' } } }
          : { status: 409, body: { error: taken, code: 'name-taken' } },
    });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue !' });
    await user.type(within(dialog).getByLabelText('Code de reprise'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Reprendre ma participation' }));
    expect(await screen.findByRole('heading', { name: 'Capitale', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('111 222')).toHaveClass('rejoin-code');
    expect(api.callsTo(JOIN).at(-1)!.body).toEqual({ code: 'ABC234', studentName: 'Alice Martin', rejoinCode: '482913' });
  });

  it('stores an answer, shows its feedback and message, then 1.5 s later the next question', async () => {
    saveStudentToken(alice.id, alice.token);
    const api = quizApi();
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    const submit = screen.getByRole('button', { name: 'Valider ma réponse' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(submit);

    expect(await screen.findByText('Réponse enregistrée')).toBeInTheDocument();
    expect(screen.getByText('✓ Bonne réponse')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeDisabled();
    expect(questionTitle()).toBe('Capitale');
    expect(api.callsTo(respond('q1'))[0]!.body).toEqual({ studentId: alice.id, studentName: 'Alice Martin', answer: '1' });
    expect(getAnsweredQuestionIds('s1', alice.id)).toEqual(['q1']);
    expect(screen.getByText('1/4', { selector: 'strong' })).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Fleuve', level: 2 });
    // Timed from the answer's sending, which comes before the 1.5 s start: the moment the test
    // saw the feedback can come later on a loaded machine.
    expect(Date.now() - api.callsTo(respond('q1'))[0]!.at).toBeGreaterThanOrEqual(1_400);
    expect(screen.queryByText('Réponse enregistrée')).not.toBeInTheDocument();
  });

  const rating = { ...quizQuestions[0]!, id: 'q9', title: 'Avis', type: 'rating' as const, options: [], ratingScale: { min: 1, max: 3, labels: ['Bof', '', 'Super'] } };

  it('says each new question, the verdict and the next question in the one live region, and moves the focus to the feedback (decision 192)', async () => {
    saveStudentToken(alice.id, alice.token);
    quizApi({ [respond('q2')]: stored });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    const region = screen.getByTestId('live-region');
    expect(liveElements()).toHaveLength(1);
    expect(liveElements()[0]).toBe(region);
    await waitFor(() => expect(region).toHaveTextContent('Nouvelle question : Capitale. 1 minute pour répondre.'));

    await user.click(screen.getByRole('radio', { name: 'Lyon' }));
    await user.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
    await waitFor(() => expect(region).toHaveTextContent('Votre réponse est fausse. La bonne réponse était : Paris.'));
    expect(screen.getByText('Réponse enregistrée')).toHaveFocus();
    expect(liveElements()).toHaveLength(1);

    const next = await screen.findByRole('heading', { name: 'Fleuve', level: 2 });
    await waitFor(() => expect(next).toHaveFocus());
    await waitFor(() => expect(region).toHaveTextContent('Nouvelle question : Fleuve. 1 minute pour répondre.'));
    expect(liveElements()).toHaveLength(1);
  });

  it('answers a rating question on the same scale as the live page', async () => {
    saveStudentToken(alice.id, alice.token);
    const api = quizApi({ [QUIZ]: { body: { success: true, session: quizSession, questions: [rating, quizQuestions[1]!] } }, [respond('q9')]: stored });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    await screen.findByRole('heading', { name: 'Avis', level: 2 });
    const scale = screen.getByRole('group', { name: 'Votre note' });
    expect(within(scale).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3']);
    await user.click(within(scale).getByRole('radio', { name: /3\s*Super/ }));
    await user.click(screen.getByRole('button', { name: 'Valider ma réponse' }));
    await waitFor(() => expect(api.callsTo(respond('q9'))[0]?.body).toMatchObject({ answer: '3' }));
  });

  it('says so when a rating question has no usable scale, and offers nothing to send', async () => {
    saveStudentToken(alice.id, alice.token);
    quizApi({ [QUIZ]: { body: { success: true, session: quizSession, questions: [{ ...rating, ratingScale: null }] } } });
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    await screen.findByRole('heading', { name: 'Avis', level: 2 });
    expect(screen.getByRole('alert')).toHaveTextContent("Les données de l'échelle de notation ne sont pas disponibles");
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider ma réponse' })).toBeDisabled();
  });

  it('shows a refusal on the question and reloads the quiz when it closed meanwhile', async () => {
    const paused = 'Impossible de soumettre une réponse : la session est en pause.';
    const api = quizApi({ [respond('q1')]: { status: 409, body: { error: paused, code: 'answer-refused' } } });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    await user.click(await screen.findByRole('radio', { name: 'Lyon' }));
    api.on(QUIZ, { body: { success: true, session: { ...quizSession, status: 'paused' }, questions: [] } });
    await user.click(screen.getByRole('button', { name: 'Valider ma réponse' }));

    expect(await screen.findByRole('heading', { name: 'Quiz en pause' })).toBeInTheDocument();
    expect(screen.getByText(/Le quiz est en pause/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent(QUIZ_CLOSED_ANNOUNCEMENTS.paused));
    expect(liveElements()).toHaveLength(1);
    expect(getAnsweredQuestionIds('s1', alice.id)).toEqual([]);
  });

  it('sends the automatic answer once when the time runs out, shows the notice for 5 s and moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = quizApi({
      [QUIZ]: { body: { success: true, session: quizSession, questions: quizQuestions.map((q) => ({ ...q, timeLimit: 10 })) } },
    });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Capitale', level: 2 });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.callsTo(respond('q1'))).toHaveLength(1));
    expect(api.callsTo(respond('q1'))[0]!.body).toMatchObject({ answer: AUTO_SUBMIT_ANSWER });
    expect(await screen.findByText(/a été envoyée automatiquement/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Temps écoulé!');
    await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Le temps est fini : vous n’avez pas répondu.'));
    expect(liveElements()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(await screen.findByRole('heading', { name: 'Fleuve', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/a été envoyée automatiquement/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(screen.queryByText(/a été envoyée automatiquement/)).not.toBeInTheDocument();
    expect(api.callsTo(respond('q1'))).toHaveLength(1);
  });

  /** A route the network does not carry its first `times` calls to (fetch fails, the browser still believes it is online). */
  function unreachableAtFirst(times: number) {
    let failures = times;
    return (call: ApiCall) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return stored(call);
    };
  }

  it('sends again an answer the server could not store while its database reconnected, or its proxy found no app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const away = [
      { status: 503, body: { error: ERRORS['database-unavailable'].message, code: 'database-unavailable' } },
      { status: 502, text: 'Bad Gateway' },
    ];
    const api = quizApi({ [respond('q1')]: (call) => away.shift() ?? stored(call) });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    await act(async () => screen.getByRole('radio', { name: 'Paris' }).click());
    await act(async () => screen.getByRole('button', { name: 'Valider ma réponse' }).click());

    expect(await screen.findByRole('button', { name: WAITING_FOR_NETWORK })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000));
    expect(await screen.findByText('Réponse enregistrée')).toBeInTheDocument();
    expect(api.callsTo(respond('q1'))).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends again an answer the network did not carry, says so on the button, and shows its verdict once it gets through', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = quizApi({ [respond('q1')]: unreachableAtFirst(2) });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    await act(async () => screen.getByRole('radio', { name: 'Paris' }).click());
    await act(async () => screen.getByRole('button', { name: 'Valider ma réponse' }).click());

    expect(await screen.findByRole('button', { name: WAITING_FOR_NETWORK })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000));
    expect(await screen.findByText('Réponse enregistrée')).toBeInTheDocument();
    expect(api.callsTo(respond('q1')).map((c) => c.body)).toEqual(Array(3).fill({ studentId: alice.id, studentName: 'Alice Martin', answer: '1' }));
  });

  it('keeps the automatic answer of a time that ran out while the server was unreachable, and sends it once it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = quizApi({
      [QUIZ]: { body: { success: true, session: quizSession, questions: quizQuestions.map((q) => ({ ...q, timeLimit: 10 })) } },
      [respond('q1')]: unreachableAtFirst(3),
    });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Capitale', level: 2 });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('button', { name: WAITING_FOR_NETWORK })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000));
    await waitFor(() => expect(api.callsTo(respond('q1'))).toHaveLength(4));
    expect(api.callsTo(respond('q1')).every((c) => (c.body as { answer: string }).answer === AUTO_SUBMIT_ANSWER)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(await screen.findByRole('heading', { name: 'Fleuve', level: 2 })).toBeInTheDocument();
    expect(api.callsTo(respond('q1'))).toHaveLength(4);
  });

  it('shows no timer and sends nothing by itself when the session disables the timer', async () => {
    quizApi({ [QUIZ]: { body: { success: true, session: { ...quizSession, disableTimer: true }, questions: quizQuestions } } });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Capitale', level: 2 });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('ends on the completion screen with the questions, 100 %, the score and its message, and opens the statistics', async () => {
    const all = [response('q1', '1'), response('q2', '0'), response('q3', 'Des volcans.', { concordanceScore: 70 }), response('q4', '4')];
    quizApi({ [RESULTS]: { body: resultsBody(all) } });
    const user = userEvent.setup();
    renderQuiz('/quiz/ABC234?name=Alice Martin');

    const done = await screen.findByRole('heading', { name: 'Quiz terminé !' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
    const facts = document.querySelector<HTMLElement>('.quiz-facts')!;
    expect(within(facts).getByText('4')).toBeInTheDocument();
    // Written as everywhere in the app: a no-break space before the sign (lib/format.ts).
    expect(within(facts).getByText('100 %').textContent).toBe('100\u00a0%');
    // (100 + 100 + 70) / 3 = 90
    expect(await within(facts).findByText('90 %')).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Vous avez fini le quiz : 4 questions, score moyen 90 %. Excellent'));
    expect(liveElements()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Voir mes statistiques' }));
    expect(await screen.findByRole('heading', { name: 'Mes statistiques' })).toBeInTheDocument();
    expect(await screen.findByText('4/4')).toBeInTheDocument();
  });

  it('logs a score failure and shows 0', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    quizApi({
      [RESULTS]: () =>
        ++calls === 1
          ? { body: resultsBody([response('q1', '1'), response('q2', '0'), response('q3', 'x'), response('q4', '4')]) }
          : { status: 500, body: { error: 'Une erreur interne est survenue.', code: 'internal' } },
    });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    await screen.findByRole('heading', { name: 'Quiz terminé !' });
    expect(await screen.findByText('0 %')).toBeInTheDocument();
    expect(screen.getByText("Merci pour votre participation ! Chaque question est une occasion d'apprendre.")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Calcul du score impossible', expect.anything());
  });

  it('says why a supervised session cannot be taken here and offers the live page', async () => {
    quizApi({ [QUIZ]: { body: { success: true, session: { ...quizSession, isAutonomous: false }, questions: [] } } });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    expect(await screen.findByRole('heading', { name: 'Session animée en direct' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rejoindre la session en direct' })).toHaveAttribute('href', '/student/session/s1');
  });

  it('says when the quiz has not started yet, and opens by itself once the teacher starts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = quizApi({ [QUIZ]: { body: { success: true, session: { ...quizSession, status: 'created' }, questions: [] } } });
    renderQuiz('/quiz/ABC234?name=Alice Martin');
    expect(await screen.findByRole('heading', { name: 'Le quiz n’a pas encore commencé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rejoindre la session en direct' })).not.toBeInTheDocument();

    api.on(QUIZ, { body: { success: true, session: quizSession, questions: quizQuestions } });
    await act(() => vi.advanceTimersByTimeAsync(QUIZ_WAITING_REFRESH_MS));
    expect(await screen.findByRole('heading', { name: 'Capitale', level: 2 })).toBeInTheDocument();
  });

  it('offers the statistics of an ended session, and explains an ended session refusing a new name', async () => {
    quizApi({ [QUIZ]: { body: { success: true, session: { ...quizSession, status: 'ended' }, questions: [] } } });
    const user = userEvent.setup();
    const first = renderQuiz('/quiz/ABC234?name=Alice Martin');
    expect(await screen.findByRole('heading', { name: 'Session terminée' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir mes statistiques' }));
    expect(await screen.findByRole('heading', { name: 'Mes statistiques' })).toBeInTheDocument();
    first.unmount();

    const closed = 'Cette session est terminée : il n’est plus possible de la rejoindre.';
    quizApi({ [JOIN]: { status: 409, body: { error: closed, code: 'session-closed-to-join' } } });
    renderQuiz('/quiz/ABC234?name=Bob');
    expect(await screen.findByRole('heading', { name: 'Session terminée' })).toBeInTheDocument();
    expect(screen.getByText(closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir mes statistiques' })).not.toBeInTheDocument();
  });

  it('has an empty state and error states', async () => {
    quizApi({ [QUIZ]: { body: { success: true, session: quizSession, questions: [] } } });
    const empty = renderQuiz('/quiz/ABC234?name=Alice Martin');
    expect(await screen.findByRole('heading', { name: 'Aucune question disponible' })).toBeInTheDocument();
    empty.unmount();

    quizApi({ [QUIZ]: { status: 500, body: {} } });
    const broken = renderQuiz('/quiz/ABC234?name=Alice Martin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement du quiz');
    broken.unmount();

    quizApi({ [JOIN]: { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } } });
    renderQuiz('/quiz/ZZZ999?name=Alice Martin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session non trouvée');
    expect(screen.getByRole('link', { name: 'Saisir un autre code' })).toHaveAttribute('href', '/student/join');
  });
});
