import type { AnswerFeedback } from '@ciar/shared/events';
import type { QuestionResponse } from '@ciar/shared/response';
import { toStudentQuestion } from '@ciar/shared/student';
import { makeResponse } from '@ciar/shared/testing/responses';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion } from '../../testing/fixtures';
import { LiveQuestionCard } from './LiveQuestionCard';
import type { SubmitResult } from './submit-answer';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

function response(answer: string, overrides: Partial<QuestionResponse> = {}): QuestionResponse {
  return makeResponse({
    id: 'r1',
    questionId: 'q1',
    studentId: 'ABC234_marie',
    studentName: 'Marie',
    answer,
    timestamp: new Date(NOW).toISOString(),
    ...overrides,
  });
}

/** Activated now by the test's clock (fake timers start at NOW), with 30 s to answer. */
function choiceQuestion() {
  return toStudentQuestion(makeQuestion({ id: 'q1', isActive: true, activatedAt: new Date().toISOString(), timeLimit: 30 }));
}

function renderCard(props: Partial<Parameters<typeof LiveQuestionCard>[0]> = {}) {
  const submit = vi.fn<(answer: string) => Promise<SubmitResult>>(async () => ({ ok: false, message: 'x' }));
  const view = render(
    <LiveQuestionCard
      question={choiceQuestion()}
      response={null}
      feedback={null}
      status="active"
      showTimer
      clockOffsetMs={0}
      answeredHere={false}
      submit={submit}
      {...props}
    />,
  );
  return { ...view, submit: (props.submit as typeof submit | undefined) ?? submit };
}

describe('LiveQuestionCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the question and sends the chosen option once, showing the server’s refusal', async () => {
    const user = userEvent.setup();
    const submit = vi.fn<(answer: string) => Promise<SubmitResult>>(async () => ({
      ok: false,
      message: 'Impossible de soumettre une réponse : la session est en pause.',
    }));
    renderCard({ submit });
    expect(screen.getByRole('heading', { name: 'Capitale de la France' })).toBeInTheDocument();
    expect(screen.getByText('Choix multiple')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Envoyer ma réponse' });
    expect(send).toBeDisabled();
    await user.click(screen.getByText('Paris'));
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeChecked();
    await user.click(send);
    expect(submit).toHaveBeenCalledWith('1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de soumettre une réponse : la session est en pause.');
  });

  it('keeps the chosen option on its text when the teacher saves the options moved, and unchooses a removed one', async () => {
    const user = userEvent.setup();
    const question = choiceQuestion();
    const { rerender, submit } = renderCard({ question });
    const card = (q: typeof question) => (
      <LiveQuestionCard question={q} response={null} feedback={null} status="active" showTimer clockOffsetMs={0} answeredHere={false} submit={submit} />
    );
    await user.click(screen.getByText('Paris'));
    // « Marseille » added before « Paris »: the choice follows « Paris ».
    const moved = { ...question, options: [question.options[0]!, { id: '1', text: 'Marseille' }, { id: '2', text: 'Paris' }] };
    rerender(card(moved));
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    expect(submit).toHaveBeenLastCalledWith('2');
    // « Paris » removed: nothing chosen, nothing to send, rather than another option.
    rerender(card({ ...moved, options: moved.options.slice(0, 2) }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Envoyer ma réponse' })).toBeDisabled();
  });

  it('says why the form is back when the teacher removed the option the student had sent', () => {
    renderCard({ answerRemoved: 'L’enseignant a retiré l’option que vous aviez choisie.' });
    expect(screen.getByText('L’enseignant a retiré l’option que vous aviez choisie.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer ma réponse' })).toBeInTheDocument();
  });

  it('disables answering while the session is paused, and hides the timer when the session turns it off', () => {
    renderCard({ status: 'paused', showTimer: false });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer ma réponse' })).toBeDisabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says why a broken rating question cannot be answered', () => {
    const broken = { ...toStudentQuestion(makeQuestion({ type: 'rating', options: [], correctAnswer: '' })), ratingScale: null };
    renderCard({ question: broken });
    expect(screen.getByRole('alert')).toHaveTextContent("Les données de l'échelle de notation ne sont pas disponibles");
    expect(screen.getByRole('button', { name: 'Envoyer ma réponse' })).toBeDisabled();
  });

  it('auto-submits the no-answer text once when the time runs out, and hides its notice after 5 s', async () => {
    vi.useFakeTimers({ now: NOW });
    const submit = vi.fn<(answer: string) => Promise<SubmitResult>>(async () => ({ ok: true, response: response('x'), feedback: null as never }));
    renderCard({ submit });
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Temps écoulé!');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith('[Pas de réponse - Temps écoulé]');
    expect(screen.getByText('Temps écoulé : votre absence de réponse a été enregistrée.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Temps écoulé : votre absence de réponse a été enregistrée.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Temps écoulé : votre absence de réponse a été enregistrée.')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed auto-submit, and sends none for a question already answered', async () => {
    vi.useFakeTimers({ now: NOW });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const submit = vi.fn<(answer: string) => Promise<SubmitResult>>(async () => ({ ok: false, message: 'Temps écoulé' }));
    const { unmount } = renderCard({ submit });
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const again = vi.fn<(answer: string) => Promise<SubmitResult>>();
    renderCard({ submit: again, answeredHere: true });
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(again).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('after answering wrong: the feedback, the explanation and the correct answer with its explanation', () => {
    const feedback: AnswerFeedback = {
      isCorrect: false,
      correctAnswer: '1',
      explication: 'Lyon est la capitale des Gaules.',
      correctExplication: 'Depuis 987.',
      proposition: null,
    };
    renderCard({ response: response('0'), feedback });
    expect(screen.queryByRole('button', { name: 'Envoyer ma réponse' })).not.toBeInTheDocument();
    expect(screen.getByText('Lyon')).toHaveClass('answer-given');
    expect(screen.getByText('Mauvaise réponse')).toBeInTheDocument();
    expect(screen.getByText('Lyon est la capitale des Gaules.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La bonne réponse' })).toBeInTheDocument();
    expect(screen.getByText('Paris')).toHaveClass('answer-given');
    expect(screen.getByText('Depuis 987.')).toBeInTheDocument();
  });

  it('for an open question: the model answer, then the score band and comment once evaluated', () => {
    const open = toStudentQuestion(makeQuestion({ type: 'open_ended', options: [], correctAnswer: '', title: 'Photosynthèse' }));
    const feedback: AnswerFeedback = { isCorrect: null, correctAnswer: '', explication: null, correctExplication: null, proposition: 'La **lumière**.' };
    const { rerender } = renderCard({ question: open, response: response('De la lumière.'), feedback });
    expect(screen.getByText('Réponse enregistrée : en attente d’évaluation par l’enseignant.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Proposition de réponse' })).toBeInTheDocument();
    rerender(
      <LiveQuestionCard
        question={open}
        response={response('De la lumière.', { concordanceScore: 75, aiFeedback: 'Idées présentes : « lumière ».' })}
        feedback={{ ...feedback, isCorrect: true }}
        status="active"
        showTimer
        clockOffsetMs={0}
        answeredHere
        submit={vi.fn()}
      />,
    );
    expect(screen.getByText('Score : 75/100 — Bon')).toBeInTheDocument();
    // The evaluator's words keep their punctuation on the word's line, as teachers' texts do.
    expect(screen.getByText('Idées présentes : « lumière ».').textContent).toBe('Idées présentes\u00a0: «\u00a0lumière\u00a0».');
  });

  it('for an open answer flagged for review: « en cours de vérification » with the model answer, never a failing band, then the teacher’s score and comment', () => {
    const open = toStudentQuestion(makeQuestion({ type: 'open_ended', options: [], correctAnswer: '', title: 'Métaphore' }));
    const feedback: AnswerFeedback = { isCorrect: null, correctAnswer: '', explication: null, correctExplication: null, proposition: 'Une figure de style.' };
    const flagged = response('Une image qui assimile une chose à une autre.', { concordanceScore: 12, aiFeedback: 'Réponse insuffisante.', needsReview: true });
    const { rerender } = renderCard({ question: open, response: flagged, feedback });
    expect(document.querySelector('.answer-verdict')).toHaveTextContent("Réponse en cours de vérification par l'enseignant");
    expect(screen.queryByText(/Score :/)).not.toBeInTheDocument();
    expect(screen.queryByText('Réponse insuffisante.')).not.toBeInTheDocument();
    expect(screen.getByText('Une figure de style.')).toBeInTheDocument();
    rerender(
      <LiveQuestionCard
        question={open}
        response={{ ...flagged, teacherScore: 85, teacherFeedback: 'Très bien dit.' }}
        feedback={{ ...feedback, isCorrect: true }}
        status="active"
        showTimer
        clockOffsetMs={0}
        answeredHere
        submit={vi.fn()}
      />,
    );
    expect(screen.getByText('Score : 85/100 — Bon')).toBeInTheDocument();
    expect(screen.getByText('Très bien dit.')).toBeInTheDocument();
  });
  it('focuses the question’s title, then the result once answered here (decision 190)', () => {
    const { rerender } = renderCard();
    expect(screen.getByRole('heading', { name: 'Capitale de la France' })).toHaveFocus();
    rerender(
      <LiveQuestionCard
        question={choiceQuestion()}
        response={response('1')}
        feedback={{ isCorrect: true, correctAnswer: '1', explication: null, correctExplication: null, proposition: null }}
        status="active"
        showTimer
        clockOffsetMs={0}
        answeredHere
        submit={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Votre réponse' })).toHaveFocus();
    // A right answer is celebrated (decoration, hidden from screen readers).
    expect(screen.getByTestId('celebration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an answer sent for the student when time ran out is not thanked for', () => {
    renderCard({ response: response('[Pas de réponse - Temps écoulé]'), feedback: null, answeredHere: true });
    expect(document.querySelector('.answer-verdict')).toHaveTextContent('Temps écoulé : aucune réponse n’a été donnée.');
    expect(screen.queryByText('Réponse enregistrée. Merci !')).not.toBeInTheDocument();
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
  });

  it('keeps the send button in a sticky bar at the bottom of the card', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Envoyer ma réponse' }).parentElement).toHaveClass('live-send');
  });
});
