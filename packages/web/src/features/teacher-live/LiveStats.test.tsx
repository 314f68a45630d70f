import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeApi } from '../../testing/fake-api';
import { makeQuestion } from '../../testing/fixtures';
import { LiveStats } from './LiveStats';

describe('LiveStats', () => {
  it('draws the choice histogram and reveals the correct answer only on request', async () => {
    const user = userEvent.setup();
    render(
      <LiveStats
        question={makeQuestion()}
        stats={{ questionId: 'q1', responsesCount: 4, counts: { '0': 1, '1': 3 }, openAnswers: [], needsReviewCount: 0, participantsCount: 5 }}
        participantsCount={5}
      />,
    );
    // Shown at once as plain text; the live screen's one region says it every 5 s at most (decision 193).
    expect(screen.getByText('4 réponses sur 5 participants')).toHaveClass('live-count');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const rows = within(screen.getByRole('figure', { name: 'Répartition des réponses' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Paris :3 réponses, (75 %)');
    expect(rows[1]).not.toHaveTextContent('bonne réponse');
    await user.click(screen.getByRole('button', { name: 'Afficher la bonne réponse' }));
    expect(rows[1]).toHaveTextContent('Paris (bonne réponse)');
    expect(screen.getByRole('button', { name: 'Masquer la bonne réponse' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists open answers cut to 50 characters with their score band once evaluated', () => {
    const long = 'a'.repeat(60);
    render(
      <LiveStats
        question={makeQuestion({ type: 'open_ended', options: [], correctAnswer: '' })}
        stats={{
          questionId: 'q1',
          responsesCount: 2,
          counts: {},
          openAnswers: [
            { studentName: 'Marie', answer: long, score: 92, needsReview: false },
            { studentName: 'Paul', answer: 'Court', score: null, needsReview: false },
          ],
          needsReviewCount: 0,
          participantsCount: 2,
        }}
        participantsCount={2}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Dernières réponses' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(`Marie${'a'.repeat(50)}...Excellent · 92`);
    expect(second).toHaveTextContent('PaulCourt');
    expect(within(second!).queryByText(/Excellent|Bon|Moyen|Insuffisant/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher la bonne réponse' })).not.toBeInTheDocument();
  });

  it('counts the answers to check and marks each « À vérifier » instead of a band', () => {
    render(
      <LiveStats
        question={makeQuestion({ type: 'open_ended', options: [], correctAnswer: '' })}
        stats={{
          questionId: 'q1',
          responsesCount: 2,
          counts: {},
          openAnswers: [
            { studentName: 'Marie', answer: 'Une image', score: null, needsReview: true },
            { studentName: 'Paul', answer: 'Court', score: 30, needsReview: false },
          ],
          needsReviewCount: 1,
          participantsCount: 2,
        }}
        participantsCount={2}
      />,
    );
    expect(screen.getByText('À vérifier : 1')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Dernières réponses' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('MarieUne imageÀ vérifier');
    expect(within(first!).queryByText(/Insuffisant/)).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Insuffisant · 30');
  });

  it('says how many open answers there are beyond the latest ones shown', () => {
    const latest = Array.from({ length: 30 }, (_, i) => ({ studentName: `Élève ${i}`, answer: 'Une réponse', score: 80, needsReview: false }));
    const question = makeQuestion({ type: 'open_ended', options: [], correctAnswer: '' });
    const stats = { questionId: 'q1', responsesCount: 3000, counts: {}, openAnswers: latest, needsReviewCount: 0, participantsCount: 3000 };
    const { rerender } = render(<LiveStats question={question} stats={stats} participantsCount={3000} />);
    expect(screen.getByText(/^30 dernières sur 3\s000$/)).toBeInTheDocument();
    rerender(<LiveStats question={question} stats={{ ...stats, responsesCount: 30 }} participantsCount={30} />);
    expect(screen.queryByText(/dernières sur/)).not.toBeInTheDocument();
  });

  it('says who has not answered yet only when the teacher asks, and reads it again as answers arrive', async () => {
    const names = (list: string[]) => list.map((studentName, i) => ({ studentId: `s${i}`, studentName }));
    let missing = { success: true, count: 2, students: names(['Élodie Marchand', 'Zoé Vidal']) };
    const api = fakeApi({ 'GET /questions/q1/missing': () => ({ body: missing }) });
    const client = createQueryClient({ retry: false });
    const inClient = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
    const stats = (responsesCount: number) => ({ questionId: 'q1', responsesCount, counts: {}, openAnswers: [], needsReviewCount: 0, participantsCount: 3 });
    const question = makeQuestion({ id: 'q1' });
    const user = userEvent.setup();
    const { rerender } = render(inClient(<LiveStats question={question} stats={stats(1)} participantsCount={3} />));

    // Closed, nothing is asked of the server: the screen may be projected.
    const toggle = screen.getByText('Qui n’a pas encore répondu ?');
    expect(screen.queryByText('Zoé Vidal')).not.toBeInTheDocument();
    expect(api.callsTo('GET /questions/q1/missing')).toHaveLength(0);

    await user.click(toggle);
    expect(await screen.findByText('2 participants sans réponse :')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Participants sans réponse' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Élodie Marchand', 'Zoé Vidal']);

    missing = { success: true, count: 0, students: [] };
    rerender(inClient(<LiveStats question={question} stats={stats(3)} participantsCount={3} />));
    expect(await screen.findByText('Tout le monde a répondu.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.callsTo('GET /questions/q1/missing')).toHaveLength(2);

    // A lecture hall: the first hundred names, and how many more.
    missing = { success: true, count: 130, students: names(Array.from({ length: 100 }, (_, i) => `Élève ${i + 1}`)) };
    rerender(inClient(<LiveStats question={question} stats={stats(3)} participantsCount={133} />));
    expect(await screen.findByText('… et 30 autres.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('130 participants sans réponse :')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText('Élève 1')).not.toBeInTheDocument());
  });

  it('does not say everyone has answered when no one has joined', async () => {
    fakeApi({ 'GET /questions/q1/missing': { body: { success: true, count: 0, students: [] } } });
    const stats = { questionId: 'q1', responsesCount: 0, counts: {}, openAnswers: [], needsReviewCount: 0, participantsCount: 0 };
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <LiveStats question={makeQuestion({ id: 'q1' })} stats={stats} participantsCount={0} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByText('Qui n’a pas encore répondu ?'));
    expect(await screen.findByText('Aucun participant pour le moment.')).toBeInTheDocument();
    expect(screen.queryByText('Tout le monde a répondu.')).not.toBeInTheDocument();
  });

  it('never shows the previous question’s names while the next question’s list loads', async () => {
    let release: () => void = () => undefined;
    const secondLoaded = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'GET /questions/q1/missing': { body: { success: true, count: 1, students: [{ studentId: 's1', studentName: 'Zoé Vidal' }] } },
      'GET /questions/q2/missing': async () => {
        await secondLoaded;
        return { body: { success: true, count: 1, students: [{ studentId: 's2', studentName: 'Hugo Laurent' }] } };
      },
    });
    const client = createQueryClient({ retry: false });
    const inClient = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
    const stats = (questionId: string) => ({ questionId, responsesCount: 0, counts: {}, openAnswers: [], needsReviewCount: 0, participantsCount: 1 });
    const user = userEvent.setup();
    const { rerender } = render(inClient(<LiveStats question={makeQuestion({ id: 'q1' })} stats={stats('q1')} participantsCount={1} />));
    await user.click(screen.getByText('Qui n’a pas encore répondu ?'));
    await screen.findByText('Zoé Vidal');

    rerender(inClient(<LiveStats question={makeQuestion({ id: 'q2', title: 'Suivante' })} stats={stats('q2')} participantsCount={1} />));
    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByText('Zoé Vidal')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Hugo Laurent')).toBeInTheDocument();
  });
});
