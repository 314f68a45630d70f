import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { readDownload, registerTeacher } from './support/teacher';
import { parseCsv } from '@ciar/shared/testing/parse-csv';

/** A call made with the teacher's login cookie, as the browser would. */
async function teacherCall(page: Page, method: 'POST' | 'PATCH' | 'GET', path: string, data?: unknown) {
  const response = await page.request.fetch(path, { method, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A student on their own device: joins with the code, then answers over REST with their token. */
async function student(code: string, name: string) {
  const joined = await fetch(`${baseUrl}/api/sessions/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, studentName: name }),
  });
  const body = await joined.json();
  expect(joined.status, JSON.stringify(body)).toBe(200);
  const { id, token } = body.student as { id: string; token: string };
  return {
    id,
    async answer(questionId: string, answer: string) {
      const response = await fetch(`${baseUrl}/api/questions/${questionId}/respond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-student-token': token },
        body: JSON.stringify({ studentId: id, studentName: name, answer }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    },
  };
}

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const PROPOSITION = 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.';
const AUTO_SUBMITTED = '[Pas de réponse - Temps écoulé]';

describe('session results in the browser', () => {
  const { newPage } = useBrowser();

  it('ends a session of three students, shows its statistics and ranking, and downloads the CSV, the results file and the print view', async () => {
    const page = await newPage();
    await registerTeacher(page, 'Marie Curie');

    // The session and its two questions, through the API with the teacher's cookie.
    const { session } = await teacherCall(page, 'POST', '/api/sessions', { name: 'Bilan de sciences' });
    const choice = (
      await teacherCall(page, 'POST', '/api/questions', {
        sessionId: session.id,
        title: 'Capitale',
        content: 'Quelle est la capitale de la France ?',
        type: 'multiple_choice',
        timeLimit: 60,
        options: [{ text: 'Paris' }, { text: 'Lyon' }],
        correctAnswer: '0',
      })
    ).question;
    const open = (
      await teacherCall(page, 'POST', '/api/questions', {
        sessionId: session.id,
        title: 'Photosynthèse',
        content: 'Expliquez la photosynthèse.',
        type: 'open_ended',
        timeLimit: 120,
        proposition: PROPOSITION,
      })
    ).question;
    await teacherCall(page, 'PATCH', `/api/sessions/${session.id}/autonomous`, { isAutonomous: true });
    await teacherCall(page, 'PATCH', `/api/sessions/${session.id}/status`, { status: 'active' });

    // Alice knows it all; Chloé gets the capital only; Bruno picks Lyon and runs out of time.
    const alice = await student(session.code, 'Alice Martin');
    const chloe = await student(session.code, 'Chloé "Clo" Dubois');
    const bruno = await student(session.code, 'Bruno 🦊');
    await alice.answer(choice.id, '0');
    await chloe.answer(choice.id, '0');
    await bruno.answer(choice.id, '1');
    await alice.answer(open.id, PROPOSITION);
    await chloe.answer(open.id, 'Je ne sais pas.');
    await bruno.answer(open.id, AUTO_SUBMITTED);

    // The built-in evaluator scores the open answers in the background.
    let stats: any;
    await expect
      .poll(
        async () => {
          stats = (await teacherCall(page, 'GET', `/api/sessions/${session.id}/stats`)).data;
          return stats.questions[1].unevaluatedResponses;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(0);

    await page.goto(`/teacher/sessions/${session.id}`);
    const results = page.getByRole('region', { name: 'Résultats' });
    await results.getByText('Les statistiques et le classement seront disponibles une fois la session terminée.').waitFor();
    expect(await results.getByRole('button', { name: 'Statistiques' }).count()).toBe(0);

    // The teacher ends the session: statistics and ranking open up.
    await page.getByRole('button', { name: 'Arrêter' }).click();
    await page.getByRole('alertdialog', { name: 'Arrêter la session' }).getByRole('button', { name: 'Arrêter la session' }).click();
    await results.getByRole('button', { name: 'Statistiques' }).click();

    const statsDialog = page.getByRole('dialog', { name: 'Statistiques de la session' });
    await statsDialog.getByText('Taux de réussite global').waitFor();
    const fact = async (label: string) => normalise(await statsDialog.locator('.results-summary > div', { hasText: label }).locator('dd').textContent());
    expect(await fact('Participants')).toBe('3');
    expect(await fact('Réponses')).toBe('6');
    // Right: Alice twice, Chloé once; wrong: Bruno twice, Chloé's open answer.
    expect(await fact('Taux de réussite global')).toBe('50 %');
    expect(await fact('Questions avec bonne réponse')).toBe('1');
    expect(await fact('Questions ouvertes')).toBe('1');

    const rows = async (chart: string) =>
      (await statsDialog.getByRole('list', { name: chart }).getByRole('listitem').allTextContents()).map(normalise);
    expect(await rows('Répartition des réponses : Capitale')).toEqual(['Paris (bonne réponse)2 (66,7 %)', 'Lyon1 (33,3 %)']);
    expect(normalise(await statsDialog.getByRole('region', { name: '1. Capitale' }).textContent())).toContain('Taux de réussite : 66,7 % (2 sur 3)');

    const openStats = stats.questions[1];
    expect(openStats).toMatchObject({ kind: 'open', totalResponses: 3, evaluatedResponses: 3, evaluationRate: 100 });
    // Running out of time scores 0, whatever the evaluator.
    expect(openStats.scoreDistribution.poor).toBeGreaterThanOrEqual(1);
    const bands = ['Excellent (90-100)', 'Bon (70-89)', 'Moyen (50-69)', 'Insuffisant (0-49)'];
    const counts = [openStats.scoreDistribution.excellent, openStats.scoreDistribution.good, openStats.scoreDistribution.average, openStats.scoreDistribution.poor];
    const bandRows = await rows('Scores des réponses évaluées : Photosynthèse');
    expect(bandRows.map((row) => row.replace(/ \([^()]*%\)$/, ''))).toEqual(bands.map((band, i) => `${band}${counts[i]}`));
    const openRegion = normalise(await statsDialog.getByRole('region', { name: '2. Photosynthèse' }).textContent());
    expect(openRegion).toContain('Évaluées3 / 3 (100 %)');
    expect(openRegion).toContain('Non évaluées0');
    await expectAccessible(page);
    await statsDialog.getByRole('button', { name: 'Fermer' }).last().click();
    await statsDialog.waitFor({ state: 'detached' });

    // The ranking: medals, figures and performance colours.
    await results.getByRole('button', { name: 'Classement' }).click();
    const rankingDialog = page.getByRole('dialog', { name: 'Classement des étudiants' });
    const table = rankingDialog.getByRole('table', { name: 'Classement des étudiants' });
    await table.waitFor();
    const lines = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
    );
    const aliceOpen = stats.ranking[0].openAverage;
    expect(lines).toEqual([
      ['🥇 1', 'Alice Martin', '2', '2', '100 %', '100 %', `1 · moy. ${String(aliceOpen).replace('.', ',')} / 100`, 'Effacer'],
      ['🥈 2', 'Chloé "Clo" Dubois', '2', '1', '100 %', '50 %', expect.stringMatching(/^1 · moy\. \d+(,\d)? \/ 100$/), 'Effacer'],
      ['🥉 3', 'Bruno 🦊', '2', '0', '50 %', '0 %', '1 · moy. 0 / 100', 'Effacer'],
    ]);
    expect(await table.getByRole('img', { name: 'Médaille d’or' }).count()).toBe(1);
    expect(await table.locator('.ranking-performance').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-performance')))).toEqual([
      'green',
      'red',
      'red',
    ]);
    expect(await table.locator('.performance-green .performance-fill').evaluate((rect) => getComputedStyle(rect).fill)).toBe('rgb(19, 115, 51)');
    await expectAccessible(page);

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      rankingDialog.getByRole('button', { name: 'Exporter le classement (CSV)' }).click(),
    ]);
    expect(csvFile.suggestedFilename()).toMatch(new RegExp(`^ranking-${session.code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = await readDownload(csvFile);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [headers, ...csvRows] = parseCsv(csv.slice(1));
    expect(headers).toEqual([
      'Rang',
      'Nom',
      'Identifiant',
      'Réponses totales',
      'Réponses correctes',
      'Participation (%)',
      'Réussite (%)',
      'Questions ouvertes évaluées',
      'Moyenne questions ouvertes (%)',
    ]);
    expect(csvRows.map((row) => row.slice(0, 8))).toEqual([
      ['1', 'Alice Martin', alice.id, '2', '2', '100', '100', '1'],
      ['2', 'Chloé "Clo" Dubois', chloe.id, '2', '1', '100', '50', '1'],
      ['3', 'Bruno 🦊', bruno.id, '2', '0', '50', '0', '1'],
    ]);
    expect(csvRows[2]![8]).toBe('0');
    // The quoted name is written the RFC 4180 way.
    expect(csv).toContain('"Chloé ""Clo"" Dubois"');
    await rankingDialog.getByRole('button', { name: 'Fermer' }).last().click();

    // The results file: every question and response with its scores.
    const [resultsFile] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: 'Exporter les résultats' }).click(),
    ]);
    expect(resultsFile.suggestedFilename()).toMatch(new RegExp(`^session-${session.code}-results-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readDownload(resultsFile));
    expect(file.session).toMatchObject({ code: session.code, status: 'ended', participantsCount: 3 });
    expect(file.questions.map((q: { title: string; responses: unknown[] }) => [q.title, q.responses.length])).toEqual([
      ['Capitale', 3],
      ['Photosynthèse', 3],
    ]);
    expect(file.questions[1].responses.find((r: { studentName: string }) => r.studentName === 'Bruno 🦊')).toMatchObject({
      answer: AUTO_SUBMITTED,
      score: 0,
      isCorrect: false,
    });
    expect(file.ranking.map((r: { studentName: string }) => r.studentName)).toEqual(['Alice Martin', 'Chloé "Clo" Dubois', 'Bruno 🦊']);

    // Printing lays out the print view, hides the header, prints after 100 ms and restores the page.
    await page.evaluate(() => {
      const marks: string[] = [];
      (window as unknown as { printMarks: string[] }).printMarks = marks;
      window.print = () => {
        marks.push(
          [
            document.body.classList.contains('printing-results'),
            getComputedStyle(document.querySelector('.app-header')!).display,
            document.querySelector('.results-print')?.textContent?.includes('Photosynthèse'),
          ].join(','),
        );
      };
    });
    await results.getByRole('button', { name: 'Imprimer' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printMarks: string[] }).printMarks)).toEqual(['true,none,true']);
    await page.locator('.results-print').waitFor({ state: 'detached', timeout: 5_000 });
    expect(await page.locator('.app-header').isVisible()).toBe(true);
  });
});
