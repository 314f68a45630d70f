import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createdQuestionState } from '../../lib/created-question';
import { makeQuestion } from '../../testing/fixtures';
import { QuestionList } from './QuestionList';

function renderList(state: unknown) {
  const questions = [makeQuestion({ id: 'q1', title: 'Première' }), makeQuestion({ id: 'q2', title: 'Seconde' })];
  const list = (
    <QuestionList sessionId="s1" status="created" questions={questions} busyId={null} onActivate={vi.fn()} onDelete={vi.fn()} onShowAnswers={vi.fn()} />
  );
  const router = createMemoryRouter([{ path: '/teacher/sessions/s1', element: list }], {
    initialEntries: [{ pathname: '/teacher/sessions/s1', state }],
  });
  render(<RouterProvider router={router} />);
}

describe('QuestionList', () => {
  it('puts the focus on the question just created (decision 190)', () => {
    renderList(createdQuestionState('q2'));
    expect(screen.getByRole('heading', { name: 'Seconde' })).toHaveFocus();
  });

  it('leaves the focus alone otherwise', () => {
    renderList(null);
    expect(document.body).toHaveFocus();
  });
});
