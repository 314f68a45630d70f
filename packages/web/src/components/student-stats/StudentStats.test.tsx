import { AUTO_SUBMIT_ANSWER, PRINT_DELAY_MS, PRINT_RESTORE_MS } from '@ciar/shared/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import { alice, resultsBody, response } from './results-fixtures';
import { StudentStats } from './StudentStats';

const RESULTS = `GET /sessions/s1/student/${alice.id}/responses`;

function renderStats() {
  const Page = () => <StudentStats sessionId="s1" studentId={alice.id} token={alice.token} />;
  return renderPage(Page, { pattern: '/', url: '/' });
}

function item(title: string) {
  return screen.getByRole('heading', { name: new RegExp(title), level: 3 }).closest('li')!;
}

describe('StudentStats', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each answer with its correctness, explanations, the model answer and the open answer’s score band', async () => {
    fakeApi({
      [RESULTS]: {
        body: resultsBody([
          response('q1', '0'),
          response('q2', AUTO_SUBMIT_ANSWER),
          response('q3', 'Des volcans éteints.', { concordanceScore: 85, aiFeedback: 'Bonne idée : précisez l’âge !' }),
        ]),
      },
    });
    renderStats();

    expect(await screen.findByText('Score global :')).toBeInTheDocument();
    // (0 + 0 + 85) / 3 = 28: below 50.
    expect(screen.getByText('28 %')).toBeInTheDocument();
    expect(screen.getByText('À retravailler')).toHaveClass('stats-badge-poor');
    expect(screen.getByText('Continuez vos efforts, vous êtes sur la bonne voie !')).toBeInTheDocument();
    expect(screen.getByText('3/4')).toBeInTheDocument();

    const capital = item('Capitale');
    expect(within(capital).getByText('Lyon')).toBeInTheDocument();
    expect(within(capital).getByText('✗ Réponse incorrecte')).toBeInTheDocument();
    expect(within(capital).getByText('Lyon est la capitale des Gaules.')).toBeInTheDocument();
    expect(within(capital).getByText('Paris')).toHaveClass('feedback-correct');
    expect(await within(capital).findByText('987')).toBeInTheDocument();

    const timedOut = item('Fleuve');
    expect(timedOut).toHaveClass('result-auto');
    expect(within(timedOut).getByText('Pas de réponse (temps écoulé)')).toBeInTheDocument();
    expect(within(timedOut).getByText('Envoyée automatiquement')).toBeInTheDocument();
    expect(within(timedOut).getByText('✗ Temps écoulé')).toBeInTheDocument();
    expect(item('Capitale')).not.toHaveClass('result-auto');

    const open = item('Relief');
    expect(within(open).getByText('85/100')).toBeInTheDocument();
    expect(within(open).getByText(/· Bon$/)).toBeInTheDocument();
    // The comment keeps its punctuation on the word's line (the query's text matcher reads a
    // no-break space as a space: the exact text is checked after).
    expect(within(open).getByText('Bonne idée : précisez l’âge !').textContent).toBe('Bonne idée\u00a0: précisez l’âge\u00a0!');
    expect(within(open).getByText('Réponse modèle')).toBeInTheDocument();
    expect(await within(open).findByText('volcans')).toBeInTheDocument();

    expect(within(item('Avis')).getByText(/Pas encore répondu/)).toBeInTheDocument();

    const [, init] = (fetch as Mock).mock.calls[0]!;
    expect((init as RequestInit).headers).toMatchObject({ 'x-student-token': alice.token });
  });

  it.each([
    // (100 + 40) / 2 = 70
    [[response('q1', '1'), response('q3', 'x', { concordanceScore: 40 })], '70 %', 'Bon résultat', 'good'],
    // (100 + 0 + 55) / 3 = 52
    [[response('q1', '1'), response('q2', '1'), response('q3', 'x', { concordanceScore: 55 })], '52 %', 'Résultat moyen', 'neutral'],
  ])('gives the personal badge of docs/product.md#constants (%#)', async (answers, score, label, badge) => {
    fakeApi({ [RESULTS]: { body: resultsBody(answers) } });
    renderStats();
    expect(await screen.findByText(score)).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveClass(`stats-badge-${badge}`);
  });

  it('thanks rather than grades when nothing could be scored', async () => {
    fakeApi({ [RESULTS]: { body: resultsBody([response('q4', '5')]) } });
    renderStats();
    expect(await screen.findByText('Aucune réponse notée pour le moment.')).toBeInTheDocument();
    expect(screen.getByText("Merci pour votre participation ! Chaque question est une occasion d'apprendre.")).toBeInTheDocument();
    expect(screen.getByText('5 — Énormément')).toBeInTheDocument();
  });

  it('hides its header and button, prints after 100 ms and restores them 1 s later', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fakeApi({ [RESULTS]: { body: resultsBody([response('q1', '1')]) } });
    renderStats();
    await screen.findByText('Score global :');
    const button = screen.getByRole('button', { name: 'Imprimer' });
    vi.useFakeTimers();

    act(() => button.click());
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
    expect(document.querySelector('.stats-toolbar')).toBeNull();
    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PRINT_DELAY_MS));
    expect(print).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PRINT_RESTORE_MS - 10));
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it("says 'Erreur lors de l'impression' when printing fails", async () => {
    vi.stubGlobal('print', () => {
      throw new Error('bloqué');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [RESULTS]: { body: resultsBody([]) } });
    const user = userEvent.setup();
    renderStats();
    await screen.findByText('Aucune réponse notée pour le moment.');
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'impression");
  });

  it('shows the server’s refusal when the results cannot be read, and retries', async () => {
    const api = fakeApi({
      [RESULTS]: {
        status: 401,
        body: { error: 'Votre participation n’est pas reconnue sur cet appareil. Rejoignez la session avec votre nom.', code: 'student-unauthenticated' },
      },
    });
    const user = userEvent.setup();
    renderStats();
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre participation n’est pas reconnue sur cet appareil.');
    api.on(RESULTS, { body: resultsBody([]) });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('0/4')).toBeInTheDocument();
  });
});
