/**
 * The teacher removes an option students chose while the question is on screen (decision 226):
 * the edit page asks first, the live screen's count equals the sum of its bars, and the phone
 * of the student whose option went shows the form again instead of a phantom answer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithStartedSession } from './support/classroom';

const QUESTION = {
  title: 'Planète',
  content: 'Quelle planète est la plus proche du Soleil ?',
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: 'Vénus', explication: '' },
    { text: 'Mars', explication: '' },
    { text: 'Mercure', explication: '' },
    { text: 'Jupiter', explication: '' },
  ],
  correctAnswer: '2',
};

async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The live screen's count and the sum of its bars, read together. */
async function countAndBars(teacher: Page): Promise<{ count: number; bars: number }> {
  const count = Number((await textOf(teacher, '.live-count')).split(' ')[0]);
  const values = await teacher.locator('.histogram-value').allTextContents();
  return { count, bars: values.reduce((sum, value) => sum + Number.parseInt(value, 10), 0) };
}

async function answer(phone: Page, option: string) {
  await phone.getByRole('radio', { name: option }).check();
  await phone.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await phone.locator('.answer-result').waitFor();
}

describe('removing an option students chose', () => {
  const { newPage } = useBrowser();

  it('asks the teacher, keeps the count equal to the bars and gives the phone its form back', { timeout: 90_000 }, async () => {
    const { page: teacher, sessionId, code, questionIds } = await teacherWithStartedSession(await newPage(), [QUESTION], 'Astronomie');
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByText('Connecté', { exact: true }).waitFor();
    expect((await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`)).status()).toBe(200);
    const phones: Page[] = [];
    for (const [name, option] of [['Alice Martin', 'Mercure'], ['Bruno Petit', 'Jupiter'], ['Chloé Bernard', 'Vénus']] as const) {
      const phone = await newPage({ viewport: PHONE });
      await joinAsStudent(phone, code, name);
      await answer(phone, option);
      phones.push(phone);
    }
    const [alice, bruno] = phones as [Page, Page, Page];
    await expect.poll(() => textOf(teacher, '.live-count')).toBe('3 réponses sur 3 participants');

    // In another tab, as a teacher with the live screen projected would.
    const editor = await teacher.context().newPage();
    await editor.goto(`/teacher/sessions/${sessionId}/questions/${questionIds[0]}/edit`);
    await editor.getByRole('button', { name: 'Retirer l’option 3' }).click();
    await editor.getByRole('radio', { name: 'Bonne réponse, option 3' }).check(); // Jupiter, now third
    await editor.getByRole('button', { name: 'Sauvegarder' }).click();
    const dialog = editor.getByRole('alertdialog', { name: 'Des élèves ont déjà répondu' });
    await dialog.waitFor();
    expect((await dialog.textContent())?.replace(/\s+/g, ' ')).toContain('1 élève a choisi « Mercure ». Sa réponse sera supprimée.');
    await editor.getByRole('button', { name: 'Supprimer 1 réponse et sauvegarder' }).click();
    await editor.waitForURL(/\/teacher\/sessions\/[^/]+$/);

    // The live screen: the saved options, and a count its bars add up to.
    const labels = async () => (await teacher.locator('.histogram-label').allTextContents()).map((label) => label.replace(/\s*:$/, ''));
    await expect.poll(labels).toEqual(['Vénus', 'Mars', 'Jupiter']);
    await expect.poll(() => countAndBars(teacher)).toEqual({ count: 2, bars: 2 });
    expect(await textOf(teacher, '.live-count')).toBe('2 réponses sur 3 participants');

    // Alice's phone: no phantom answer, the form again with why, without the removed option.
    await alice.locator('.live-question .banner-warning', { hasText: 'L’enseignant a retiré l’option que vous aviez choisie' }).waitFor();
    expect(await alice.locator('.answer-result').count()).toBe(0);
    expect(await alice.getByRole('radio', { name: 'Mercure' }).count()).toBe(0);
    // Bruno's answer followed « Jupiter », now the right one.
    await bruno.getByText('Bonne réponse !').waitFor();

    // Alice answers again: the figures still agree.
    await answer(alice, 'Mars');
    await expect.poll(() => countAndBars(teacher)).toEqual({ count: 3, bars: 3 });
  });
});
