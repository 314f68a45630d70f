/**
 * Decision 182 end to end: a class of 300 answers an open question (over the REST API, as phones
 * do, not one browser each); on the session page the teacher grades the largest group in one
 * click, then reads the answers a page at a time, searches them by words without accents and
 * filters them by band, « À vérifier » and graded or not, and grades one from its row.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { teacherWithSession } from './support/classroom';

const QUESTION = {
  title: 'Photosynthèse',
  content: 'Expliquez la photosynthèse en une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
};
const CLASS_SIZE = 300;
const SAME = 'La plante transforme la lumière en glucose et en oxygène.';
const OTHER = 'Je ne sais pas.';

/** 150 identical answers, 90 of another kind, 60 each different (they speak of evaporation). */
function answerOf(i: number): string {
  if (i < 150) return SAME;
  if (i < 240) return OTHER;
  return `Réponse numéro ${i} : l’évaporation de l’eau des feuilles.`;
}
const nameOf = (i: number) => `Élève ${String(i).padStart(3, '0')}`;

async function classAnswers(request: APIRequestContext, code: string, questionId: string) {
  for (let start = 0; start < CLASS_SIZE; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, CLASS_SIZE - start) }, async (_, k) => {
        const i = start + k;
        const joined = await request.post('/api/sessions/join', { data: { code, studentName: nameOf(i) } });
        expect(joined.status(), await joined.text()).toBe(200);
        const { student } = await joined.json();
        const answered = await request.post(`/api/questions/${questionId}/respond`, {
          data: { studentId: student.id, answer: answerOf(i) },
          headers: { 'x-student-token': student.token },
        });
        expect(answered.status(), await answered.text()).toBe(201);
      }),
    );
  }
}

describe('the answers of a big class on the session page', () => {
  const { newPage } = useBrowser();

  it('grades the largest group in one click, then pages, searches and filters the answers on the server', { timeout: 240_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code, questionIds } = await teacherWithSession(teacher, [QUESTION], 'Amphithéâtre — L1');
    const questionId = questionIds[0]!;
    for (const [path, data] of [
      [`/api/sessions/${sessionId}/autonomous`, { isAutonomous: true }],
      [`/api/sessions/${sessionId}/status`, { status: 'active' }],
    ] as const) {
      expect((await teacher.request.patch(path, { data })).status()).toBe(200);
    }
    await classAnswers(teacher.request, code, questionId);
    // Every answer scored by the built-in evaluator before the teacher looks.
    await expect
      .poll(async () => (await (await teacher.request.get(`/api/evaluation/answers/${questionId}?band=pending`)).json()).total, { timeout: 60_000, interval: 500 })
      .toBe(0);

    await teacher.goto(`/teacher/sessions/${sessionId}`);
    await teacher.getByRole('button', { name: 'Réponses à la question Photosynthèse' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Réponses : Photosynthèse' });
    const browser = dialog.getByRole('region', { name: 'Réponses une par une' });
    const count = browser.locator('.answer-browser-count');
    const rows = browser.locator('.answer-rows > li');
    await expect.poll(() => count.textContent()).toBe('300 réponses · Page 1 sur 6');
    expect(await rows.count()).toBe(50);

    // The groups first: the largest is graded in one click.
    const groups = dialog.getByRole('region', { name: 'Groupes de réponses' });
    const largest = groups.getByRole('article').filter({ hasText: '150 élèves' });
    await largest.waitFor();
    await largest.getByRole('button', { name: 'Bon (80)' }).click();
    await largest.getByText('150 réponses notées.').waitFor();
    await expectAccessible(teacher);

    // Paging.
    await browser.getByRole('button', { name: 'Page suivante' }).click();
    await expect.poll(() => count.textContent()).toBe('300 réponses · Page 2 sur 6');
    expect(await rows.count()).toBe(50);

    // Search: words of the answer or the name, accents and case ignored; a search starts on page 1.
    const search = browser.getByLabel('Rechercher (mots de la réponse ou nom)');
    await search.fill('EVAPORATION feuilles');
    await expect.poll(() => count.textContent()).toBe('60 sur 300 réponses · Page 1 sur 2');
    await search.fill('eleve 007');
    await expect.poll(() => count.textContent()).toBe('1 sur 300 réponses');
    expect(await rows.first().getByRole('heading').textContent()).toBe('Élève 007');
    await search.fill('');

    // Filters: graded or not, band, « À vérifier ».
    await browser.getByLabel('Note de l’enseignant').selectOption({ label: 'Notées par vous' });
    await expect.poll(() => count.textContent()).toBe('150 sur 300 réponses · Page 1 sur 3');
    await browser.getByLabel('Note', { exact: true }).selectOption({ label: 'Bon' });
    await expect.poll(() => count.textContent()).toBe('150 sur 300 réponses · Page 1 sur 3');
    expect(await rows.first().getByText("Note de l'enseignant : 80 (Bon)").count()).toBe(1);
    await browser.getByLabel('Note', { exact: true }).selectOption({ label: 'Excellent' });
    await expect.poll(() => count.textContent()).toBe('0 sur 300 réponses');
    await browser.getByText('Aucune réponse ne correspond à ces critères.').waitFor();

    await browser.getByLabel('Note', { exact: true }).selectOption({ label: 'Toutes' });
    await browser.getByLabel('Note de l’enseignant').selectOption({ label: 'Pas encore notées par vous' });
    await expect.poll(() => count.textContent()).toBe('150 sur 300 réponses · Page 1 sur 3');
    await browser.getByLabel('À vérifier', { exact: true }).selectOption({ label: 'À vérifier seulement' });
    const flagged = await teacher.request.get(`/api/evaluation/answers/${questionId}?review=yes&graded=no`);
    const flaggedTotal = (await flagged.json()).total as number;
    const flaggedPages = Math.ceil(flaggedTotal / 50);
    await expect.poll(() => count.textContent()).toBe(`${flaggedTotal} sur 300 réponses${flaggedPages > 1 ? ` · Page 1 sur ${flaggedPages}` : ''}`);
    expect(await rows.filter({ hasText: 'À vérifier' }).count()).toBe(await rows.count());
    await browser.getByLabel('À vérifier', { exact: true }).selectOption({ label: 'Toutes' });
    await browser.getByLabel('Note de l’enseignant').selectOption({ label: 'Toutes' });

    // One answer graded from its row: the form opens on demand.
    await search.fill('eleve 250');
    await expect.poll(() => count.textContent()).toBe('1 sur 300 réponses');
    const row = rows.first();
    expect(await row.getByLabel('Votre note (0 à 100)').count()).toBe(0);
    await row.getByRole('button', { name: 'Noter', exact: true }).click();
    await row.getByLabel('Votre note (0 à 100)').fill('90');
    await row.getByRole('button', { name: 'Enregistrer' }).click();
    await row.getByText("Note de l'enseignant : 90 (Excellent)").waitFor();
    await search.fill('');
    await browser.getByLabel('Note de l’enseignant').selectOption({ label: 'Pas encore notées par vous' });
    await expect.poll(() => count.textContent()).toBe('149 sur 300 réponses · Page 1 sur 3');
  });
});
