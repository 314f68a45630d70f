/**
 * The teacher's first view of a lecture hall's open answers, as the browser shows it (decision 182):
 * the session page in Chromium at 1280×800, signed in as the teacher, a click on « Réponses à la
 * question … », then the time until the answer count and the first groups are on screen, the
 * API bytes the view fetched, and the longest task the page ran meanwhile.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './page-weight.mjs';

/** Null when there is no Chromium to run. */
export async function answersViewInBrowser({ url, login, sessionId, questionTitle, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    // Signed in as a teacher does it, with the bench teacher's email and password.
    await page.goto(`${url}/teacher/login`);
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Mot de passe').fill(login.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/teacher/dashboard');
    await page.goto(`${url}/teacher/sessions/${sessionId}`);
    const button = page.getByRole('button', { name: `Réponses à la question ${questionTitle}` });
    await button.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    let apiBytes = 0;
    page.on('requestfinished', async (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) apiBytes += sizes.responseBodySize;
    });
    const clickedAt = await page.evaluate(() => performance.now());
    await button.click();
    await page.locator('.answer-browser-count').waitFor({ timeout: 60_000 });
    await page.locator('.answer-groups .answer-item').first().waitFor({ timeout: 60_000 });
    const shownAt = await page.evaluate(() => performance.now());
    // The tasks the view's data set going, once every request of it has ended.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const longestTaskMs = await page.evaluate((from) => Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= from).map((t) => t.duration)), clickedAt);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    return { ms: Math.round(shownAt - clickedAt), apiBytes, longestTaskMs: Math.round(longestTaskMs), elements };
  } catch (error) {
    // The load figures stand without this one: say why it is missing.
    const contexts = browser.contexts();
    const page = contexts[0]?.pages()[0];
    if (page) await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/ciar-answers-view-failure.png` }).catch(() => {});
    return { error: error.message.split('\n')[0] };
  } finally {
    await browser.close();
  }
}
