/**
 * A pause freezes the question's time on every screen (decision 100). The case is a
 * 20 s question paused at 5 s for 20 s, answered with 12 s left; this test keeps its shape on
 * the shortest question the app allows (10 s), so it waits 12 s instead of 20: paused with
 * about 7 s left for 12 s — longer than the whole question — then answered with about 5 s
 * left, when the wall clock is well past the deadline and its grace.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithSession } from './support/classroom';

const QUESTION = {
  title: 'Capitale du Portugal',
  content: 'Quelle est la capitale du Portugal ?',
  type: 'multiple_choice',
  timeLimit: 10,
  options: [
    { text: 'Lisbonne', explication: 'Lisbonne est la capitale du Portugal.' },
    { text: 'Porto', explication: '' },
  ],
  correctAnswer: '0',
};

describe('pausing a live session in the browser', () => {
  const { newPage } = useBrowser();

  it('freezes the countdown on every screen, keeps the chosen option, and takes the answer after the resume', { timeout: 90_000 }, async () => {
    const { page: teacher, sessionId, code, questionIds } = await teacherWithSession(await newPage(), [QUESTION], 'Géographie');
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByText('Connecté', { exact: true }).waitFor();
    const student = await newPage({ viewport: PHONE });
    await joinAsStudent(student, code, 'Inès Costa');

    await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`);
    await student.getByRole('heading', { name: 'Capitale du Portugal' }).waitFor();
    await student.getByRole('radio', { name: 'Lisbonne' }).check(); // chosen, not sent
    const timer = student.getByRole('timer');
    await expect.poll(() => timer.textContent(), { timeout: 8_000, interval: 100 }).toBe('0:07');

    const pause = await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'paused' } });
    expect(pause.status()).toBe(200);
    await student.getByRole('banner').locator('.badge-paused', { hasText: 'En pause' }).waitFor();
    await teacher.locator('.badge-paused', { hasText: 'En pause' }).first().waitFor();
    const frozen = await timer.textContent();
    const teacherFrozen = await teacher.getByRole('timer').textContent();
    expect(['0:07', '0:06']).toContain(frozen);

    // Longer than the whole question: without the freeze it would have expired and been auto-answered.
    await student.waitForTimeout(12_000);
    expect(await timer.textContent()).toBe(frozen);
    expect(await teacher.getByRole('timer').textContent()).toBe(teacherFrozen);
    expect(await student.getByText('Temps écoulé').count()).toBe(0);
    const during = await (await teacher.request.get(`/api/questions/${questionIds[0]}/responses`)).json();
    expect(during.responses).toEqual([]);

    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    await student.getByRole('banner').locator('.badge-active', { hasText: 'Active' }).waitFor();
    await expect.poll(() => student.getByRole('radio', { name: 'Lisbonne' }).isEnabled()).toBe(true);
    expect(await student.getByRole('radio', { name: 'Lisbonne' }).isChecked()).toBe(true);
    // The countdown goes on from where it stopped, on both screens.
    await expect.poll(() => timer.textContent(), { timeout: 5_000, interval: 100 }).toBe('0:05');
    await expect.poll(() => teacher.getByRole('timer').textContent(), { timeout: 5_000, interval: 100 }).toMatch(/^0:0[3-5]$/);
    // About 3 + 12 + 2 s since the activation: past the 10 s and their 2 s grace by the wall clock.

    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.getByText('Bonne réponse !').waitFor();
    const after = await (await teacher.request.get(`/api/questions/${questionIds[0]}/responses`)).json();
    expect(after.responses.map((r: { answer: string }) => r.answer)).toEqual(['0']);
  });
});
