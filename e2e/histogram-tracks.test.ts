/**
 * The histogram's grey tracks share one length whatever the width of each count (« 5 (62,5 %) »
 * beside « 0 (0 %) »): on the teacher's live screen, the presenter view and the printed
 * statistics.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { studentAnswers, teacherWithStartedSession } from './support/classroom';

const QUESTION = {
  title: 'Organe de la respiration',
  content: 'Quel organe assure les échanges gazeux ?',
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: 'Les poumons', explication: '' },
    { text: 'Le foie', explication: '' },
    { text: 'Le cœur', explication: '' },
  ],
  correctAnswer: '0',
};

/** Where each track starts and how long it is, in CSS pixels. */
async function tracks(page: Page, selector: string): Promise<Array<{ left: number; width: number }>> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, width: box.width };
    }),
  );
}

/** Every track starts and ends at the same place, to half a pixel. */
function expectOneLength(boxes: Array<{ left: number; width: number }>, count: number, where: string) {
  expect(boxes, where).toHaveLength(count);
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  expect(spread(boxes.map((b) => b.width)), `${where}: ${JSON.stringify(boxes)}`).toBeLessThan(0.5);
  expect(spread(boxes.map((b) => b.left)), `${where}: ${JSON.stringify(boxes)}`).toBeLessThan(0.5);
  expect(boxes[0]!.width, where).toBeGreaterThan(50);
}

describe('the histogram’s tracks', () => {
  const { newPage } = useBrowser();

  it('share one length on the live screen, the presenter view and the printed statistics', { timeout: 120_000 }, async () => {
    const teacher = await newPage({ viewport: { width: 1280, height: 800 } });
    const { sessionId, code, questionIds } = await teacherWithStartedSession(teacher, [QUESTION], 'SVT — 5e C');
    expect((await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`)).status()).toBe(200);
    // « 5 (62,5 %) », « 0 (0 %) », « 3 (37,5 %) ».
    for (const [i, answer] of ['0', '0', '2', '0', '2', '0', '2', '0'].entries()) {
      await studentAnswers(teacher.request, code, `Élève ${i} Martin`, questionIds[0]!, answer);
    }

    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await expect.poll(async () => (await teacher.locator('.live-count').textContent())?.replace(/\s+/g, ' ')).toBe('8 réponses sur 8 participants');
    await teacher.locator('.histogram-value', { hasText: '62,5' }).waitFor();
    expectOneLength(await tracks(teacher, '.histogram-track'), 3, 'live screen');

    await teacher.getByRole('button', { name: 'Mode présentation' }).click();
    await teacher.getByRole('region', { name: 'Présentation de la session' }).waitFor();
    await teacher.locator('.presenter .histogram-value', { hasText: '62,5' }).waitFor();
    expectOneLength(await tracks(teacher, '.presenter .histogram-track'), 3, 'presenter view');

    // The printed statistics, measured as the print dialog would lay them out.
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'ended' } })).status()).toBe(200);
    await teacher.goto(`/teacher/sessions/${sessionId}`);
    const results = teacher.getByRole('region', { name: 'Résultats' });
    await results.getByRole('button', { name: 'Imprimer' }).waitFor();
    await teacher.emulateMedia({ media: 'print' });
    await teacher.evaluate(() => {
      window.print = () => {
        const boxes = Array.from(document.querySelectorAll('.results-print .bar-chart-track'), (track) => {
          const box = track.getBoundingClientRect();
          return { left: box.left, width: box.width };
        });
        (window as unknown as { printed: unknown }).printed = boxes;
      };
    });
    await results.getByRole('button', { name: 'Imprimer' }).click();
    await expect.poll(() => teacher.evaluate(() => (window as unknown as { printed?: unknown }).printed !== undefined)).toBe(true);
    const printed = await teacher.evaluate(() => (window as unknown as { printed: Array<{ left: number; width: number }> }).printed);
    expectOneLength(printed, 3, 'printed statistics');
  });
});
