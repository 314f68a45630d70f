/** Sessions made through the API from a page (its cookie is the teacher's), for the browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';

/** A new teacher's autonomous, started session with these questions: a self-paced quiz students can open. */
export async function autonomousSession(page: Page, questions: readonly object[], name = 'Révisions de sciences') {
  const registered = await page.request.post('/api/auth/teacher/register', {
    data: { name: 'Hélène Dupont', email: uniqueEmail(), password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const { session } = await (await page.request.post('/api/sessions', { data: { name } })).json();
  for (const question of questions) {
    const created = await page.request.post('/api/questions', { data: { sessionId: session.id, ...question } });
    expect(created.status(), await created.text()).toBe(201);
  }
  expect((await page.request.patch(`/api/sessions/${session.id}/autonomous`, { data: { isAutonomous: true } })).status()).toBe(200);
  expect((await page.request.patch(`/api/sessions/${session.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
  return session as { id: string; code: string };
}
