/**
 * The web app as a web server serves it (issues 15 and 23): HEAD like GET on every page, a
 * real 404 for a missing file, robots.txt and the icon as files, brotli/gzip twins made at
 * build time chosen by Accept-Encoding, caching that suits hashed and unhashed files, and
 * large API bodies compressed.
 */
import { copyFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../adversarial/support/http';
import { OPEN_QUESTION } from '../testing/live-harness';
import { openDatabase, type Database } from '../storage/db';
import { registeredTeacher, startTestApp, type TestApp } from '../testing/test-app';
import { isPagePath } from './web-routes';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const INDEX = `<!doctype html><html lang="fr"><head><meta name="description" content="CIAR"><link rel="icon" href="/favicon.svg"></head><body>${'<!-- page -->'.repeat(200)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
/** The join page with its form's HTML shell, made at build time. */
const JOIN = INDEX.replace('<body>', '<body><div id="page-shell"><form></form></div>');
const SCRIPT = `export const greeting = ${JSON.stringify('Bonjour la classe ! '.repeat(400))};\n`;

/** A built web app as `vite build` + scripts/precompress.mjs leave it, with the committed public files. */
async function builtWebApp(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'ciar-web-'));
  await mkdir(path.join(dist, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX, 'student-join.html': JOIN, 'assets/index-abc123.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dist, name), content);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  for (const name of ['robots.txt', 'favicon.ico', 'favicon.svg']) await copyFile(path.join(publicDir, name), path.join(dist, name));
  return dist;
}

const PAGES = ['/', '/student/join', '/teacher/sessions/2c5e/questions/9a1f/edit', '/quiz/ABC123', '/nulle-part'];

describe('the web app over HTTP', () => {
  let database: Database;
  let server: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await builtWebApp();
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    server = await startTestApp(database, { webDist });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers HEAD on every page route as it answers GET, without the body', async () => {
    for (const page of PAGES) {
      const get = await call(server.url, 'GET', page, { headers: { 'accept-encoding': 'identity' } });
      const head = await call(server.url, 'HEAD', page, { headers: { 'accept-encoding': 'identity' } });
      expect(get.status, page).toBe(200);
      expect(get.text).toBe(page === '/student/join' ? JOIN : INDEX);
      expect(head.status, page).toBe(200);
      expect(head.text).toBe('');
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'content-security-policy']) {
        expect(head.headers.get(name), `${page} ${name}`).toBe(get.headers.get(name));
      }
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('answers a real 404 with a short body for a missing asset or file, never the page', async () => {
    for (const missing of ['/assets/nope-123.js', '/assets/index-old.css', '/assets', '/rapport.pdf', '/student/join.php', '/wp-login.php']) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await call(server.url, method, missing);
        expect(answer.status, `${method} ${missing}`).toBe(404);
        expect(answer.headers.get('content-type'), missing).not.toMatch(/html/);
        if (method === 'GET') {
          expect(answer.json).toEqual({ error: 'Ce fichier n’existe pas.', code: 'file-not-found' });
          expect(answer.text.length).toBeLessThan(100);
        }
      }
    }
    // The API keeps its own 404, whatever the method.
    expect((await call(server.url, 'HEAD', '/api/nulle-part')).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/nulle-part.json')).json).toMatchObject({ code: 'route-not-found' });
  });

  it('tells which paths are pages: client routes and any path without an extension', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/student/session/0f6a3c1e-7d5b-4f58-9d3e-1a2b3c4d5e6f/stats')).toBe(true);
    expect(isPagePath('/une.page/sans-extension')).toBe(true);
    expect(isPagePath('/assets/')).toBe(false);
    expect(isPagePath('/assets/chunk')).toBe(false);
    expect(isPagePath('/favicon.png')).toBe(false);
  });

  it('serves robots.txt and the icon the page names as real files', async () => {
    const robots = await call(server.url, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = robots.text.split('\n').filter((line) => /^(allow|disallow|user-agent):/i.test(line));
    expect(rules).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /teacher/', 'Disallow: /student/session/', 'Disallow: /quiz/', 'Disallow: /api/']);

    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect(bytes.equals(await readFile(path.join(publicDir, 'favicon.ico')))).toBe(true);
    // An ICO directory (reserved 0, type 1) whose images are PNGs.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.includes(Buffer.from('\x89PNG', 'latin1'))).toBe(true);
    expect((await call(server.url, 'HEAD', '/favicon.ico')).status).toBe(200);
  });

  it('sends a hashed asset precompressed and cached for a year, brotli first, then gzip, then plain', async () => {
    const brotli = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-length')).toBe(String(brotliCompressSync(SCRIPT).length));
    expect(brotli.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    // The headers a file needs, not a document's (the page has those): fewer bytes per file.
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotli.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(brotli.headers.get(name), name).toBeNull();
    expect(await brotli.text()).toBe(SCRIPT);

    const gzip = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-length')).toBe(String(gzipSync(SCRIPT).length));
    expect(await gzip.text()).toBe(SCRIPT);

    const plain = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    // The twins are negotiated, never served under their own names.
    expect((await call(server.url, 'GET', '/assets/index-abc123.js.br')).status).toBe(404);
  });

  it('sends the page compressed, revalidated on every visit with an ETag; the join page with its form’s HTML shell', async () => {
    const first = await fetch(`${server.url}/student/join`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await first.text()).toBe(JOIN);
    const withCode = await fetch(`${server.url}/student/join?code=ABC123`, { headers: { 'accept-encoding': 'br' } });
    expect(await withCode.text()).toBe(JOIN);
    // As a browser revalidates on reload (fetch() would add `no-cache`, which forbids a 304).
    const again = await fetch(`${server.url}/student/join`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('compresses API answers above 1 KB, and only those', async () => {
    const { client } = await registeredTeacher(server.url);
    const session = (await client.post('/api/sessions', { name: 'Séance longue' })).json.session as { id: string };
    for (let i = 0; i < 8; i += 1) {
      const created = await client.post('/api/questions', { sessionId: session.id, ...OPEN_QUESTION, title: `Question ${i + 1}` });
      expect(created.status).toBe(201);
    }
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const large = await fetch(`${server.url}/api/questions/session/${session.id}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('br');
    const { questions } = (await large.json()) as { questions: unknown[] };
    expect(questions).toHaveLength(8);
    const gzip = await fetch(`${server.url}/api/questions/session/${session.id}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const small = await fetch(`${server.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
