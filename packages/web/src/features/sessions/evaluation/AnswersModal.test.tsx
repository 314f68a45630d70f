import type { QuestionResponse } from '@ciar/shared/response';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { SEARCH_DELAY_MS } from './AnswerBrowser';
import { AnswersModal } from './AnswersModal';
import { makeResponse, makeStats, openQuestion, scored } from './evaluation-fixtures';
import { PENDING_REFRESH_MS } from './get-question-answers';
import { answerPage, type AnswerBandFilter } from '@ciar/shared/answer-list';
import { ERRORS } from '@ciar/shared/errors';

const ANSWERS = 'GET /evaluation/answers/q2';

/** The server's paging and filters, by the shared rules, over the stored answers. */
function pageOf(all: QuestionResponse[], path: string) {
  const params = new URL(path, 'http://localhost').searchParams;
  const yesNo = (name: string) => (params.has(name) ? { [name]: params.get(name) === 'yes' } : {});
  return {
    success: true,
    ...answerPage(all, {
      page: Number(params.get('page') ?? 1),
      pageSize: Number(params.get('pageSize') ?? 50),
      ...(params.get('q') ? { search: params.get('q')! } : {}),
      ...(params.get('band') ? { band: params.get('band') as AnswerBandFilter } : {}),
      ...yesNo('review'),
      ...yesNo('graded'),
    }),
  };
}
const STATS = 'GET /evaluation/stats/q2';

/** The server's side: the stored answers, changed by the override and evaluation routes. */
function setup(initial: QuestionResponse[], routes: Parameters<typeof fakeApi>[0] = {}) {
  const stored = new Map(initial.map((r) => [r.studentId, r]));
  const update = (studentId: string, change: Partial<QuestionResponse>) => {
    const next = { ...stored.get(studentId)!, ...change };
    stored.set(studentId, next);
    return next;
  };
  const api = fakeApi({
    [ANSWERS]: ({ path }: { path: string }) => ({ body: pageOf([...stored.values()], path) }),
    [STATS]: { body: makeStats() },
    ...Object.fromEntries(
      initial.map((r) => [
        `PATCH /evaluation/override/q2/${r.studentId}`,
        ({ body }: { body: unknown }) => ({
          body: { success: true, response: update(r.studentId, { teacherScore: (body as { score: number | null }).score }) },
        }),
      ]),
    ),
    ...routes,
  });
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderPage(() => <AnswersModal question={openQuestion} onClose={onClose} />, { pattern: '/', url: '/' });
  return { api, user, onClose, update };
}

const dialog = () => screen.getByRole('dialog', { name: 'Réponses : Cycle de l’eau' });
const answerOf = (name: string) => within(dialog()).getByRole('article', { name });
/** The grade form opens on demand (decision 182). */
async function openGrading(user: ReturnType<typeof userEvent.setup>, answer: HTMLElement) {
  await user.click(within(answer).getByRole('button', { name: 'Noter' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswersModal', () => {
  it('grades a whole group of alike answers in one click, with an optional comment', async () => {
    const group = { key: 'k-pluie', answer: 'La pluie', size: 2, studentNames: ['Alice Roux', 'Zoé Martin'], needsReviewCount: 1 };
    const { api, user } = setup([scored('Alice Roux', 20, 'Insuffisant.'), scored('Zoé Martin', 20, 'Insuffisant.')], {
      'GET /evaluation/groups/q2': { body: { success: true, groups: [group] } },
      'POST /evaluation/groups/q2': { body: { success: true, gradedCount: 2 } },
    });
    const groups = await screen.findByRole('region', { name: 'Groupes de réponses' });
    expect(within(groups).getByText('2 élèves : Alice Roux, Zoé Martin')).toBeInTheDocument();
    expect(within(groups).getByText('À vérifier : 1')).toBeInTheDocument();
    await user.type(within(groups).getByLabelText('Commentaire pour le groupe (facultatif)'), 'Bien vu.');
    await user.click(within(groups).getByRole('button', { name: 'Bon (80)' }));
    expect(await within(groups).findByText('2 réponses notées.')).toBeInTheDocument();
    // By its key: a lecture hall's groups do not carry their members' ids (decision 182).
    expect(api.callsTo('POST /evaluation/groups/q2').map((c) => c.body)).toEqual([{ group: 'k-pluie', score: 80, feedback: 'Bien vu.' }]);
  });

  it('says so when a group changed since it was shown, and shows the groups as they are now', async () => {
    const before = { key: 'k-old', answer: 'La pluie', size: 2, studentNames: ['Alice Roux', 'Zoé Martin'], needsReviewCount: 0 };
    const after = { key: 'k-new', answer: 'La pluie tombe', size: 3, studentNames: ['Alice Roux', 'Zoé Martin', 'Léa Petit'], needsReviewCount: 0 };
    let listed = [before];
    const { user } = setup([], {
      'GET /evaluation/groups/q2': () => ({ body: { success: true, groups: listed, totalGroups: listed.length } }),
      'POST /evaluation/groups/q2': () => {
        listed = [after];
        return { status: 409, body: { error: ERRORS['group-changed'].message, code: 'group-changed' } };
      },
    });
    const groups = await screen.findByRole('region', { name: 'Groupes de réponses' });
    await user.click(within(groups).getByRole('button', { name: 'Bon (80)' }));
    expect(await within(groups).findByText('3 élèves : Alice Roux, Zoé Martin, Léa Petit')).toBeInTheDocument();
    expect(within(groups).queryByText('2 élèves : Alice Roux, Zoé Martin')).not.toBeInTheDocument();
  });

  it('puts the answers to check first, marked « À vérifier » with their count, and says why an external provider did not score one', async () => {
    setup(
      [
        scored('Alice Roux', 72, 'Il manque la condensation.'),
        scored('Zoé Martin', 20, 'Réponse insuffisante.', { needsReview: true, evaluatedBy: 'builtin', evaluationNote: "Évaluée par l'évaluateur intégré. Le service d'évaluation est injoignable." }),
      ],
      { [STATS]: { body: makeStats({ needsReviewResponses: 1 }) } },
    );
    await within(dialog()).findByRole('article', { name: 'Zoé Martin' });
    expect(within(dialog()).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Zoé Martin', 'Alice Roux']);
    expect(within(answerOf('Zoé Martin')).getByText('À vérifier')).toBeInTheDocument();
    expect(within(answerOf('Zoé Martin')).getByText("Évaluée par l'évaluateur intégré. Le service d'évaluation est injoignable.")).toBeInTheDocument();
    expect(within(answerOf('Alice Roux')).queryByText('À vérifier')).not.toBeInTheDocument();
    expect(await within(dialog()).findByText('À vérifier : 1')).toBeInTheDocument();
  });

  it('lists each answer as plain text with its score, band and feedback, or as awaiting evaluation', async () => {
    const { user } = setup([
      scored('Zoé Martin', 95, 'Toutes les idées attendues sont là.'),
      makeResponse('Bruno Petit', { answer: '<b>gras</b>\nsur deux lignes' }),
      scored('Alice Roux', 72, 'Il manque la condensation.'),
    ]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    expect(within(dialog()).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Alice Roux',
      'Bruno Petit',
      'Zoé Martin',
    ]);

    const zoe = answerOf('Zoé Martin');
    expect(within(zoe).getByText('La réponse de Zoé Martin')).toBeInTheDocument();
    expect(within(zoe).getByText('Note automatique : 95 (Excellent)')).toBeInTheDocument();
    expect(within(zoe).getByText('Toutes les idées attendues sont là.')).toBeInTheDocument();
    expect(within(answerOf('Alice Roux')).getByText('Note automatique : 72 (Bon)')).toBeInTheDocument();

    const bruno = answerOf('Bruno Petit');
    expect(within(bruno).getByText('En attente d’évaluation')).toBeInTheDocument();
    expect(within(bruno).queryByText(/Note automatique/)).not.toBeInTheDocument();
    expect(bruno.querySelector('b')).toBeNull();
    expect(bruno.querySelector('.answer-item-text')?.textContent).toBe('<b>gras</b>\nsur deux lignes');
    // Not scored yet: the teacher can ask for it.
    await openGrading(user, bruno);
    await openGrading(user, zoe);
    expect(within(bruno).getByRole('button', { name: 'Évaluer' })).toBeInTheDocument();
    expect(within(zoe).getByRole('button', { name: 'Réévaluer' })).toBeInTheDocument();
  });

  it('names every band of docs/product.md#scoring', async () => {
    setup([scored('A', 90, 'a'), scored('B', 89, 'b'), scored('C', 50, 'c'), scored('D', 49, 'd')]);
    await within(dialog()).findByRole('article', { name: 'A' });
    expect(within(dialog()).getAllByText(/^Note automatique/).map((p) => p.textContent)).toEqual([
      'Note automatique : 90 (Excellent)',
      'Note automatique : 89 (Bon)',
      'Note automatique : 50 (Moyen)',
      'Note automatique : 49 (Insuffisant)',
    ]);
  });

  it('sums up the evaluation figures of the question', async () => {
    setup([scored('Alice Roux', 72, 'ok')]);
    expect(await within(dialog()).findByText('3 réponses · 2 évaluées (66,7 %) · 1 en attente · moyenne 72,5 / 100')).toBeInTheDocument();
  });

  it('leaves the average out while nothing is evaluated', async () => {
    setup([makeResponse('Alice Roux')], { [STATS]: { body: makeStats({ totalResponses: 1, evaluatedResponses: 0, unevaluatedResponses: 1, averageScore: null, evaluationRate: 0 }) } });
    expect(await within(dialog()).findByText('1 réponse · 0 évaluée (0 %) · 1 en attente')).toBeInTheDocument();
  });

  it("saves the teacher's score apart: both scores shown, each named", async () => {
    const { api, user } = setup([scored('Alice Roux', 40, 'Une seule idée.')]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    expect(within(alice).queryByRole('button', { name: 'Retirer ma note' })).not.toBeInTheDocument();
    // The grade form opens on demand.
    expect(within(alice).queryByLabelText('Votre note (0 à 100)')).not.toBeInTheDocument();
    await openGrading(user, alice);
    expect(within(alice).getByRole('button', { name: 'Fermer la notation' })).toHaveAttribute('aria-expanded', 'true');
    const statsCalls = api.callsTo(STATS).length;

    await user.type(within(alice).getByLabelText('Votre note (0 à 100)'), '75');
    await user.click(within(alice).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(alice).findByText("Note de l'enseignant : 75 (Bon)")).toBeInTheDocument();
    expect(api.callsTo('PATCH /evaluation/override/q2/ABC234_alice_roux').map((c) => c.body)).toEqual([{ score: 75 }]);
    expect(within(alice).getByText('Note automatique : 40 (Insuffisant)')).toBeInTheDocument();
    expect(within(alice).getByText('Une seule idée.')).toBeInTheDocument();
    expect(within(alice).getByText('Les résultats retiennent la note de l’enseignant.')).toBeInTheDocument();
    expect(within(alice).getByLabelText('Votre note (0 à 100)')).toHaveValue(75);
    expect(within(alice).getByRole('button', { name: 'Retirer ma note' })).toBeInTheDocument();
    // The figures count the teacher's score: they are read again.
    await waitFor(() => expect(api.callsTo(STATS).length).toBeGreaterThan(statsCalls));
  });

  it("removes the teacher's score, leaving the automatic one", async () => {
    const { api, user } = setup([scored('Alice Roux', 40, 'Une seule idée.', { teacherScore: 75 })]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    expect(within(alice).getByText("Note de l'enseignant : 75 (Bon)")).toBeInTheDocument();
    expect(within(alice).getByLabelText('Votre note (0 à 100)')).toHaveValue(75);

    await user.click(within(alice).getByRole('button', { name: 'Retirer ma note' }));
    await waitFor(() => expect(within(alice).queryByText(/Note de l'enseignant/)).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /evaluation/override/q2/ABC234_alice_roux').map((c) => c.body)).toEqual([{ score: null }]);
    expect(within(alice).getByText('Note automatique : 40 (Insuffisant)')).toBeInTheDocument();
    expect(within(alice).getByLabelText('Votre note (0 à 100)')).toHaveValue(null);
    expect(within(alice).queryByRole('button', { name: 'Retirer ma note' })).not.toBeInTheDocument();
  });

  it('refuses a score outside 0–100 without calling the server', async () => {
    const { api, user } = setup([scored('Alice Roux', 40, 'x')]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    const input = within(alice).getByLabelText('Votre note (0 à 100)');
    for (const typed of ['150', '7.5', '']) {
      await user.clear(input);
      if (typed) await user.type(input, typed);
      await user.click(within(alice).getByRole('button', { name: 'Enregistrer' }));
      expect(within(alice).getByRole('alert')).toHaveTextContent('La note doit être un nombre entier entre 0 et 100.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it("shows the server's refusal of a score, or a French fallback", async () => {
    const route = 'PATCH /evaluation/override/q2/ABC234_alice_roux';
    const { api, user } = setup([scored('Alice Roux', 40, 'x')], {
      [route]: { status: 404, body: { error: 'Réponse non trouvée', code: 'response-not-found' } },
    });
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    await user.type(within(alice).getByLabelText('Votre note (0 à 100)'), '60');
    await user.click(within(alice).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(alice).findByRole('alert')).toHaveTextContent('Réponse non trouvée');
    expect(within(alice).queryByText(/Note de l'enseignant/)).not.toBeInTheDocument();

    api.on(route, { status: 500, text: '' });
    await user.click(within(alice).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(alice).getByRole('alert')).toHaveTextContent('Erreur lors de l’enregistrement de la note'));
  });

  it('re-scores one answer and shows the new score; the teacher’s own score stays', async () => {
    const route = 'POST /evaluation/evaluate-open-question/q2/ABC234_alice_roux';
    const { api, user, update } = setup([scored('Alice Roux', 40, 'Une seule idée.', { teacherScore: 60 })], {
      [route]: () => {
        const response = update('ABC234_alice_roux', { concordanceScore: 85, aiFeedback: 'Idées présentes : « deux sur trois ».' });
        return { body: { success: true, evaluation: { score: 85, feedback: 'Idées présentes : « deux sur trois ».', evaluationTimestamp: '2026-11-21T10:00:00.000Z' }, response } };
      },
    });
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    await user.click(within(alice).getByRole('button', { name: 'Réévaluer' }));
    expect(await within(alice).findByText('Note automatique : 85 (Bon)')).toBeInTheDocument();
    expect(within(alice).getByText('Idées présentes : « deux sur trois ».').textContent).toBe('Commentaire de l’évaluateur : Idées présentes\u00a0: «\u00a0deux sur trois\u00a0».');
    expect(within(alice).getByText("Note de l'enseignant : 60 (Moyen)")).toBeInTheDocument();
    expect(within(alice).getByRole('status')).toHaveTextContent('Réponse réévaluée.');
    expect(api.callsTo(route)).toHaveLength(1);
  });

  it("says 'Échec de l'évaluation' with the server's reason when re-scoring fails", async () => {
    const route = 'POST /evaluation/evaluate-open-question/q2/ABC234_alice_roux';
    const { api, user } = setup([scored('Alice Roux', 40, 'x')], {
      [route]: { status: 502, body: { error: "Échec de l'évaluation : délai dépassé", code: 'evaluation-failed' } },
    });
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    await user.click(within(alice).getByRole('button', { name: 'Réévaluer' }));
    expect(await within(alice).findByRole('alert')).toHaveTextContent("Échec de l'évaluation : délai dépassé");
    expect(within(alice).getByText('Note automatique : 40 (Insuffisant)')).toBeInTheDocument();

    api.on(route, { status: 502, text: '' });
    await user.click(within(alice).getByRole('button', { name: 'Réévaluer' }));
    await waitFor(() => expect(within(alice).getByRole('alert').textContent).toBe("Échec de l'évaluation"));
  });

  it('disables the answer’s controls while its score is being saved', async () => {
    let send!: () => void;
    const { user, update } = setup([scored('Alice Roux', 40, 'x')], {
      'PATCH /evaluation/override/q2/ABC234_alice_roux': () =>
        new Promise((resolve) => (send = () => resolve({ body: { success: true, response: update('ABC234_alice_roux', { teacherScore: 80 }) } }))),
    });
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    await openGrading(user, alice);
    await user.type(within(alice).getByLabelText('Votre note (0 à 100)'), '80');
    await user.click(within(alice).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(alice).getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
    expect(within(alice).getByRole('button', { name: 'Réévaluer' })).toBeDisabled();
    expect(within(alice).getByLabelText('Votre note (0 à 100)')).toBeDisabled();
    act(() => send());
    expect(await within(alice).findByText("Note de l'enseignant : 80 (Bon)")).toBeInTheDocument();
    expect(within(alice).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('describes each control by the student’s name, as every answer has the same buttons', async () => {
    const { user } = setup([scored('Alice Roux', 40, 'x', { teacherScore: 50 })]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    expect(within(alice).getByRole('button', { name: 'Noter' })).toHaveAccessibleDescription('Alice Roux');
    await openGrading(user, alice);
    for (const name of ['Enregistrer', 'Retirer ma note', 'Réévaluer']) {
      expect(within(alice).getByRole('button', { name })).toHaveAccessibleDescription('Alice Roux');
    }
    expect(within(alice).getByLabelText('Votre note (0 à 100)')).toHaveAccessibleDescription('Alice Roux');
  });

  it('shows an answer given by the timer as no answer, without grading controls', async () => {
    setup([scored('Alice Roux', 0, "Aucune réponse n'a été donnée avant la fin du temps imparti.", { answer: '[Pas de réponse - Temps écoulé]' })]);
    await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    const alice = answerOf('Alice Roux');
    expect(within(alice).getByText('Aucune réponse (temps écoulé)')).toBeInTheDocument();
    expect(within(alice).getByText('Note automatique : 0 (Insuffisant)')).toBeInTheDocument();
    expect(within(alice).getByText('Une réponse non donnée compte toujours 0 dans les résultats.')).toBeInTheDocument();
    expect(within(alice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks again while answers wait for their score, and stops once all are scored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, update } = setup([makeResponse('Alice Roux')], {
      [STATS]: () => ({ body: makeStats({ totalResponses: 1, evaluatedResponses: 0, unevaluatedResponses: 1, averageScore: null, evaluationRate: 0 }) }),
    });
    const alice = await within(dialog()).findByRole('article', { name: 'Alice Roux' });
    expect(within(alice).getByText('En attente d’évaluation')).toBeInTheDocument();

    update('ABC234_alice_roux', { concordanceScore: 91, aiFeedback: 'Complet.' });
    api.on(STATS, { body: makeStats({ totalResponses: 1, evaluatedResponses: 1, unevaluatedResponses: 0, averageScore: 91, evaluationRate: 100 }) });
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    expect(await within(alice).findByText('Note automatique : 91 (Excellent)')).toBeInTheDocument();
    expect(await within(dialog()).findByText('1 réponse · 1 évaluée (100 %) · 0 en attente · moyenne 91 / 100')).toBeInTheDocument();

    const calls = api.callsTo(ANSWERS).length;
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS * 3));
    expect(api.callsTo(ANSWERS)).toHaveLength(calls);
  });

  it('says when nobody answered yet', async () => {
    setup([], { [STATS]: { body: makeStats({ totalResponses: 0, evaluatedResponses: 0, unevaluatedResponses: 0, averageScore: null, evaluationRate: 0 }) } });
    expect(await within(dialog()).findByText('Aucune réponse pour le moment.')).toBeInTheDocument();
  });

  it('shows why the answers could not be loaded, and closes', async () => {
    const { user, onClose } = setup([], { [ANSWERS]: { status: 500, text: '' } });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Erreur lors du chargement de la question');
    // The footer's button; the header's × is named 'Fermer' too.
    await user.click(within(dialog()).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('pages a large class 50 at a time, and searches and filters on the server', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      scored(`Élève ${String(i).padStart(3, '0')}`, [95, 75, 55, 20][i % 4]!, 'ok', i % 10 === 0 ? { needsReview: true } : {}),
    );
    many.push(scored('Zoé Lefèvre', 92, 'Très bien.', { answer: 'L’évaporation puis la CONDENSATION' }));
    const { api, user } = setup(many);
    await within(dialog()).findByText('121 réponses · Page 1 sur 3', {}, { timeout: 5_000 });
    const rows = () => within(dialog()).getAllByRole('article').filter((a) => a.closest('.answer-rows'));
    const lastPageCall = () => api.calls.filter((c) => c.path.startsWith('/evaluation/answers/q2?')).at(-1)!.path;
    expect(rows()).toHaveLength(50);
    // « À vérifier » first.
    expect(within(rows()[0]!).getByText('À vérifier')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Page suivante' }));
    await within(dialog()).findByText('121 réponses · Page 2 sur 3', {}, { timeout: 5_000 });
    expect(api.calls.some((c) => c.path.startsWith('/evaluation/answers/q2?page=2&pageSize=50'))).toBe(true);

    await user.type(within(dialog()).getByLabelText('Rechercher (mots de la réponse ou nom)'), 'condensation evaporation');
    await within(dialog()).findByText('1 sur 121 réponses', {}, { timeout: 5_000 });
    expect(rows().map((a) => within(a).getByRole('heading').textContent)).toEqual(['Zoé Lefèvre']);
    // A new search starts on its first page.
    expect(lastPageCall()).toContain('page=1&');

    await user.clear(within(dialog()).getByLabelText('Rechercher (mots de la réponse ou nom)'));
    await user.selectOptions(within(dialog()).getByLabelText('Note'), 'Excellent');
    await user.selectOptions(within(dialog()).getByLabelText('À vérifier'), 'Sans « À vérifier »');
    await user.selectOptions(within(dialog()).getByLabelText('Note de l’enseignant'), 'Pas encore notées par vous');
    const excellent = many.filter((r) => r.concordanceScore! >= 90 && !r.needsReview).length;
    await within(dialog()).findByText(`${excellent} sur 121 réponses`, {}, { timeout: 5_000 });
    expect(lastPageCall()).toMatch(/band=excellent&review=no&graded=no$/);
  });

  it('keeps its page while the search itself does not change (the view opening, a space typed)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => scored(`Élève ${String(i).padStart(3, '0')}`, 75, 'ok'));
    const { user } = setup(many);
    await within(dialog()).findByText('120 réponses · Page 1 sur 3');
    await user.click(within(dialog()).getByRole('button', { name: 'Page suivante' }));
    await within(dialog()).findByText('120 réponses · Page 2 sur 3');
    await user.type(within(dialog()).getByLabelText('Rechercher (mots de la réponse ou nom)'), ' ');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 100));
    expect(within(dialog()).getByText('120 réponses · Page 2 sur 3')).toBeInTheDocument();
  });

  it('marks the list on screen as updating while the page chosen loads, and shows it once there', async () => {
    const many = Array.from({ length: 120 }, (_, i) => scored(`Élève ${String(i).padStart(3, '0')}`, 75, 'ok'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, user } = setup(many);
    api.on(ANSWERS, async ({ path }) => {
      if (path.includes('page=2&')) await held;
      return { body: pageOf(many, path) };
    });
    await within(dialog()).findByText('120 réponses · Page 1 sur 3');
    // The list with its count and pager, whichever page the count names.
    const results = () => within(dialog()).getByText(/ · Page \d sur 3$/).closest('.answer-results');
    expect(results()).toHaveAttribute('aria-busy', 'false');
    await user.click(within(dialog()).getByRole('button', { name: 'Page suivante' }));
    // Page 1 stays in view while page 2 is on its way, marked as not the one chosen.
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'));
    expect(within(dialog()).getByText('120 réponses · Page 1 sur 3')).toBeInTheDocument();
    expect(within(dialog()).getByText('Élève 000')).toBeInTheDocument();
    release();
    await within(dialog()).findByText('120 réponses · Page 2 sur 3');
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(within(dialog()).queryByText('Élève 000')).not.toBeInTheDocument();
  });

  it('shows the largest groups first, 20 at a time, with a few names each', async () => {
    const groups = Array.from({ length: 25 }, (_, g) => ({
      key: `k${g}`,
      answer: `Réponse ${g}`,
      size: 30 - g,
      studentNames: Array.from({ length: 6 }, (_, i) => `Nom ${g}-${i}`),
      needsReviewCount: 0,
    }));
    const { user, api } = setup([], {
      'GET /evaluation/groups/q2': ({ path }) => {
        const limit = Number(new URL(path, 'http://localhost').searchParams.get('limit'));
        return { body: { success: true, groups: groups.slice(0, limit), totalGroups: groups.length } };
      },
    });
    const region = await screen.findByRole('region', { name: 'Groupes de réponses' });
    expect(within(region).getAllByRole('article')).toHaveLength(20);
    expect(within(region).getByText('30 élèves : Nom 0-0, Nom 0-1, Nom 0-2, Nom 0-3, Nom 0-4, Nom 0-5 et 24 autres')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/evaluation/groups/q2'))!.path).toBe('/evaluation/groups/q2?limit=20');
    await user.click(within(region).getByRole('button', { name: 'Afficher 5 groupes de plus' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(25));
    expect(within(region).queryByRole('button', { name: /groupes? de plus/ })).not.toBeInTheDocument();
  });
});
