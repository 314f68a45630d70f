/**
 * Nothing sent is lost across a network cut (decision 102): an answer pressed offline waits
 * (« Envoi dès le retour du réseau… », never an error) and is sent once the session is joined
 * again; a timer that runs out offline still records the automatic answer; an answer kept
 * across a reload of the page is sent too; questions that ended while the phone was away are
 * named when it returns.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithSession } from './support/classroom';

const WAITING = 'Envoi dès le retour du réseau…';
const TRUE_FALSE = {
  title: 'Le Soleil est une étoile',
  content: 'Vrai ou faux ?',
  type: 'true_false',
  timeLimit: 300,
  options: [
    { text: 'Vrai', explication: 'Le Soleil est une étoile naine jaune.' },
    { text: 'Faux', explication: '' },
  ],
  correctAnswer: '0',
};

async function answersOf(teacher: Page, questionId: string): Promise<string[]> {
  const body = await (await teacher.request.get(`/api/questions/${questionId}/responses`)).json();
  return body.responses.map((r: { answer: string }) => r.answer);
}

async function liveQuestion(newPage: (o?: { viewport?: { width: number; height: number } }) => Promise<Page>, question: object, name: string) {
  const { page: teacher, sessionId, code, questionIds } = await teacherWithSession(await newPage(), [question], name);
  expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
  const student = await newPage({ viewport: PHONE });
  await joinAsStudent(student, code, 'Noé Laurent');
  await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`);
  await student.getByRole('heading', { name: (question as { title: string }).title }).waitFor();
  return { teacher, student, questionId: questionIds[0]! };
}

describe('a student whose network drops', () => {
  const { newPage } = useBrowser();

  it('keeps an answer pressed offline and sends it once back, with no false error', { timeout: 90_000 }, async () => {
    const { teacher, student, questionId } = await liveQuestion(newPage, TRUE_FALSE, 'Astronomie');
    await student.getByRole('radio', { name: 'Vrai' }).check();
    await student.context().setOffline(true);
    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.getByRole('button', { name: WAITING }).waitFor({ timeout: 20_000 });
    expect(await student.getByRole('alert').count()).toBe(0);
    expect(await answersOf(teacher, questionId)).toEqual([]);

    await student.waitForTimeout(2_500);
    await student.context().setOffline(false);
    await student.getByText('Bonne réponse !').waitFor({ timeout: 20_000 });
    expect(await student.getByRole('alert').count()).toBe(0);
    expect(await answersOf(teacher, questionId)).toEqual(['0']);
  });

  it('records the automatic answer of a timer that ran out offline, once back', { timeout: 90_000 }, async () => {
    const { teacher, student, questionId } = await liveQuestion(newPage, { ...TRUE_FALSE, title: 'Chrono hors ligne', timeLimit: 10 }, 'Chrono');
    await student.context().setOffline(true);
    await expect.poll(() => student.getByRole('timer').textContent(), { timeout: 15_000 }).toBe('Temps écoulé!');
    await student.waitForTimeout(3_000); // past the deadline and its 2 s grace
    expect(await answersOf(teacher, questionId)).toEqual([]);
    await student.context().setOffline(false);
    await expect.poll(() => answersOf(teacher, questionId), { timeout: 20_000 }).toEqual(['[Pas de réponse - Temps écoulé]']);
    await student.getByText('Aucune réponse (temps écoulé)').waitFor();
  });

  it('sends an answer kept across a reload of the page', { timeout: 90_000 }, async () => {
    const { teacher, student, questionId } = await liveQuestion(newPage, { ...TRUE_FALSE, title: 'Rechargement' }, 'Recharge');
    const page = student.url();
    await student.getByRole('radio', { name: 'Faux' }).check();
    await student.context().setOffline(true);
    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.getByRole('button', { name: WAITING }).waitFor({ timeout: 20_000 });
    // The page is reloaded while the answer waits (offline, the reload itself fails), then opened again.
    await student.reload().catch(() => undefined);
    await student.context().setOffline(false);
    await student.goto(page);
    await student.getByText('Mauvaise réponse').waitFor({ timeout: 20_000 });
    expect(await answersOf(teacher, questionId)).toEqual(['1']);
    expect(await student.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ciar_pending_answers_')))).toEqual([]);
  });

  it('names, once back, the questions that ended while the phone was offline', { timeout: 90_000 }, async () => {
    const questions = ['Hors ligne 1', 'Hors ligne 2', 'De retour'].map((title) => ({ ...TRUE_FALSE, title }));
    const { page: teacher, sessionId, code, questionIds } = await teacherWithSession(await newPage(), questions, 'Coupure longue');
    await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } });
    const student = await newPage({ viewport: PHONE });
    await joinAsStudent(student, code, 'Inès Morel');
    await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`);
    await student.getByRole('heading', { name: 'Hors ligne 1' }).waitFor();
    // Offline across the end of the first question and the whole of the second.
    await student.context().setOffline(true);
    await teacher.request.patch(`/api/questions/${questionIds[1]}/activate`);
    await teacher.request.patch(`/api/questions/${questionIds[2]}/activate`);
    await student.context().setOffline(false);
    await student.getByRole('heading', { name: 'De retour' }).waitFor({ timeout: 20_000 });
    // Shown on the page, and said by its live region.
    const notice = 'Pendant la coupure réseau, 2 questions se sont terminées sans votre réponse : « Hors ligne 1 », « Hors ligne 2 ».';
    await student.locator('.banner', { hasText: notice }).waitFor();
    await expect.poll(() => student.getByTestId('live-region').textContent()).toContain(notice);
  });

  it('says at once that a join sent offline waits for the network, then joins by itself', { timeout: 60_000 }, async () => {
    const { page: teacher, sessionId, code } = await teacherWithSession(await newPage(), [TRUE_FALSE], 'Hors ligne');
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    const student = await newPage({ viewport: PHONE });
    await student.goto('/student/join');
    await student.getByLabel('Code de session').fill(code);
    await student.getByLabel('Nom complet').fill('Lou Garnier');
    await student.context().setOffline(true);
    await student.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.getByText('Pas de connexion au réseau : vous rejoindrez la session automatiquement dès son retour.').waitFor({ timeout: 5_000 });
    await student.context().setOffline(false);
    await student.waitForURL('**/student/session/**', { timeout: 20_000 });
    await student.getByText('Connecté', { exact: true }).waitFor();
  });
});

