/**
 * A teacher corrects the question the class has on screen (decision 221): a typo in the title
 * and the wrong option marked right. Every phone shows the question as saved, under the same
 * countdown and with the option already chosen; a student who answered gets their verdict
 * against the corrected answer.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithStartedSession } from './support/classroom';

const QUESTION = {
  title: 'Capitalle',
  content: 'Quelle est la capitale de la France ?',
  type: 'multiple_choice',
  timeLimit: 120,
  options: [
    { text: 'Paris', explication: '' },
    { text: 'Lyon', explication: '' },
  ],
  correctAnswer: '1',
};

describe('correcting the question on screen', () => {
  const { newPage } = useBrowser();

  it('shows every phone the corrected question and gives who answered their new verdict', { timeout: 60_000 }, async () => {
    const { page: teacher, sessionId, code, questionIds } = await teacherWithStartedSession(await newPage(), [QUESTION], 'Géographie');
    expect((await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`)).status()).toBe(200);
    const alice = await newPage({ viewport: PHONE });
    await joinAsStudent(alice, code, 'Alice Martin');
    await alice.getByRole('radio', { name: 'Paris' }).check();
    await alice.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await alice.getByText('Mauvaise réponse').waitFor();
    const bruno = await newPage({ viewport: PHONE });
    await joinAsStudent(bruno, code, 'Bruno Petit');
    await bruno.getByRole('radio', { name: 'Lyon' }).check(); // chosen, not sent

    await teacher.goto(`/teacher/sessions/${sessionId}/questions/${questionIds[0]}/edit`);
    await teacher.getByLabel('Titre').fill('Capitale');
    await teacher.getByRole('radio', { name: 'Bonne réponse, option 1' }).check();
    await teacher.getByRole('button', { name: 'Sauvegarder' }).click();
    await teacher.waitForURL(/\/teacher\/sessions\/[^/]+$/);

    await bruno.getByRole('heading', { name: 'Capitale', exact: true }).waitFor();
    expect(await bruno.getByRole('radio', { name: 'Lyon' }).isChecked()).toBe(true);
    expect(await bruno.getByRole('timer').textContent()).toMatch(/^1:[45]\d$/);
    await alice.getByText('Bonne réponse !').waitFor();
    await alice.getByRole('heading', { name: 'Capitale', exact: true }).waitFor();
  });
});
