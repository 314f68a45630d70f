/**
 * A page served from another port of 127.0.0.1 — the same site as the app, so the teacher's
 * SameSite=Lax cookie goes along with its requests — tries, in the teacher's logged-in browser,
 * to import questions (multipart), log the teacher out (text/plain), create a session (a plain
 * form) and start one. None of it changes anything (decision 133).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, useBrowser } from './support/browser';

function attackPage(sessionId: string): string {
  const api = `${baseUrl}/api`;
  return `<!doctype html><meta charset="utf-8"><title>Jeu gratuit</title>
<form id="create" method="POST" action="${api}/sessions" target="sink"><input name="name" value="Piratée"></form>
<iframe name="sink"></iframe>
<script>
  (async () => {
    const file = new FormData();
    file.append('questionsFile', new Blob([JSON.stringify([{ title: 'Injectée', content: 'x', type: 'open_ended', timeLimit: 60, proposition: 'y' }])], { type: 'application/json' }), 'q.json');
    const sent = [
      fetch('${api}/questions/import/${sessionId}', { method: 'POST', body: file, mode: 'no-cors', credentials: 'include' }),
      fetch('${api}/sessions/${sessionId}/status', { method: 'POST', body: '{"status":"active"}', headers: { 'content-type': 'text/plain' }, mode: 'no-cors', credentials: 'include' }),
      fetch('${api}/sessions', { method: 'POST', body: '{"name":"Piratée"}', headers: { 'content-type': 'text/plain' }, mode: 'no-cors', credentials: 'include' }),
      fetch('${api}/auth/teacher/logout', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' }, mode: 'no-cors', credentials: 'include' }),
    ];
    await Promise.allSettled(sent);
    document.getElementById('create').submit();
    setTimeout(() => { document.title = 'fini'; }, 500);
  })();
</script>`;
}

describe('a page on another port of the same host, in the teacher’s browser', () => {
  const { newPage } = useBrowser();
  let attacker: Server;
  let attackerUrl: string;
  let sessionId = '';

  beforeAll(async () => {
    attacker = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(attackPage(sessionId));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  it('cannot import, log the teacher out, create or start a session', async () => {
    const page = await newPage({ origin: null });
    const api = page.request;
    const own = { origin: baseUrl };
    const registered = await api.post('/api/auth/teacher/register', { data: { name: 'Prof Visée', email: uniqueEmail(), password: 'secret123' } });
    expect(registered.status()).toBe(201);
    const created = await api.post('/api/sessions', { data: { name: 'Séance visée' }, headers: own });
    expect(created.status()).toBe(201);
    sessionId = ((await created.json()) as { session: { id: string } }).session.id;

    await page.goto(attackerUrl);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('fini');

    expect((await api.get('/api/auth/teacher/me')).status()).toBe(200);
    const questions = (await (await api.get(`/api/questions/session/${sessionId}`)).json()) as { questions: unknown[] };
    expect(questions.questions).toEqual([]);
    const me = (await (await api.get('/api/auth/teacher/me')).json()) as { teacher: { id: string } };
    const sessions = (await (await api.get(`/api/sessions/teacher/${me.teacher.id}`)).json()) as { sessions: Array<{ name: string; status: string }> };
    expect(sessions.sessions.map((s) => [s.name, s.status])).toEqual([['Séance visée', 'created']]);
  });
});
