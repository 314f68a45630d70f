import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
