/**
 * A picture per question (decision 171), as a teacher and a student use it: the
 * teacher picks a picture in the question form, sees its preview, describes it and saves; the
 * student's 360×740 phone shows it with its alt text and its size, within the screen's width,
 * once the question opens; the presenter view shows it large.
 */
import { makePng } from '@ciar/shared/testing/image-fixtures';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { PHONE, joinAsStudent, teacherWithStartedSession } from './support/classroom';

const QUESTION = {
  title: 'La cellule',
  content: 'Que montre ce schéma ?',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'Une cellule végétale',
};

const ALT = 'Schéma d’une cellule végétale : paroi, vacuole et chloroplastes';

describe('a question’s picture', () => {
  const { newPage } = useBrowser();

  it('is picked with a button in French, by mouse or by keyboard, never the browser’s own control', { timeout: 60_000 }, async () => {
    const teacher = await newPage();
    const { sessionId } = await teacherWithStartedSession(teacher, [QUESTION], 'SVT — 6e D');
    await teacher.goto(`/teacher/sessions/${sessionId}/questions/create`);
    const input = teacher.getByLabel('Choisir une image');
    await input.waitFor({ state: 'attached' });
    // The native control ("Choose File" on a browser set up in English) is out of sight…
    expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
    // …and the button drawn in its place opens the file chooser,
    const button = teacher.locator('label[for="q-picture-file"]');
    expect(await button.textContent()).toBe('Choisir une image');
    const clicked = teacher.waitForEvent('filechooser');
    await button.click();
    expect((await clicked).isMultiple()).toBe(false);
    // as does the keyboard: Tab reaches the input, the button shows the focus, Space opens it.
    await teacher.getByLabel('Titre').focus();
    for (let i = 0; i < 40 && (await teacher.evaluate(() => document.activeElement?.id)) !== 'q-picture-file'; i++) {
      await teacher.keyboard.press('Tab');
    }
    expect(await teacher.evaluate(() => document.activeElement?.id)).toBe('q-picture-file');
    expect(await button.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
    const pressed = teacher.waitForEvent('filechooser');
    await teacher.keyboard.press('Space');
    await pressed;
  });

  it('is uploaded through the form and shows with its alt text on the student’s phone', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code, questionIds } = await teacherWithStartedSession(teacher, [QUESTION], 'SVT — 6e C');
    await teacher.goto(`/teacher/sessions/${sessionId}/questions/${questionIds[0]}/edit`);

    // Wider than the phone: it must shrink to fit.
    const picture = makePng(800, 400, 7);
    await teacher.getByLabel('Choisir une image').setInputFiles({ name: 'cellule.png', mimeType: 'image/png', buffer: Buffer.from(picture) });
    const preview = teacher.locator('.question-preview .question-picture img');
    await preview.waitFor();
    // No description yet: the form says why it cannot be saved.
    await teacher.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect.poll(() => teacher.getByRole('alert').textContent()).toBe("Décrivez l'image pour les élèves qui ne la voient pas");
    await teacher.getByLabel('Description de l’image (texte alternatif)').fill(ALT);
    expect(await preview.getAttribute('alt')).toBe(ALT);
    await teacher.getByRole('button', { name: 'Sauvegarder' }).click();
    await teacher.waitForURL(`**/teacher/sessions/${sessionId}`);
    // The session page lists it with its picture.
    await teacher.locator('.question-item .question-picture img').waitFor();

    const student = await newPage({ viewport: PHONE });
    await joinAsStudent(student, code, 'Noé Lambert');
    // Not before the question opens.
    expect(await student.locator('img[alt]').count()).toBe(0);

    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    await student.getByRole('heading', { name: QUESTION.title }).waitFor();
    const shown = student.getByRole('img', { name: ALT });
    await shown.waitFor();
    expect(await shown.getAttribute('width')).toBe('800');
    expect(await shown.getAttribute('height')).toBe('400');
    // Decoded (served with its type), and within the phone's width.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    const box = await shown.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.width / box!.height).toBeCloseTo(2, 1);
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(student);

    // The live screen shows it too, and the presenter view large, within the projector's screen.
    await teacher.getByRole('img', { name: ALT }).waitFor();
    await teacher.setViewportSize({ width: 1280, height: 800 });
    await teacher.getByRole('button', { name: 'Mode présentation' }).click();
    const projected = teacher.locator('.presenter').getByRole('img', { name: ALT });
    await projected.waitFor();
    const big = (await projected.boundingBox())!;
    expect(big.height).toBeGreaterThanOrEqual(0.3 * 800);
    expect(big.y + big.height).toBeLessThanOrEqual(800);
  });
});
