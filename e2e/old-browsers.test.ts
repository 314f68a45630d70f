/**
 * Browsers too old for CIAR get a French message, not a blank or broken page (decision 112):
 * - a browser that lacks one of the features index.html's check looks for (hidden here by an
 *   init script, as an iPad on iOS 12 would lack it) sees the message and no app, and so does
 *   one that cannot parse the app's entry chunk;
 * - a chunk that arrives but cannot be parsed (what Safari 15 met in the Markdown chunk's
 *   lookbehind; served here with a syntax error) gives the same message, not the generic
 *   « Une erreur est survenue » that blames the network.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { autonomousSession } from './support/sessions';

const PHONE = { width: 360, height: 740 };
const TOO_OLD = 'Ce navigateur est trop ancien pour CIAR. Mettez-le à jour ou utilisez un autre appareil.';

describe('a browser too old for CIAR', () => {
  const { newPage } = useBrowser();

  it('shows the join page, and no message, on a supported browser', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/student/join');
    await page.getByRole('heading', { name: 'Rejoindre une session' }).waitFor();
    expect(await page.locator('#outdated-browser').isHidden()).toBe(true);
  });

  it('shows the French message instead of the app when a checked feature is missing', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.addInitScript(() => {
      // What Safari 13 lacks, among the features public/browser-check.js looks for.
      delete (Promise as { any?: unknown }).any;
    });
    await page.goto('/student/join');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(TOO_OLD);
    // The app never starts: no #root to render into, no join form.
    expect(await page.locator('#root').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Rejoindre une session' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows the message when the app\'s entry chunk itself cannot be parsed', async () => {
    const page = await newPage({ viewport: PHONE });
    // That parse error is the very thing under test here, not a failure of it.
    page.removeAllListeners('pageerror');
    await page.route('**/assets/index-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const app = /(?<nom/;' }),
    );
    await page.goto('/student/join');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(TOO_OLD);
  });

  it('shows the same message when a chunk cannot be parsed, never the network error page', async () => {
    const teacher = await newPage();
    const session = await autonomousSession(teacher, [
      {
        title: 'Capitale de la France',
        content: 'Quelle est la **capitale** de la France ?',
        type: 'multiple_choice',
        timeLimit: 120,
        options: [
          { text: 'Paris', explication: 'Paris est la capitale depuis des **siècles** : https://fr.wikipedia.org/wiki/Paris' },
          { text: 'Lyon', explication: '' },
        ],
        correctAnswer: '0',
      },
    ]);

    const page = await newPage({ viewport: PHONE });
    // The Markdown renderer's chunk as a browser that cannot parse it receives it.
    await page.route('**/assets/MarkdownRenderer-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const renderer = /(?<nom/;' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/quiz/${session.code.toLowerCase()}`);
    const dialog = page.getByRole('dialog', { name: 'Bienvenue !' });
    await dialog.getByLabel('Nom complet').fill('Léa Dubois');
    await dialog.getByRole('button', { name: 'Commencer le quiz' }).click();
    // The question's own text is the first Markdown of the quiz (plain sentences need no
    // renderer): the message shows as soon as the question would.
    await page.getByRole('alert').filter({ hasText: TOO_OLD }).waitFor();
    expect(await page.getByText('Une erreur est survenue').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Recharger' }).count()).toBe(0);
    expect(errors.join('\n')).toMatch(/SyntaxError/);
  });
});
