import type { Session } from '@ciar/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi, type FakeReply } from '../../../testing/fake-api';
import { makeQuestion, makeSession } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { openQuestion, withResponses } from './evaluation-fixtures';
import { EvaluationCard } from './EvaluationCard';

const STATUS = 'GET /evaluation/status';
const EVALUATE_ALL = 'POST /evaluation/evaluate-all-responses/s1';
const ACTIVE = { body: { success: true, configured: true, message: 'Évaluation automatique active : Évaluateur français intégré' } };

const withOpenQuestion = makeSession({ questions: [makeQuestion(), openQuestion], questionsCount: 2 });

function setup(session: Session, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [STATUS]: ACTIVE, ...routes });
  const user = userEvent.setup();
  const page = renderPage(() => <EvaluationCard session={session} />, { pattern: '/', url: '/' });
  return { api, user, ...page };
}

/** A reply the test sends when it chooses, to see the screen while the call runs. */
function deferred() {
  let send!: (reply: FakeReply) => void;
  const reply = new Promise<FakeReply>((resolve) => (send = resolve));
  return { handler: () => reply, send };
}

const evaluateButton = () => screen.getByRole('button', { name: /Évaluer toutes les réponses ouvertes|Évaluation en cours…/ });

describe('EvaluationCard', () => {
  it('shows the evaluator the server names, and the evaluate-all button with open questions', async () => {
    setup(withOpenQuestion);
    expect(await screen.findByText('Évaluation automatique active : Évaluateur français intégré')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Évaluer toutes les réponses ouvertes' })).toBeEnabled();
  });

  it('offers no evaluate-all without an open question, and says why', async () => {
    setup(makeSession({ questions: [makeQuestion()], questionsCount: 1 }));
    await screen.findByText('Évaluation automatique active : Évaluateur français intégré');
    expect(screen.queryByRole('button', { name: 'Évaluer toutes les réponses ouvertes' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune question ouverte dans cette session.')).toBeInTheDocument();
  });

  it('treats a status that failed to load as not configured (docs/product.md#evaluation-of-open-answers)', async () => {
    setup(withOpenQuestion, { [STATUS]: { status: 500, body: { error: 'Erreur interne', code: 'internal' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement du statut');
    expect(evaluateButton()).toBeDisabled();
  });

  it('keeps the button disabled while the server is not configured', async () => {
    setup(withOpenQuestion, { [STATUS]: { body: { success: true, configured: false, message: 'Évaluation non configurée' } } });
    await screen.findByText('Évaluation non configurée');
    expect(evaluateButton()).toBeDisabled();
  });

  it('is disabled while running, then reports the evaluated answers and the failures', async () => {
    const reply = deferred();
    const { api, user } = setup(withOpenQuestion, { [EVALUATE_ALL]: reply.handler });
    await waitFor(() => expect(evaluateButton()).toBeEnabled());
    await user.click(evaluateButton());
    await waitFor(() => expect(evaluateButton()).toHaveTextContent('Évaluation en cours…'));
    expect(evaluateButton()).toBeDisabled();
    await user.click(evaluateButton());
    expect(api.callsTo(EVALUATE_ALL)).toHaveLength(1);

    reply.send({ body: { success: true, evaluatedCount: 2, errorCount: 1, message: '2 réponses évaluées, 1 en échec' } });
    expect(await screen.findByText('2 réponses évaluées, 1 en échec')).toBeInTheDocument();
    expect(evaluateButton()).toHaveTextContent('Évaluer toutes les réponses ouvertes');
    expect(evaluateButton()).toBeEnabled();
  });

  it('says one answer in the singular, and when nothing was waiting', async () => {
    let evaluated = 1;
    const { user } = setup(withOpenQuestion, {
      [EVALUATE_ALL]: () => ({ body: { success: true, evaluatedCount: evaluated, errorCount: 0, message: '' } }),
    });
    await waitFor(() => expect(evaluateButton()).toBeEnabled());
    await user.click(evaluateButton());
    expect(await screen.findByText('1 réponse évaluée')).toBeInTheDocument();
    evaluated = 0;
    await user.click(evaluateButton());
    expect(await screen.findByText('Aucune réponse ouverte en attente d’évaluation.')).toBeInTheDocument();
    expect(screen.queryByText('1 réponse évaluée')).not.toBeInTheDocument();
  });

  it("shows 'Erreur lors de l'évaluation:' with the server's message, or 'Erreur inconnue'", async () => {
    const { api, user } = setup(withOpenQuestion, {
      [EVALUATE_ALL]: { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } },
    });
    await waitFor(() => expect(evaluateButton()).toBeEnabled());
    await user.click(evaluateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'évaluation: Session non trouvée");

    api.on(EVALUATE_ALL, { status: 500, text: 'boom' });
    await user.click(evaluateButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'évaluation: Erreur inconnue"));
  });

  it('marks the open answers for reloading once the evaluation is done', async () => {
    const { user, client } = setup(withOpenQuestion, {
      [EVALUATE_ALL]: { body: { success: true, evaluatedCount: 1, errorCount: 0, message: '1 réponse évaluée' } },
    });
    client.setQueryData(queryKeys.question(openQuestion.id), withResponses([]).question);
    await waitFor(() => expect(evaluateButton()).toBeEnabled());
    expect(client.getQueryState(queryKeys.question(openQuestion.id))?.isInvalidated).toBe(false);
    await user.click(evaluateButton());
    await screen.findByText('1 réponse évaluée');
    expect(client.getQueryState(queryKeys.question(openQuestion.id))?.isInvalidated).toBe(true);
  });
});
