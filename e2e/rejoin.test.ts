/**
 * Coming back on another device (decision 105): Marie answers on phone A; phone A
 * dies; phone B resumes her with her rejoin code and sees her answer; phone C, without the
 * code, asks the teacher, who lets her in with one click on the live screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { joinAsStudent, teacherWithSession } from './support/classroom';

const PHONE = { width: 360, height: 740 };
const NAME_TAKEN = 'Ce nom est déjà utilisé dans cette session.';
const RESUMED_ELSEWHERE = 'Votre participation a repris sur un autre appareil : cet appareil n’y a plus accès.';

const QUESTION = {
  title: 'Capitale de la France',
  content: 'Quelle est la capitale de la France ?',
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: 'Paris', explication: 'Paris est la capitale depuis des siècles.' },
    { text: 'Lyon', explication: 'Lyon est la capitale des Gaules.' },
  ],
  correctAnswer: '0',
};

async function rejoinCodeOn(page: Page): Promise<string> {
  const text = (await page.locator('.rejoin-code').first().textContent()) ?? '';
  return text.replace(/\s/g, '');
}

/** Fills the join form with a name already taken and waits for the refusal and its choices. */
async function joinTakenName(page: Page, code: string, name: string): Promise<void> {
  await page.goto('/student/join');
  await page.getByLabel('Code de session').fill(code);
  await page.getByLabel('Nom complet').fill(name);
  await page.getByRole('button', { name: 'Rejoindre la session' }).click();
  await page.getByRole('alert').filter({ hasText: NAME_TAKEN }).waitFor();
}

describe('coming back on another device', () => {
  const { newPage } = useBrowser();

  it('resumes Marie on phone B with her code and on phone C with the teacher’s click, answers and score kept', { timeout: 120_000 }, async () => {
    const { page: teacher, sessionId, code, questionIds } = await teacherWithSession(await newPage(), [QUESTION]);
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    expect((await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`)).status()).toBe(200);
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByText('Connecté', { exact: true }).waitFor();

    // Phone A: Marie joins, sees her rejoin code and answers.
    const phoneA = await newPage({ viewport: PHONE });
    await joinAsStudent(phoneA, code, 'Marie Curie');
    await phoneA.getByText('Votre code de reprise').waitFor();
    const firstCode = await rejoinCodeOn(phoneA);
    expect(firstCode).toMatch(/^\d{6}$/);
    await phoneA.getByText('Paris', { exact: true }).click();
    await phoneA.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await phoneA.getByText('Bonne réponse !').waitFor();

    // Phone B (another browser profile): the name is taken; her code resumes her.
    const phoneB = await newPage({ viewport: PHONE });
    await joinTakenName(phoneB, code, 'Marie Curie');
    await expectAccessible(phoneB);
    await phoneB.getByLabel('Code de reprise').fill(`${firstCode.slice(0, 3)} ${firstCode.slice(3)}`);
    await phoneB.getByRole('button', { name: 'Reprendre ma participation' }).click();
    await phoneB.waitForURL(`**/student/session/${sessionId}`);
    await phoneB.getByText('Bonne réponse !').waitFor();
    await phoneB.getByText('Paris est la capitale depuis des siècles.').waitFor();
    expect(await phoneB.getByRole('button', { name: 'Envoyer ma réponse' }).count()).toBe(0);
    const secondCode = await rejoinCodeOn(phoneB);
    expect(secondCode).toMatch(/^\d{6}$/);
    expect(secondCode).not.toBe(firstCode);
    // Phone A is told and sent back to the join page.
    await phoneA.waitForURL('**/student/join');
    await phoneA.getByText(RESUMED_ELSEWHERE).waitFor();

    // Phone C, without the code: asks the teacher, who lets her in from the live screen.
    const phoneC = await newPage({ viewport: PHONE });
    await joinTakenName(phoneC, code, 'Marie Curie');
    await phoneC.getByRole('button', { name: 'Je n’ai pas mon code : demander à l’enseignant' }).click();
    await phoneC.getByText('Demande envoyée.', { exact: false }).waitFor();
    await teacher.getByText('« Marie Curie souhaite revenir sur un autre appareil »').waitFor();
    await teacher.getByRole('button', { name: 'Laisser revenir' }).click();
    await phoneC.waitForURL(`**/student/session/${sessionId}`, { timeout: 15_000 });
    await phoneC.getByText('Bonne réponse !').waitFor();
    await phoneB.waitForURL('**/student/join');
    await expect.poll(() => teacher.getByText('souhaite revenir sur un autre appareil').count()).toBe(0);
    // Still one participant: the same student all along.
    expect(((await teacher.locator('.projector-participants-value').textContent()) ?? '').trim()).toBe('1');

    // Her statistics on phone C: the answer and the score, with her (new) code.
    await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'ended' } });
    await phoneC.goto(`/student/session/${sessionId}/stats`);
    await phoneC.getByText('Votre code de reprise').waitFor();
    await phoneC.getByText('Paris est la capitale depuis des siècles.').first().waitFor();
    await phoneC.locator('.stats-score-value').waitFor();
    expect(await phoneC.locator('.stats-score-value').textContent()).toBe('100\u00a0%');
  });
});
