/**
 * Decisions 150 and 152 end to end: a class answers an open question on phones; an answer the built-in
 * evaluator cannot judge reads « en cours de vérification » on the student's phone, never a
 * fail; the teacher grades the group of identical answers in one click on the session page,
 * and every member of the group, and a later identical answer, show the teacher's score live;
 * the session page counts the answers to check, and the grade teaches the question its words.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { ANSWER_VERDICT as STATUS, teacherWithSession } from './support/classroom';

const PHONE = { width: 360, height: 740 };

const QUESTION = {
  title: 'Photosynthèse',
  content: 'Expliquez la photosynthèse en une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
};
/** Words the evaluator does not link to the model answer: it asks the teacher. */
const UNSURE_ANSWER = 'Les arbres mangent du soleil et boivent de la pluie pour vivre.';

async function teacherWithLiveQuestion(page: Page) {
  const { sessionId, code } = await teacherWithSession(page, [QUESTION], 'Sciences — 5e B');
  await page.goto(`/teacher/sessions/${sessionId}/live`);
  await page.getByText('Connecté', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Démarrer la session' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Question suivante' }).isEnabled()).toBe(true);
  await page.getByRole('button', { name: 'Question suivante' }).click();
  await page.getByRole('heading', { name: 'Photosynthèse' }).waitFor();
  return { sessionId, code };
}

describe('answer groups and answers to check, in the browser', () => {
  const { newPage } = useBrowser();

  async function studentAnswers(code: string, name: string, answer: string): Promise<Page> {
    const student = await newPage({ viewport: PHONE });
    await student.goto('/student/join');
    await student.getByLabel('Code de session').fill(code);
    await student.getByLabel('Nom complet').fill(name);
    await student.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.waitForURL('**/student/session/**');
    await student.getByRole('heading', { name: 'Photosynthèse' }).waitFor();
    await student.getByLabel('Votre réponse').fill(answer);
    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    return student;
  }

  it('shows a flagged answer as being checked, and spreads a group’s one-click grade to its members and to a later identical answer', { timeout: 180_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code } = await teacherWithLiveQuestion(teacher);

    const alice = await studentAnswers(code, 'Alice Martin', UNSURE_ANSWER);
    const bruno = await studentAnswers(code, 'Bruno Petit', UNSURE_ANSWER);
    for (const student of [alice, bruno]) {
      await student.locator(STATUS, { hasText: "Réponse en cours de vérification par l'enseignant" }).waitFor({ timeout: 15_000 });
      expect(await student.locator(STATUS, { hasText: 'Insuffisant' }).count()).toBe(0);
      await student.getByRole('heading', { name: 'Proposition de réponse' }).waitFor();
    }
    await expectAccessible(alice);

    // The live screen counts them.
    await teacher.getByText('À vérifier : 2').waitFor({ timeout: 15_000 });

    // The session page: the group of two, graded in one click.
    await teacher.goto(`/teacher/sessions/${sessionId}`);
    const listed = teacher.locator('.question-item', { hasText: 'Photosynthèse' });
    await listed.getByText('À vérifier : 2').waitFor();
    await teacher.getByRole('button', { name: 'Réponses à la question Photosynthèse' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Réponses : Photosynthèse' });
    await dialog.getByText('À vérifier : 2').first().waitFor();
    const groups = dialog.getByRole('region', { name: 'Groupes de réponses' });
    await groups.getByText('2 élèves : ', { exact: false }).waitFor();
    await expectAccessible(teacher);
    await groups.getByLabel('Commentaire pour le groupe (facultatif)').fill('Juste, avec vos mots.');
    await groups.getByRole('button', { name: 'Bon (80)' }).click();
    await groups.getByText('2 réponses notées.').waitFor();

    for (const student of [alice, bruno]) {
      await student.locator(STATUS, { hasText: 'Score : 80/100 — Bon' }).waitFor({ timeout: 15_000 });
      await student.getByText('Juste, avec vos mots.').waitFor();
    }

    // A student answering the same later gets the teacher's grade at once.
    const chloe = await studentAnswers(code, 'Chloé Dubois', UNSURE_ANSWER);
    await chloe.locator(STATUS, { hasText: 'Score : 80/100 — Bon' }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await teacher.getByRole('button', { name: 'Réponses à la question Photosynthèse' }).click();
    await dialog.getByRole('article', { name: 'Chloé Dubois' }).getByText('Note donnée au groupe de réponses semblables.').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    // Graded, nothing is left to check; graded above the evaluator, its words are learned.
    await listed.getByText(/À vérifier/).waitFor({ state: 'detached' });
    await listed.getByRole('link', { name: 'Modifier la question Photosynthèse' }).click();
    await expect.poll(() => teacher.getByLabel('Idées et mots acceptés (facultatif)').inputValue()).toMatch(/arbres mangent soleil boivent/);
  });
});
