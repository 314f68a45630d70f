/**
 * A lecture hall arriving at once (decision 128): the projector shows the class size
 * as it grows, in a few messages instead of one per student, never going back, and a phone
 * already waiting learns it too; a latecomer in the quiet that follows shows at once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithStartedSession } from './support/classroom';

const CROWD = 40;

/** Every value the element has shown since this call, in order (a MutationObserver in the page). */
async function watchValues(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const element = document.querySelector(watched)!;
    const seen: string[] = [element.textContent ?? ''];
    (window as unknown as { seenValues: string[] }).seenValues = seen;
    new MutationObserver(() => {
      if (element.textContent !== seen.at(-1)) seen.push(element.textContent ?? '');
    }).observe(element, { childList: true, characterData: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { seenValues: string[] }).seenValues);
}

/** A student joining by REST as their phone does, without a browser of their own. */
async function joinByRest(code: string, studentName: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/sessions/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, studentName }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

describe('a lecture hall arriving at once', () => {
  const { newPage } = useBrowser();

  it('grows the projector’s class size in a few steps, never backwards, and tells a waiting phone', async () => {
    const { page: teacher, sessionId, code } = await teacherWithStartedSession(await newPage(), []);
    // The class-size messages the projector's page receives on its live channel.
    const messages: string[] = [];
    teacher.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"user-joined"')) messages.push(payload);
      }),
    );
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByText('Connecté', { exact: true }).waitFor();

    const phone = await newPage({ viewport: PHONE });
    await joinAsStudent(phone, code, 'Première Arrivée');
    await expect.poll(() => teacher.locator('.projector-participants-value').textContent()).toBe('1');

    const shown = await watchValues(teacher, '.projector-participants-value');
    const before = messages.length;
    await Promise.all(Array.from({ length: CROWD }, (_, i) => joinByRest(code, `Élève ${i + 1}`)));
    await expect.poll(() => teacher.locator('.projector-participants-value').textContent()).toBe(String(CROWD + 1));
    // A few messages for forty arrivals, not one each: each is a write and a redraw of the projector.
    expect(messages.length - before).toBeLessThan(CROWD / 4);
    const values = (await shown()).map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect.poll(() => phone.getByRole('definition').filter({ hasText: new RegExp(`^${CROWD + 1}$`) }).count()).toBe(1);

    // The crowd has passed: one more arrival shows at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await joinByRest(code, 'Retardataire');
    await expect.poll(() => teacher.locator('.projector-participants-value').textContent(), { timeout: 2_000 }).toBe(String(CROWD + 2));
  });
});
