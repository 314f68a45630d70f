/**
 * A student with the session open in two tabs (decision 198): the tab that sends the answer
 * learns it from its acknowledgement, the other from `answer-confirmed`, and both show the
 * feedback of the one answer stored.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithStartedSession } from './support/classroom';

const QUESTION = {
  title: 'Planète rouge',
  content: 'Quelle planète appelle-t-on la planète rouge ?',
  type: 'multiple_choice',
  timeLimit: 300,
  options: [
    { text: 'Mars', explication: 'L’oxyde de fer colore son sol.' },
    { text: 'Vénus', explication: '' },
  ],
  correctAnswer: '0',
};

describe('a student with two tabs open', () => {
  const { newPage } = useBrowser();

  it('shows the answer sent from one tab in both, stored once', { timeout: 90_000 }, async () => {
    const { page: teacher, code, questionIds } = await teacherWithStartedSession(await newPage(), [QUESTION], 'Astronomie — 5e A');
    const first = await newPage({ viewport: PHONE });
    await joinAsStudent(first, code, 'Inès Moreau');
    // The same browser, a second tab on the same page: the same student, the same token.
    const second = await first.context().newPage();
    await second.goto(first.url());
    await second.getByText('Connecté', { exact: true }).waitFor();

    await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`);
    for (const tab of [first, second]) await tab.getByRole('heading', { name: QUESTION.title }).waitFor();
    await first.getByRole('radio', { name: 'Mars' }).check();
    await first.getByRole('button', { name: 'Envoyer ma réponse' }).click();

    for (const tab of [first, second]) {
      await tab.getByText('Bonne réponse !').waitFor({ timeout: 20_000 });
      await tab.getByText('L’oxyde de fer colore son sol.').waitFor();
      expect(await tab.getByRole('button', { name: 'Envoyer ma réponse' }).count()).toBe(0);
    }
    const stored = await (await teacher.request.get(`/api/questions/${questionIds[0]}/responses`)).json();
    expect(stored.responses.map((r: { answer: string }) => r.answer)).toEqual(['0']);
  });
});
