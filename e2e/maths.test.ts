/**
 * Maths in a question (decision 170), on a 360×740 phone: the student's live page typesets it
 * with MathML, the join page downloads none of KaTeX, money stays text, KaTeX's fonts come
 * from the app itself and the Content Security Policy blocks nothing; the teacher's live
 * screen typesets the histogram's labels too.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { teacherWithStartedSession } from './support/classroom';

const PHONE = { width: 360, height: 740 };

const FRACTIONS = {
  title: 'Somme de fractions',
  content: "Combien vaut $\\frac{1}{2} + \\frac{1}{3}$ ?\n\nCe livre coûte 12 $ et l'autre 15 $.\n\n$$\\frac{a}{b} + \\frac{c}{d} = \\frac{ad + bc}{bd}$$",
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: '$\\frac{5}{6}$', explication: 'On réduit au même dénominateur : $\\frac{3}{6} + \\frac{2}{6}$.' },
    { text: '$\\frac{2}{5}$', explication: '' },
    { text: '$\\frac{1}{$', explication: '' },
  ],
  correctAnswer: '0',
};

const isKatex = (url: string) => /katex|MathRenderer/i.test(url);

/** Every request and every console message of a page, kept for the assertions. */
function watch(page: Page) {
  const requests: Request[] = [];
  const console: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  return { requests, console };
}

describe('maths in a question', () => {
  const { newPage } = useBrowser();

  it('typesets with MathML on the phone, and the join page downloads none of it', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const teacherLog = watch(teacher);
    const { sessionId, code } = await teacherWithStartedSession(teacher, [FRACTIONS], 'Mathématiques — 5e A');
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);

    const student = await newPage({ viewport: PHONE });
    const studentLog = watch(student);
    await student.goto('/student/join');
    await student.getByLabel('Code de session').fill(code.toLowerCase());
    await student.getByLabel('Nom complet').fill('Inès Garnier');
    await student.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.waitForURL('**/student/session/**');
    await student.getByText('En attente de la prochaine question…').waitFor();
    expect(studentLog.requests.map((r) => r.url()).filter(isKatex)).toEqual([]);

    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    await student.getByRole('heading', { name: FRACTIONS.title }).waitFor();
    const content = student.locator('.live-question-content');
    await content.locator('.katex-display').waitFor();
    // MathML for screen readers, with the LaTeX source as its annotation.
    const annotations = await content.locator('math annotation').allTextContents();
    expect(annotations).toEqual(['\\frac{1}{2} + \\frac{1}{3}', '\\frac{a}{b} + \\frac{c}{d} = \\frac{ad + bc}{bd}']);
    expect(await content.locator('math[display="block"]').count()).toBe(1);
    expect(await content.textContent()).toContain("Ce livre coûte 12 $ et l'autre 15 $.");
    // The options too; the broken one shows its source, marked, and the page goes on.
    const options = student.locator('.answer-option');
    await expect.poll(() => options.locator('math').count()).toBe(2);
    const broken = options.nth(2).locator('.katex-error');
    expect(await broken.textContent()).toContain('\\frac{1}{');
    expect(await broken.getAttribute('title')).toMatch(/^Formule LaTeX invalide/);
    // The formula fits the phone's width.
    const width = await student.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // KaTeX came from the app itself (CSS, fonts, code), and nothing was blocked.
    const katexUrls = studentLog.requests.map((r) => r.url()).filter(isKatex);
    expect(katexUrls.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(katexUrls.some((url) => url.endsWith('.css'))).toBe(true);
    expect(katexUrls.every((url) => url.startsWith(baseUrl))).toBe(true);
    for (const request of studentLog.requests.filter((r) => isKatex(r.url()))) {
      expect((await request.response())?.status(), request.url()).toBe(200);
    }
    const fontsReady = await student.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px KaTeX_Main');
    });
    expect(fontsReady).toBe(true);
    await expectAccessible(student);

    // Each radio has a name, the formula read as text.
    expect(await student.getByRole('radio', { name: '5/6' }).count()).toBe(1);
    await options.nth(0).click();
    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.getByText('Bonne réponse !').waitFor();
    await student.locator('.answer-given math').first().waitFor();

    // The teacher's live screen: the statement and the histogram's labels.
    await teacher.locator('.projector-question-content math').first().waitFor();
    await expect.poll(() => teacher.locator('.histogram-label math').count()).toBe(2);
    // And on the projector.
    await teacher.getByRole('button', { name: 'Mode présentation' }).click();
    await teacher.locator('.presenter .presenter-content .katex-display').waitFor();

    const blocked = [...studentLog.console, ...teacherLog.console].filter((text) => /Content Security Policy|Refused to/i.test(text));
    expect(blocked).toEqual([]);
  });
});
