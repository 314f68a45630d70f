/**
 * The presenter view on a classroom projector (1280×800) and a large screen (1920×1080): it fits
 * without scrolling with six options or thirty open answers, shows the join code, address and QR
 * code, projects no student name by default, and is driven from the keyboard or a presenter
 * remote (→ / PageDown for the next question, P to pause and resume).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { studentAnswers, teacherWithStartedSession } from './support/classroom';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const SIX_OPTIONS = {
  title: 'Quel gaz les plantes rejettent-elles à la lumière ?',
  content: 'Choisissez **une** réponse.',
  type: 'multiple_choice',
  timeLimit: 300,
  options: ['Dioxygène', 'Dioxyde de carbone', 'Azote', 'Vapeur d’eau et quelques autres gaz moins connus', 'Hélium', 'Méthane'].map(
    (text) => ({ text, explication: '' }),
  ),
  correctAnswer: '0',
};
const OPEN = {
  title: 'Expliquez la photosynthèse',
  content: 'En une phrase, avec vos mots.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en dioxygène.',
};

async function overflow(page: Page) {
  return page.evaluate(() => ({
    vertical: document.documentElement.scrollHeight - window.innerHeight,
    horizontal: document.documentElement.scrollWidth - window.innerWidth,
    // Every element of the presenter must also end inside the screen (nothing pushed below it).
    outside: Array.from(document.querySelectorAll('.presenter *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && (box.bottom > window.innerHeight + 1 || box.right > window.innerWidth + 1);
      })
      .map((element) => `${element.tagName}.${element.className}`)
      .slice(0, 5),
    // …and no text cut vertically (a squeezed row); a long answer is cut at the end of its line only.
    clipped: Array.from(document.querySelectorAll('.presenter *'))
      .filter((element) => !element.closest('.visually-hidden'))
      .filter((element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'visible')
      .map((element) => `${element.tagName}.${element.className}`)
      .slice(0, 5),
  }));
}

/** The smallest font size of visible text in the presenter view, in % of the screen's height. */
async function smallestText(page: Page): Promise<number> {
  return page.evaluate(() => {
    let smallest = Infinity;
    const walker = document.createTreeWalker(document.querySelector('.presenter')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden')) continue;
      if (parent.getBoundingClientRect().width === 0) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize));
    }
    return (smallest / window.innerHeight) * 100;
  });
}

describe('the presenter view on the projector', () => {
  const { newPage } = useBrowser();

  for (const screen of SCREENS) {
    it(`fits ${screen.width}×${screen.height} with six options and with thirty anonymous open answers`, { timeout: 120_000 }, async () => {
      const teacher = await newPage({ viewport: screen });
      const { sessionId, code, questionIds } = await teacherWithStartedSession(teacher, [SIX_OPTIONS, OPEN]);
      const [choice, open] = questionIds as [string, string];

      await teacher.goto(`/teacher/sessions/${sessionId}/live`);
      await teacher.getByRole('button', { name: 'Mode présentation' }).click();
      await teacher.mouse.move(10, 10); // the commands show while the mouse moves
      await teacher.getByRole('region', { name: 'Présentation de la session' }).waitFor();
      expect(teacher.url()).toContain('presentation');
      // No teacher navigation on the projector; the join code, address and QR code are.
      expect(await teacher.getByRole('link', { name: 'Tableau de bord' }).count()).toBe(0);
      expect(await teacher.getByRole('button', { name: 'Déconnexion' }).count()).toBe(0);
      expect(await teacher.locator('.presenter-code').textContent()).toBe(code);
      await teacher.getByRole('img', { name: `QR code pour rejoindre la session ${code}` }).waitFor();

      await teacher.keyboard.press('ArrowRight');
      await teacher.getByRole('heading', { name: SIX_OPTIONS.title, level: 1 }).waitFor();
      await studentAnswers(teacher.request, code, 'Gabriel Fontaine', choice, '0');
      await expect.poll(() => teacher.locator('.presenter-responses').textContent()).toBe('1\u00a0réponse sur 1\u00a0participant');
      expect(await teacher.locator('.presenter .histogram-row').count()).toBe(6);
      expect(await overflow(teacher)).toEqual({ vertical: 0, horizontal: 0, outside: [], clipped: [] });
      const choiceText = await smallestText(teacher);
      await expectAccessible(teacher);

      // A presenter remote's "next slide" opens the open question.
      await teacher.keyboard.press('PageDown');
      await teacher.getByRole('heading', { name: OPEN.title, level: 1 }).waitFor();
      const names: string[] = [];
      for (let i = 0; i < 30; i++) {
        const name = `Élève Numéro${i} Lefebvre`;
        names.push(name);
        await studentAnswers(teacher.request, code, name, open, `Réponse ${i} : la plante utilise la lumière pour fabriquer du glucose à partir d'eau et de dioxyde de carbone.`);
      }
      await expect.poll(() => teacher.locator('.presenter-open-answer').count()).toBe(30);
      const projected = (await teacher.locator('.presenter').textContent()) ?? '';
      for (const name of names) expect(projected).not.toContain(name);
      expect(projected).not.toContain('Gabriel Fontaine');
      expect(await overflow(teacher)).toEqual({ vertical: 0, horizontal: 0, outside: [], clipped: [] });
      const openText = await smallestText(teacher);
      console.info(`Presenter ${screen.width}×${screen.height}: smallest text ${choiceText.toFixed(2)} % (6 options), ${openText.toFixed(2)} % (30 answers) of the height`);
      expect(Math.min(choiceText, openText)).toBeGreaterThanOrEqual(3.3);

      // Names only when the teacher asks (N), and gone again with a second press. The command
      // shows which way it is: filled while the names are shown, outlined again after.
      const namesCommand = teacher.getByRole('button', { name: 'Noms (N)', exact: true });
      const fill = () => namesCommand.evaluate((button) => getComputedStyle(button).backgroundColor);
      const outlined = await fill();
      await teacher.keyboard.press('n');
      await expect.poll(() => teacher.locator('.presenter').textContent()).toContain(names[29]!);
      expect(await namesCommand.getAttribute('aria-pressed')).toBe('true');
      expect(await fill()).not.toBe(outlined);
      await teacher.keyboard.press('n');
      await expect.poll(async () => (await teacher.locator('.presenter').textContent())?.includes(names[29]!)).toBe(false);
      expect(await fill()).toBe(outlined);
      await expectAccessible(teacher);
    });
  }

  it('is driven by keyboard alone: → for the next question, P to pause and resume, Escape to leave', { timeout: 120_000 }, async () => {
    const teacher = await newPage({ viewport: SCREENS[0] });
    const { sessionId } = await teacherWithStartedSession(teacher, [SIX_OPTIONS, OPEN]);
    await teacher.goto(`/teacher/sessions/${sessionId}/live?presentation`);
    await teacher.getByRole('region', { name: 'Présentation de la session' }).waitFor();
    // A reload lands in the presentation; commands go once the live channel is joined.
    await teacher.getByText('Connecté', { exact: true }).waitFor();

    await teacher.keyboard.press('ArrowRight');
    await teacher.getByRole('heading', { name: SIX_OPTIONS.title, level: 1 }).waitFor();
    await teacher.keyboard.press('ArrowRight');
    await teacher.getByRole('heading', { name: OPEN.title, level: 1 }).waitFor();

    // On the last question the teacher may pause; P pauses, P again resumes.
    await teacher.keyboard.press('p');
    await teacher.getByRole('button', { name: 'Reprendre (P)' }).waitFor();
    const paused = await (await teacher.request.get(`/api/sessions/${sessionId}`)).json();
    expect(paused.session.status).toBe('paused');
    await teacher.keyboard.press('P');
    await teacher.getByRole('button', { name: 'Pause (P)' }).waitFor();
    const resumed = await (await teacher.request.get(`/api/sessions/${sessionId}`)).json();
    expect(resumed.session.status).toBe('active');

    // R hides and shows the answers; Escape leaves the presentation for the live screen.
    await teacher.keyboard.press('r');
    await teacher.getByText('Réponses masquées (touche R pour les afficher)').waitFor();
    await teacher.keyboard.press('r');
    await teacher.getByText('Aucune réponse pour le moment.').waitFor();
    await teacher.keyboard.press('Escape');
    await teacher.getByRole('button', { name: 'Mode présentation' }).waitFor();
    expect(teacher.url()).not.toContain('presentation');
  });
});
