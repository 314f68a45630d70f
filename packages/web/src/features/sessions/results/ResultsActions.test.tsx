import type { Session } from '@ciar/shared/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { endedSession, makeResults } from './results-fixtures';
import { ResultsActions } from './ResultsActions';
import { PRINTING_CLASS } from './use-print-results';
import { parseCsv } from '@ciar/shared/testing/parse-csv';

const STATS = 'GET /sessions/s1/stats';
const EXPORT = 'GET /sessions/s1/export';

function setup(session: Session, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [STATS]: { body: { success: true, data: makeResults(session) } }, ...routes });
  const user = userEvent.setup();
  renderPage(() => <ResultsActions session={session} />, { pattern: '/', url: '/' });
  return { api, user };
}

/** Files handed to the browser: their names and contents. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  const create = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = create(blob);
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** Bytes as the file holds them, BOM included (Blob.text() would drop it). */
async function bytesOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}


/** Text with its no-break spaces (before '%') as plain spaces. */
const readable = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ResultsActions', () => {
  it('offers statistics and ranking only once the session has ended', async () => {
    setup(endedSession({ status: 'active' }));
    expect(screen.queryByRole('button', { name: 'Statistiques' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Classement' })).not.toBeInTheDocument();
    expect(screen.getByText('Les statistiques et le classement seront disponibles une fois la session terminée.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter les résultats' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
  });

  it('disables the results export and printing without questions, and says why', async () => {
    setup(endedSession({ questions: [], questionsCount: 0 }));
    expect(screen.getByRole('button', { name: 'Exporter les résultats' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeDisabled();
    expect(screen.getByText("Aucune question disponible pour l'export")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statistiques' })).toBeEnabled();
  });

  it('shows the session figures and a chart per question', async () => {
    const { user, api } = setup(endedSession());
    await user.click(screen.getByRole('button', { name: 'Statistiques' }));
    const dialog = screen.getByRole('dialog', { name: 'Statistiques de la session' });
    await within(dialog).findByText('Taux de réussite global');
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(fact('Participants')).toHaveTextContent('4');
    expect(fact('Réponses')).toHaveTextContent('11');
    expect(fact('Taux de réussite global')).toHaveTextContent('62,5 %');
    expect(fact('Questions avec bonne réponse')).toHaveTextContent('2');
    expect(fact('Questions ouvertes')).toHaveTextContent('1');

    const question = (title: string) => within(dialog).getByRole('region', { name: title });
    const rows = (chart: HTMLElement) => within(chart).getAllByRole('listitem').map((li) => readable(li.textContent));

    const choice = question('1. Capitale');
    expect(choice).toHaveTextContent('Choix multiple · 3 réponses');
    expect(rows(within(choice).getByRole('list', { name: 'Répartition des réponses : Capitale' }))).toEqual([
      'Paris (bonne réponse)1 (33,3 %)',
      'Lyon1 (33,3 %)',
      'Sans réponse (temps écoulé)1 (33,3 %)',
    ]);
    expect(choice).toHaveTextContent('Taux de réussite : 33,3 % (1 sur 3)');
    // The bar is as long as the share: 33.3 out of 100.
    expect(choice.querySelector('.bar-correct .bar-chart-bar')).toHaveAttribute('width', '33.3');

    const open = question('2. Photosynthèse');
    expect(open).toHaveTextContent('Question ouverte · 3 réponses');
    expect(rows(within(open).getByRole('list', { name: 'Scores des réponses évaluées : Photosynthèse' }))).toEqual([
      'Excellent (90-100)1 (50 %)',
      'Bon (70-89)0 (0 %)',
      'Moyen (50-69)1 (50 %)',
      'Insuffisant (0-49)0 (0 %)',
    ]);
    const evaluation = (label: string) => within(open).getByText(label).nextElementSibling;
    expect(evaluation('Évaluées')).toHaveTextContent('2 / 3 (66,7 %)');
    expect(evaluation('Non évaluées')).toHaveTextContent('1');
    expect(evaluation('Score moyen')).toHaveTextContent('80 / 100');

    const rating = question('3. Avis');
    expect(rows(within(rating).getByRole('list', { name: 'Répartition des notes : Avis' }))).toEqual([
      '1 — Pas du tout0 (0 %)',
      '20 (0 %)',
      '30 (0 %)',
      '41 (50 %)',
      '5 — Beaucoup1 (50 %)',
    ]);
    expect(rating).toHaveTextContent('Moyenne : 4,5 / 5 (échelle de 1 à 5)');
    expect(question('4. La Terre est ronde')).toHaveTextContent('Taux de réussite : 66,7 % (2 sur 3)');

    // The ranking reads the same figures: no second call while they are fresh.
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(STATS)).toHaveLength(1);
  });

  it('says why the statistics did not load, and loads them on retry', async () => {
    const { user, api } = setup(endedSession(), { [STATS]: { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Statistiques' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur inconnue lors du chargement des statistiques de session');

    api.on(STATS, { status: 404, body: { error: 'Session non trouvée', code: 'session-not-found' } });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Session non trouvée'));

    api.on(STATS, { body: { success: true, data: makeResults() } });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Taux de réussite global')).toBeInTheDocument();
  });

  it('ranks the students with medals and coloured performance bars, and downloads the CSV', async () => {
    const saved = captureDownloads();
    const { user } = setup(endedSession());
    await user.click(screen.getByRole('button', { name: 'Classement' }));
    const dialog = screen.getByRole('dialog', { name: 'Classement des étudiants' });
    const table = await within(dialog).findByRole('table', { name: 'Classement des étudiants' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').concat(within(row).getAllByRole('rowheader')));
    const text = (row: HTMLElement[]) => row.map((cell) => readable(cell.textContent));
    expect(lines.map(text)).toEqual([
      ['🥇 1', '4', '3', '100 %', '100 %', '1 · moy. 95 / 100', 'Effacer', 'Alice Martin'],
      ['🥈 2', '4', '2', '100 %', '66,7 %', '1 · moy. 65 / 100', 'Effacer', 'Bruno "le 🦊" Lefèvre'],
      ['🥉 3', '3', '0', '50 %', '0 %', '—', 'Effacer', '=Chloé; Dubois'],
      [' 4', '0', '0', '0 %', '0 %', '—', 'Effacer', 'Dylan'],
    ]);
    expect(within(table).getByRole('img', { name: 'Médaille d’or' })).toHaveTextContent('🥇');
    expect(within(table).getByRole('img', { name: 'Médaille d’argent' })).toHaveTextContent('🥈');
    expect(within(table).getByRole('img', { name: 'Médaille de bronze' })).toHaveTextContent('🥉');
    expect([...table.querySelectorAll('.ranking-performance')].map((cell) => cell.getAttribute('data-performance'))).toEqual([
      'green',
      'yellow',
      'red',
      'red',
    ]);
    expect(table.querySelector('.performance-yellow .performance-fill')).toHaveAttribute('width', '66.7');

    await user.click(within(dialog).getByRole('button', { name: 'Exporter le classement (CSV)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^ranking-ABC234-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const csv = await bytesOf(saved[0]!.blob);
    expect(csv.startsWith('\uFEFFRang;Nom;')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      [
        'Rang',
        'Nom',
        'Identifiant',
        'Réponses totales',
        'Réponses correctes',
        'Participation (%)',
        'Réussite (%)',
        'Questions ouvertes évaluées',
        'Moyenne questions ouvertes (%)',
      ],
      ['1', 'Alice Martin', 'ABC234_alice', '4', '3', '100', '100', '1', '95'],
      ['2', 'Bruno "le 🦊" Lefèvre', 'ABC234_bruno', '4', '2', '100', '66,7', '1', '65'],
      // A name that a spreadsheet would run as a formula gets a leading quote.
      ['3', "'=Chloé; Dubois", 'ABC234_chloe', '3', '0', '50', '0', '0', ''],
      ['4', 'Dylan', 'ABC234_dylan', '0', '0', '0', '0', '0', ''],
    ]);
  });

  it('erases one student’s data after a confirmation naming them, then shows the ranking without them', async () => {
    const session = endedSession();
    const results = makeResults(session);
    const erased = results.ranking.find((r) => r.studentName === 'Bruno "le 🦊" Lefèvre')!;
    const ERASE = `DELETE /sessions/s1/participants/${erased.studentId}`;
    let gone = false;
    const { api, user } = setup(session, {
      [STATS]: () => ({
        body: { success: true, data: { ...results, ranking: results.ranking.filter((r) => !gone || r.studentId !== erased.studentId) } },
      }),
      [ERASE]: () => {
        gone = true;
        return { body: { success: true, studentName: erased.studentName, answers: 4 } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Classement' }));
    const dialog = screen.getByRole('dialog', { name: 'Classement des étudiants' });
    await user.click(await within(dialog).findByRole('button', { name: 'Effacer les données de Bruno "le 🦊" Lefèvre' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Effacer les données d’un étudiant' });
    expect(confirm).toHaveTextContent('Effacer toutes les données de « Bruno "le 🦊" Lefèvre » dans cette session ? Ses 4 réponse(s)');
    // Cancelling erases nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo(ERASE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Effacer les données de Bruno "le 🦊" Lefèvre' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Effacer ses données' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Les données de « Bruno "le 🦊" Lefèvre » ont été effacées.');
    expect(api.callsTo(ERASE)).toHaveLength(1);
    await waitFor(() => expect(within(dialog).queryByText('Bruno "le 🦊" Lefèvre')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Alice Martin')).toBeInTheDocument();
  });

  it('says when nobody took part, with the CSV export disabled', async () => {
    const session = endedSession();
    const { user } = setup(session, { [STATS]: { body: { success: true, data: { ...makeResults(session), ranking: [] } } } });
    await user.click(screen.getByRole('button', { name: 'Classement' }));
    expect(await screen.findByText('Aucun étudiant n’a participé à cette session.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter le classement (CSV)' })).toBeDisabled();
  });

  it('saves the results file under the server’s name, or the spec’s, and reports a failure', async () => {
    const saved = captureDownloads();
    const { user, api } = setup(endedSession(), {
      [EXPORT]: {
        text: '{"format":"ciar-session-results"}',
        headers: { 'content-type': 'application/json', 'content-disposition': "attachment; filename*=UTF-8''session-ABC234-results-2026-11-21.json" },
      },
    });
    const button = screen.getByRole('button', { name: 'Exporter les résultats' });
    await user.click(button);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['session-ABC234-results-2026-11-21.json']));
    expect(await saved[0]!.blob.text()).toBe('{"format":"ciar-session-results"}');

    api.on(EXPORT, { text: '{}', headers: { 'content-type': 'application/json' } });
    await user.click(button);
    await waitFor(() => expect(saved[1]?.name).toMatch(/^session-ABC234-results-\d{4}-\d{2}-\d{2}\.json$/));

    api.on(EXPORT, { status: 500, body: {} });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'export des résultats");
    api.on(EXPORT, { status: 503, body: { error: 'Le service est momentanément indisponible.', code: 'database-unavailable' } });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.'));
    expect(saved).toHaveLength(2);
  });

  it('prints the questions and results 100 ms after laying them out, and brings the header back 1 s later', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api } = setup(endedSession());
    // Only the clock moves the print along from here: no time passes unless the test says so.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    for (let i = 0; i < 20 && !screen.queryByTestId('results-print'); i++) await act(() => vi.advanceTimersByTimeAsync(0));

    const view = screen.getByTestId('results-print');
    expect(document.body).toHaveClass(PRINTING_CLASS);
    expect(view).toHaveTextContent('Histoire — 4e B');
    expect(within(view).getByRole('heading', { name: 'Questions (4)' })).toBeInTheDocument();
    expect(view.querySelector('.results-print-options')).toHaveTextContent('Paris (bonne réponse)Lyon');
    expect(view).toHaveTextContent('Réponse modèle : La lumière devient du glucose.');
    expect(within(view).getByRole('list', { name: 'Répartition des réponses : Capitale' })).toBeInTheDocument();
    expect(within(view).getByRole('table', { name: 'Classement des étudiants' })).toHaveTextContent('Alice Martin');
    expect(screen.getByRole('button', { name: 'Impression…' })).toBeDisabled();
    expect(print).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(print).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(print).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(document.body).toHaveClass(PRINTING_CLASS);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.body).not.toHaveClass(PRINTING_CLASS);
    expect(screen.queryByTestId('results-print')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    expect(api.callsTo(STATS)).toHaveLength(1);
  });

  it('reports a print that fails, or figures that do not load for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('no printer');
    });
    const { user, api } = setup(endedSession());
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'impression");
    await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled());

    api.on(STATS, { status: 500, body: {} });
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(api.callsTo(STATS)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'impression");
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('results-print')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(PRINTING_CLASS);
  });
});
