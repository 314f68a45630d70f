/**
 * A self-paced quiz end to end on a phone: one question of each type, one left to time out,
 * a reload in the middle, the completion screen and the student's statistics.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { autonomousSession } from './support/sessions';

const PHONE = { width: 360, height: 740 };
const AUTO_SUBMITTED = '[Pas de réponse - Temps écoulé]';

const QUESTIONS = [
  {
    title: 'Capitale de la France',
    content: 'Quelle est la capitale de la France ?',
    type: 'multiple_choice',
    timeLimit: 120,
    options: [
      { text: 'Paris', explication: 'Paris est la capitale depuis des **siècles**.' },
      { text: 'Lyon', explication: 'Lyon est la capitale des Gaules.' },
    ],
    correctAnswer: '0',
  },
  {
    title: 'La Terre est plate',
    content: 'Vrai ou faux ?',
    type: 'true_false',
    // The shortest limit allowed: this one is left to run out.
    timeLimit: 10,
    options: [
      { text: 'Vrai', explication: '' },
      { text: 'Faux', explication: 'Elle est à peu près sphérique.' },
    ],
    correctAnswer: '1',
  },
  {
    title: 'Photosynthèse',
    content: 'Expliquez la photosynthèse en une phrase.',
    type: 'open_ended',
    timeLimit: 120,
    proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
  },
  {
    title: 'Votre avis',
    content: 'Notez ce chapitre de 1 à 5.',
    type: 'rating',
    timeLimit: 120,
    ratingScale: { min: 1, max: 5, labels: ['Très insatisfait', 'Insatisfait', 'Neutre', 'Satisfait', 'Très satisfait'] },
  },
];

function questionHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, level: 2 });
}

async function progress(page: Page): Promise<string | null> {
  return page.locator('.quiz-progress strong').textContent();
}

describe('the self-paced quiz in the browser', () => {
  const { newPage } = useBrowser();

  it('goes through every question type, one timing out, resumes after a reload, then shows the score and the statistics', async () => {
    const teacher = await newPage();
    const session = await autonomousSession(teacher, QUESTIONS);

    const page = await newPage({ viewport: PHONE });
    await page.goto(`/quiz/${session.code.toLowerCase()}`);
    const dialog = page.getByRole('dialog', { name: 'Bienvenue !' });
    await dialog.getByRole('button', { name: 'Commencer le quiz' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Veuillez entrer votre nom');
    await dialog.getByLabel('Nom complet').fill('Léa Dubois');
    await dialog.getByRole('button', { name: 'Commencer le quiz' }).click();

    // 1. Multiple choice, answered right.
    await questionHeading(page, 'Capitale de la France').waitFor();
    expect(await progress(page)).toBe('0/4');
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Paris' }).check();
    await page.getByRole('button', { name: 'Valider ma réponse' }).click();
    await page.getByText('Réponse enregistrée').waitFor();
    await page.getByText('✓ Bonne réponse').waitFor();

    // 2. True/false, left to run out while the school's network carries nothing (the browser
    // still believes it is online): the automatic answer waits, goes once the network is back,
    // once, and the quiz moves on.
    await questionHeading(page, 'La Terre est plate').waitFor();
    expect(await progress(page)).toBe('1/4');
    await page.route('**/respond', (route) => route.abort('internetdisconnected'));
    await page.getByText(/a été envoyée automatiquement/).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('timer').textContent()).toBe('Temps écoulé!');
    await page.getByRole('button', { name: 'Envoi dès le retour du réseau…' }).waitFor();
    await page.unroute('**/respond');

    // 3. Reloading the page resumes at the open question, under the same name, without asking it again.
    await questionHeading(page, 'Photosynthèse').waitFor();
    await page.reload();
    await questionHeading(page, 'Photosynthèse').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await progress(page)).toBe('2/4');
    await page.getByLabel('Votre réponse').fill('La plante fabrique du glucose avec la lumière.');
    await page.getByRole('button', { name: 'Valider ma réponse' }).click();
    await page.getByText('Réponse modèle').waitFor();

    // 4. Rating.
    await questionHeading(page, 'Votre avis').waitFor();
    await page.getByRole('radio', { name: /^4/ }).check();
    await page.getByRole('button', { name: 'Valider ma réponse' }).click();

    // Completion: 4 questions, 100 %, the score and its message.
    await page.getByRole('heading', { name: 'Quiz terminé !' }).waitFor();
    const facts = page.locator('.quiz-facts dd');
    await expect.poll(() => facts.allTextContents()).toEqual(['4', '100\u00a0%', expect.stringMatching(/^\d+\u00a0%$/)]);
    const message = await page.locator('.quiz-message').textContent();
    expect(['Excellent', 'Bon travail', 'Continuez vos efforts, vous êtes sur la bonne voie !']).toContain(message);
    await expectAccessible(page);

    // The statistics: the timed-out answer stands out; printing hides the chrome for a moment.
    await page.getByRole('button', { name: 'Voir mes statistiques' }).click();
    await page.getByRole('heading', { name: 'Mes statistiques' }).waitFor();
    // Not necessarily the completion's figure: the open answer may have been evaluated since.
    expect(await page.locator('.stats-score-value').textContent()).toMatch(/^\d+\u00a0%$/);
    const timedOut = page.locator('li.result-auto');
    expect(await timedOut.count()).toBe(1);
    expect(await timedOut.getByRole('heading').textContent()).toContain('La Terre est plate');
    await timedOut.getByText('Envoyée automatiquement').waitFor();
    await timedOut.getByText('Elle est à peu près sphérique.').waitFor();
    await page.getByText('Paris est la capitale depuis des').waitFor();
    await page.getByText('dioxyde de carbone en glucose', { exact: false }).waitFor();
    await expectAccessible(page);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimer' }).click();
    expect(await page.getByRole('button', { name: 'Imprimer' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('button', { name: 'Imprimer' }).waitFor();

    // What the server stored: one automatic answer, nothing twice.
    const results = await page.evaluate(async (sessionId) => {
      const record = JSON.parse(localStorage.getItem('ciar_student')!);
      const response = await fetch(`/api/sessions/${sessionId}/student/${record.id}/responses`, {
        headers: { 'x-student-token': record.token },
      });
      return response.json();
    }, session.id);
    expect(results.results.map((r: { response: { answer: string } }) => r.response.answer)).toEqual([
      '0',
      AUTO_SUBMITTED,
      'La plante fabrique du glucose avec la lumière.',
      '4',
    ]);

    // The statistics page of the saved record shows the same results.
    await page.goto(`/student/session/${session.id}/stats`);
    await page.getByRole('heading', { name: 'Mes statistiques' }).waitFor();
    // The heading shows while the results are still loading.
    await expect.poll(() => page.locator('li.result').count()).toBe(4);
    await expectAccessible(page);
  });

  it('explains why a supervised session’s quiz cannot be taken here', async () => {
    const teacher = await newPage();
    const session = await autonomousSession(teacher, QUESTIONS);
    expect((await teacher.request.patch(`/api/sessions/${session.id}/autonomous`, { data: { isAutonomous: false } })).status()).toBe(200);

    const page = await newPage({ viewport: PHONE });
    await page.goto(`/quiz/${session.code}?name=Tom`);
    await page.getByRole('heading', { name: 'Session animée en direct' }).waitFor();
    expect(await page.getByRole('link', { name: 'Rejoindre la session en direct' }).getAttribute('href')).toBe(`/student/session/${session.id}`);
    await expectAccessible(page);
  });
});
