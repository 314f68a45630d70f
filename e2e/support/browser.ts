/** Per-file access to the suite's Chromium and app: fresh, isolated browser contexts. */
import axe, { type Result, type RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export function useBrowser() {
  const state: { browser: Browser | null; contexts: BrowserContext[] } = { browser: null, contexts: [] };
  beforeAll(async () => {
    state.browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    for (const context of state.contexts) await context.close().catch(() => undefined);
    await state.browser?.close();
  });

  /**
   * A new browser profile (its own cookies and storage), as another person's device. Its API
   * calls made from the test (`page.request`) name the app's origin, as the app's own pages do:
   * the server refuses cookie-carrying writes from elsewhere (decision 133). A test of what
   * another site can do opens its page with `origin: null`, so the browser says where the
   * request really comes from; a test of another app instance names that instance's origin.
   */
  async function newPage(options: { viewport?: { width: number; height: number }; origin?: string | null } = {}): Promise<Page> {
    const origin = options.origin === undefined ? baseUrl : options.origin;
    const context = await state.browser!.newContext({
      baseURL: baseUrl,
      locale: 'fr-FR',
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...(origin === null ? {} : { extraHTTPHeaders: { origin } }),
    });
    state.contexts.push(context);
    const page = await context.newPage();
    // A script error anywhere fails the test that caused it.
    page.on('pageerror', (error) => {
      throw error;
    });
    return page;
  }
  return { newPage };
}

/**
 * Runs `measure` on the page at rest. axe measures one instant: a control fading in or out
 * (the presenter's commands, after the mouse stops) is half transparent for 0.2 s, and its
 * contrast fails then. With reduced motion every fade of the app is instant; a transition
 * already running is waited for.
 */
async function atRest<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    return await measure();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * axe-core's violations on the page now, with `tags`' rules or every rule. axe is put in a
 * document once (its 1.3 MB of script, parsed again for every check, was a third of a check's
 * time, and @axe-core/playwright's default run also opened a blank page to merge the frames'
 * results: the app has no frame), and asked for violations only.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<Result[]> {
  return atRest(page, async () => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const options: RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
    return page.evaluate(
      async (runOptions) => (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
      options,
    );
  });
}

/** axe-core on the current page: no serious or critical accessibility violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const severe = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(severe).toEqual([]);
}

let counter = 0;
export function uniqueEmail(): string {
  return `prof.e2e.${Date.now()}.${counter++}@ecole.fr`;
}
