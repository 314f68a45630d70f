/**
 * The word cloud of an open question: it grows on the teacher's live screen as students answer,
 * without a reload, names no one, shows on the presenter view (W), and is there again in the
 * session's statistics after the end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { studentAnswers, teacherWithStartedSession } from './support/classroom';

const OPEN = {
  title: 'Que fabrique la plante ?',
  content: 'Avec vos mots.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'Du glucose et du dioxygène, grâce à la lumière.',
};

/** The words drawn in the cloud, with their font size in px. */
async function drawnWords(page: Page, scope = 'main'): Promise<Record<string, number>> {
  return page.evaluate((selector) => {
    const sizes: Record<string, number> = {};
    for (const word of Array.from(document.querySelectorAll(`${selector} .word-cloud-word`))) {
      sizes[word.textContent ?? ''] = parseFloat(getComputedStyle(word).fontSize);
    }
    return sizes;
  }, scope);
}

describe('the word cloud of open answers', () => {
  const { newPage } = useBrowser();

  it('grows on the live screen as students answer, shows on the projector and stays in the statistics', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code, questionIds } = await teacherWithStartedSession(teacher, [OPEN]);
    const [open] = questionIds as [string];
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    await teacher.getByRole('heading', { name: OPEN.title }).waitFor();
    await teacher.getByRole('button', { name: 'Nuage de mots' }).click();
    await teacher.getByText('Pas encore de mots : le nuage se remplit avec les réponses.').waitFor();

    await studentAnswers(teacher.request, code, 'Gabriel Fontaine', open, "Du glucose, grâce à l'énergie de la lumière");
    const cloud = teacher.getByRole('figure', { name: 'Nuage de mots' });
    await cloud.waitFor();
    await expect.poll(async () => Object.keys(await drawnWords(teacher)), { timeout: 5_000 }).toContain('glucose');
    const before = await drawnWords(teacher);

    await studentAnswers(teacher.request, code, 'Léa Moreau', open, 'Le glucose');
    await studentAnswers(teacher.request, code, 'Hugo Lambert', open, 'glucose et oxygène');
    await expect.poll(() => cloud.getByRole('listitem').filter({ hasText: 'glucose' }).textContent(), { timeout: 5_000 }).toBe('glucose : 3 élèves');
    const after = await drawnWords(teacher);
    expect(after.glucose).toBeGreaterThan(before.glucose!);
    expect(after.glucose).toBeGreaterThan(after['oxygène']!);
    expect(await cloud.textContent()).not.toMatch(/Gabriel|Léa|Hugo/);
    await expectAccessible(teacher);

    // On the projector, W shows the cloud instead of the list.
    await teacher.getByRole('button', { name: 'Mode présentation' }).click();
    await teacher.getByRole('region', { name: 'Présentation de la session' }).waitFor();
    await teacher.keyboard.press('w');
    await teacher.locator('.presenter').getByRole('figure', { name: 'Nuage de mots' }).waitFor();
    expect(Object.keys(await drawnWords(teacher, '.presenter'))).toContain('glucose');
    await teacher.keyboard.press('Escape');

    // After the end, the session's statistics show it again.
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'ended' } })).status()).toBe(200);
    await teacher.goto(`/teacher/sessions/${sessionId}`);
    await teacher.getByRole('button', { name: 'Statistiques' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Statistiques de la session' });
    await dialog.getByRole('figure', { name: 'Nuage de mots' }).getByText('glucose : 3 élèves').waitFor();
  });
});
