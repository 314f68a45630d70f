/**
 * A phone on a bad network (decision 124): /student/join on the DevTools "Slow 3G" profile, cold
 * cache, from the first byte to a completed join. The figures are printed, not asserted (the
 * benchmark reports them against their targets): the test checks that the page works so. And
 * the landing page as a search engine or a bookmark sees it (decision 121).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

/** Chrome DevTools' "Slow 3G" preset. */
const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

describe('the student pages on a slow network', () => {
  const { newPage } = useBrowser();

  it('lets a student fill the join form before the app has loaded, then joins, on Slow 3G', async () => {
    const teacher = await newPage();
    const registered = await teacher.request.post('/api/auth/teacher/register', {
      data: { name: 'Hélène Dupont', email: `prof.lent.${Date.now()}@ecole.fr`, password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    const { session } = await (await teacher.request.post('/api/sessions', { data: { name: 'Réseau lent' } })).json();
    expect((await teacher.request.patch(`/api/sessions/${session.id}/status`, { data: { status: 'active' } })).status()).toBe(200);

    const page = await newPage({ viewport: { width: 360, height: 740 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
    });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);

    await page.goto('/student/join', { waitUntil: 'commit', timeout: 60_000 });
    const code = page.getByLabel('Code de session');
    await code.waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet), null, { timeout: 60_000 });
    await code.fill(session.code.toLowerCase());
    const usableMs = await page.evaluate(() => performance.now());
    // Typed into the HTML shell or into the app: the app carries it over either way.
    await page.getByLabel('Nom complet').fill('Lina Martin');
    const join = page.getByRole('button', { name: 'Rejoindre la session' });
    await expect.poll(() => join.isEnabled(), { timeout: 60_000 }).toBe(true);
    await join.click();
    await page.waitForURL(`**/student/session/${session.id}`, { timeout: 60_000 });
    await page.getByText('Connecté', { exact: true }).waitFor({ timeout: 60_000 });
    const joinedMs = await page.evaluate(() => performance.now());
    console.info(
      `Slow 3G, cold cache: join form usable after ${(usableMs / 1000).toFixed(1)} s, student joined after ${(joinedMs / 1000).toFixed(1)} s, ` +
        `${(bytes / 1024).toFixed(1)} KB transferred`,
    );
    expect(await page.getByLabel('Code de session').count()).toBe(0);
  });

  it('serves the landing page with its French description and icon, and no console error', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Bienvenue sur CIAR', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('CIAR — quiz et sondages en direct pour la classe');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    const icon = await page.request.get(`${baseUrl}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
    expect(errors).toEqual([]);
  });
});
