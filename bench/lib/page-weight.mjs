/**
 * What a student's phone receives for each student route, measured in Chromium as the
 * browser receives it: bytes on the wire (headers included, compressed bodies), counted by the
 * DevTools protocol, cold (empty cache) and on a warm reload, for the page's own files apart
 * from its data (API calls, the live channel). And how long the join form takes to become
 * usable on the DevTools "Slow 3G" and "Fast 3G" profiles, cold.
 */
import { chromium } from 'playwright-core';
import { call, QUESTION } from './ciar-target.mjs';

/** Chrome DevTools' presets (front_end/core/sdk/NetworkManager.ts). */
export const NETWORK_PROFILES = {
  'Slow 3G': { latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  'Fast 3G': { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
};

/** The targets of docs/product.md#targets. */
export const TARGETS = { joinColdKb: 110, sessionColdKb: 150, warmKb: 5, warmRequests: 3, slow3gMs: 5_000, fast3gMs: 2_500 };

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Bytes and requests of one page load, split into the page's files and its data. */
async function recordTraffic(page, load) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const cached = new Set();
  const totals = { files: { bytes: 0, requests: 0 }, data: { bytes: 0, requests: 0 } };
  const kind = (url) => (/^\/(api|socket\.io)\//.test(new URL(url).pathname) ? 'data' : 'files');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  // Served from the memory or disk cache: nothing went over the network.
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) cached.add(requestId);
  });
  const count = (requestId, bytes) => {
    const url = urls.get(requestId);
    if (!url || !/^https?:/.test(url) || cached.has(requestId)) return;
    const bucket = totals[kind(url)];
    bucket.bytes += bytes;
    bucket.requests += 1;
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => count(requestId, encodedDataLength));
  // The live channel: its upgrade request, then every frame's payload.
  cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
    urls.set(requestId, url.replace(/^ws/, 'http'));
    count(requestId, 0);
  });
  const frame = ({ requestId, response }) => {
    const url = urls.get(requestId);
    if (url) totals[kind(url)].bytes += response.payloadData.length;
  };
  cdp.on('Network.webSocketFrameReceived', frame);
  cdp.on('Network.webSocketFrameSent', frame);
  await load();
  // Whatever the page fetches once shown (a lazily loaded renderer, the icon) counts too.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return totals;
}

async function clearCache(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** A teacher, a live session with its question shown, and a self-paced one, through the API. */
async function sessions(url) {
  const email = `poids-${Date.now()}-${process.pid}@ecole.fr`;
  const registered = await call(url, 'POST', '/api/auth/teacher/register', { name: 'Prof Poids', email, password: 'motdepasse-poids' });
  const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('ciar_session=')).split(';')[0];
  const make = async (name, autonomous) => {
    const { session } = (await call(url, 'POST', '/api/sessions', { name }, cookie)).json;
    const { question } = (await call(url, 'POST', '/api/questions', { sessionId: session.id, ...QUESTION }, cookie)).json;
    if (autonomous) await call(url, 'PATCH', `/api/sessions/${session.id}/autonomous`, { isAutonomous: true }, cookie);
    await call(url, 'PATCH', `/api/sessions/${session.id}/status`, { status: 'active' }, cookie);
    if (!autonomous) await call(url, 'PATCH', `/api/questions/${question.id}/activate`, {}, cookie);
    return session;
  };
  return { live: await make('Poids des pages', false), quiz: await make('Poids du quiz', true) };
}

async function joinThroughForm(page, url, code) {
  await page.goto(`${url}/student/join`);
  await page.getByLabel('Code de session').fill(code);
  await page.getByLabel('Nom complet').fill(`Élève ${Date.now()}`);
  await page.getByRole('button', { name: 'Rejoindre la session' }).click();
  await page.waitForURL('**/student/session/**');
}

/** Milliseconds from navigation start until the join form's code field is shown (styled) and can take input. */
export async function joinFormUsableMs(page, url, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK_PROFILES[profile] });
  try {
    await page.goto(`${url}/student/join`, { waitUntil: 'commit', timeout: 120_000 });
    const field = page.getByLabel('Code de session');
    await field.waitFor({ timeout: 120_000 });
    // Nothing is painted before the page's stylesheets have arrived (they block rendering).
    await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet), null, { timeout: 120_000, polling: 50 });
    await field.focus();
    return await page.evaluate(() => (document.activeElement?.id && document.activeElement.tagName === 'INPUT' ? performance.now() : Number.NaN));
  } finally {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  }
}

/**
 * Every figure for the app at `url`: per route, cold and warm, and the join form's time to
 * usable on each network profile.
 */
export async function measurePageWeight(url, { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const { live, quiz } = await sessions(url);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const routes = [];
    const measureRoute = async (route, load) => {
      await clearCache(page);
      const cold = await recordTraffic(page, load);
      const warm = await recordTraffic(page, () => page.reload());
      routes.push({ route, cold, warm });
    };
    await measureRoute('/student/join', () => page.goto(`${url}/student/join`));
    await joinThroughForm(page, url, live.code);
    await page.getByText('Connecté', { exact: true }).waitFor();
    await measureRoute('/student/session/{id}', () => page.reload());
    await measureRoute('/quiz/{code}', () => page.goto(`${url}/quiz/${quiz.code}`));

    const usable = {};
    for (const profile of Object.keys(NETWORK_PROFILES)) {
      const fresh = await browser.newContext({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });
      usable[profile] = await joinFormUsableMs(await fresh.newPage(), url, profile);
      await fresh.close();
    }
    return { routes, joinFormUsableMs: usable };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as printed lines, each against its target. */
export function pageWeightLines({ routes, joinFormUsableMs: usable }) {
  const mark = (ok) => (ok ? 'ok  ' : 'OVER');
  const coldTarget = { '/student/join': TARGETS.joinColdKb, '/student/session/{id}': TARGETS.sessionColdKb };
  const lines = ['Transferred per student route (Chromium, bytes on the wire; the page\'s files, then its data: API and live channel):'];
  for (const { route, cold, warm } of routes) {
    const target = coldTarget[route];
    const warmOk = warm.files.bytes <= TARGETS.warmKb * 1024 && warm.files.requests <= TARGETS.warmRequests;
    lines.push(
      `  ${route.padEnd(22)} cold ${mark(!target || cold.files.bytes <= target * 1024)} ${kb(cold.files.bytes).padStart(9)} in ${String(cold.files.requests).padStart(2)} requests` +
        `${target ? ` (target ${target} KB)` : ''} + data ${kb(cold.data.bytes)}` +
        ` | warm reload ${mark(warmOk)} ${kb(warm.files.bytes)} in ${warm.files.requests} requests + data ${kb(warm.data.bytes)} in ${warm.data.requests}`,
    );
  }
  lines.push('Join form usable (code field focusable), cold cache:');
  for (const [profile, ms] of Object.entries(usable)) {
    const target = profile === 'Slow 3G' ? TARGETS.slow3gMs : TARGETS.fast3gMs;
    lines.push(`  ${profile.padEnd(8)} ${mark(ms <= target)} ${(ms / 1000).toFixed(1)} s (target ${target / 1000} s)`);
  }
  return lines;
}

/** The figures as a Markdown section of the benchmark's report. */
export function pageWeightMarkdown({ routes, joinFormUsableMs: usable }) {
  const cell = ({ bytes, requests }) => `${kb(bytes)} / ${requests}`;
  return [
    '## Student pages (Chromium, bytes on the wire, headers included)',
    '',
    `Targets: cold /student/join ≤ ${TARGETS.joinColdKb} KB, cold reload of /student/session/{id} ≤ ${TARGETS.sessionColdKb} KB, ` +
      `warm reload ≤ ${TARGETS.warmKb} KB and ≤ ${TARGETS.warmRequests} requests (the page's files; data is the API and the live channel).`,
    '',
    '| route | cold: files KB / requests | cold: data | warm reload: files KB / requests | warm reload: data |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...routes.map(({ route, cold, warm }) => `| ${route} | ${cell(cold.files)} | ${cell(cold.data)} | ${cell(warm.files)} | ${cell(warm.data)} |`),
    '',
    `Join form usable (code field shown and focusable), cold cache: ${Object.entries(usable)
      .map(([profile, ms]) => `${profile} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')} (targets ${TARGETS.slow3gMs / 1000} s and ${TARGETS.fast3gMs / 1000} s).`,
  ];
}
