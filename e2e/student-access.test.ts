/**
 * docs/product.md#accessibility, the student's side: on a 360×640 phone the send button is on screen with four
 * options, one of them 200 characters long; a new question changes the page's one live region
 * and takes the focus; a student answers every question type with the keyboard alone; and the
 * option the arrow keys move to is never hidden under the send button's sticky bar.
 */
import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, teacherWithStartedSession } from './support/classroom';

const LONG_OPTION = `${'La photosynthèse transforme la lumière en énergie chimique stockée dans les sucres, '.repeat(3)}`.slice(0, 200);

const FOUR_OPTIONS = {
  title: 'Que fait la chlorophylle ?',
  content: 'Lisez bien chaque proposition avant de répondre : une seule est juste.',
  type: 'multiple_choice',
  timeLimit: 300,
  options: ['Elle capte la lumière', LONG_OPTION, 'Elle fixe l’azote de l’air', 'Elle respire la nuit'].map((text) => ({ text, explication: '' })),
  correctAnswer: '0',
};
const TRUE_FALSE = {
  title: 'Les plantes respirent-elles ?',
  content: 'Vrai ou faux.',
  type: 'true_false',
  timeLimit: 300,
  options: [
    { text: 'Vrai', explication: '' },
    { text: 'Faux', explication: '' },
  ],
  correctAnswer: '0',
};
const RATING = {
  title: 'Ce chapitre vous a-t-il plu ?',
  content: 'De 1 à 5.',
  type: 'rating',
  timeLimit: 300,
  ratingScale: { min: 1, max: 5, labels: [] },
};
const OPEN = {
  title: 'Expliquez la photosynthèse',
  content: 'En une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante fabrique du glucose avec la lumière.',
};

const SMALL_PHONE = { width: 360, height: 640 };

async function activate(teacher: Page, questionId: string) {
  expect((await teacher.request.patch(`/api/questions/${questionId}/activate`)).status()).toBe(200);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const liveRegion = (page: Page) => page.locator('[data-testid="live-region"]');

describe('the student’s phone, screen reader and keyboard', () => {
  const { newPage } = useBrowser();

  it('keeps « Envoyer ma réponse » on a 360×640 screen with a 200-character option, and a new question changes the live region', { timeout: 90_000 }, async () => {
    const teacher = await newPage();
    const { code, questionIds } = await teacherWithStartedSession(teacher, [FOUR_OPTIONS]);
    const student = await newPage({ viewport: SMALL_PHONE });
    await joinAsStudent(student, code, 'Chloé Martin');
    // The region is in the page, empty, before anything is said.
    expect(await liveRegion(student).count()).toBe(1);
    expect((await liveRegion(student).textContent())?.trim()).toBe('');

    await activate(teacher, questionIds[0]!);
    await student.getByRole('heading', { name: FOUR_OPTIONS.title }).waitFor();
    await expect.poll(() => liveRegion(student).textContent()).toContain(`Nouvelle question : ${FOUR_OPTIONS.title} 5 minutes pour répondre.`);
    expect(await student.locator('[aria-live]').count()).toBe(1);
    expect(await focusedText(student)).toBe(frenchSpacing(FOUR_OPTIONS.title));

    const send = student.getByRole('button', { name: 'Envoyer ma réponse' });
    const place = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { top: box.top, bottom: box.bottom, innerHeight: window.innerHeight, scrollY: window.scrollY, onTop: hit === button || button.contains(hit) };
    });
    expect(place.scrollY).toBe(0);
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.bottom).toBeLessThanOrEqual(place.innerHeight);
    expect(place.onTop).toBe(true);
    // The page is taller than the screen: the button is in view because it sticks, not by luck.
    expect(await student.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    await student.getByText(LONG_OPTION).click();
    await send.click();
    await student.locator('.answer-verdict', { hasText: 'Mauvaise réponse' }).waitFor();
    await expect.poll(() => liveRegion(student).textContent()).toContain('Votre réponse est fausse.');
    // Said in other words than the screen's: the page holds the verdict's text once.
    expect(await student.getByText('Mauvaise réponse').count()).toBe(1);
    expect(await focusedText(student)).toBe('Votre réponse');
  });

  it('answers each question type with the keyboard alone', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const { code, questionIds } = await teacherWithStartedSession(teacher, [FOUR_OPTIONS, TRUE_FALSE, RATING, OPEN]);
    const [choice, trueFalse, rating, open] = questionIds as [string, string, string, string];
    const student = await newPage({ viewport: { width: 360, height: 740 } });
    await joinAsStudent(student, code, 'Hugo Bernard');

    /** From the question's title, which has the focus: Tab into the answer, choose, Tab to send, Enter. */
    async function answer(questionId: string, title: string, choose: () => Promise<void>, verdict: string | RegExp) {
      await activate(teacher, questionId);
      await student.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => focusedText(student)).toBe(frenchSpacing(title));
      await student.keyboard.press('Tab');
      await choose();
      await student.keyboard.press('Tab');
      expect(await focusedText(student)).toBe('Envoyer ma réponse');
      await student.keyboard.press('Enter');
      await student.locator('.answer-verdict', { hasText: verdict }).waitFor();
      await expect.poll(() => focusedText(student)).toBe('Votre réponse');
    }

    // Tab lands on the first radio; the arrows move the choice.
    await answer(choice, FOUR_OPTIONS.title, async () => {
      await student.keyboard.press('ArrowDown');
      await student.keyboard.press('ArrowUp');
    }, 'Bonne réponse !');
    // The right answer is celebrated, in motion unless the student asked for less motion.
    const animation = () => student.locator('.celebration-piece').first().evaluate((piece) => getComputedStyle(piece).animationName);
    expect(await animation()).toBe('celebration-burst');
    await student.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await answer(trueFalse, TRUE_FALSE.title, () => student.keyboard.press('Space'), 'Bonne réponse !');
    await answer(rating, RATING.title, async () => {
      await student.keyboard.press('ArrowDown');
      await student.keyboard.press('ArrowDown');
    }, 'Réponse enregistrée. Merci !');
    expect(await student.locator('.answer-given').textContent()).toBe('3');
    await answer(open, OPEN.title, () => student.keyboard.type('La plante utilise la lumière.'), /Réponse enregistrée|Score :|vérification/);
    expect(await student.locator('.answer-given').textContent()).toBe('La plante utilise la lumière.');
  });

  it('never leaves the focused option under the sticky send bar of a 360×640 phone', { timeout: 90_000 }, async () => {
    const labelled = { ...RATING, ratingScale: { min: 1, max: 5, labels: ['Pas du tout', 'Un peu', 'Moyennement', 'Beaucoup', 'Passionnément'] } };
    const teacher = await newPage();
    const { code, questionIds } = await teacherWithStartedSession(teacher, [FOUR_OPTIONS, labelled]);
    const student = await newPage({ viewport: SMALL_PHONE });
    await joinAsStudent(student, code, 'Inès Petit');

    /** How far the focused radio button stands above the bar's top edge, in pixels (negative: under it). */
    const roomAboveBar = () =>
      student.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('.live-send');
        if (!focused?.closest('.answer-option') || !bar) return Number.NaN;
        return Math.round(bar.getBoundingClientRect().top - focused.getBoundingClientRect().bottom);
      });

    for (const [questionId, title, options] of [
      [questionIds[0]!, FOUR_OPTIONS.title, FOUR_OPTIONS.options.length],
      [questionIds[1]!, labelled.title, 5],
    ] as const) {
      await activate(teacher, questionId);
      await student.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => focusedText(student)).toBe(frenchSpacing(title));
      await student.keyboard.press('Tab');
      for (let option = 0; option < options; option++) {
        // Each option's radio button in turn, top to bottom, is above the bar once the page has scrolled.
        await expect.poll(roomAboveBar).toBeGreaterThanOrEqual(0);
        if (option < options - 1) await student.keyboard.press('ArrowDown');
      }
    }
  });
});
