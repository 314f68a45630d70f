/**
 * A live lesson end to end: one teacher projecting the live screen, three students on phones,
 * four questions (one of each type), a pause, a reload and the end of the session.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { joinAsStudent, PHONE, teacherWithSession } from './support/classroom';

const ENDED = "La session a été terminée par l'enseignant";
const PAUSED = 'Impossible de soumettre une réponse : la session est en pause.';

const QUESTIONS = [
  {
    title: 'Capitale de la France',
    content: 'Quelle est la **capitale** de la France ?',
    type: 'multiple_choice',
    timeLimit: 300,
    options: [
      { text: 'Paris', explication: 'Paris est la capitale depuis des siècles.' },
      { text: 'Lyon', explication: 'Lyon est la capitale des Gaules, pas de la France.' },
      { text: 'Marseille', explication: '' },
    ],
    correctAnswer: '0',
  },
  {
    title: 'La Terre est plate',
    content: 'Vrai ou faux ?',
    type: 'true_false',
    timeLimit: 300,
    options: [
      { text: 'Vrai', explication: '' },
      { text: 'Faux', explication: 'Elle est à peu près sphérique.' },
    ],
    correctAnswer: '1',
  },
  {
    title: 'Photosynthèse',
    content: 'Expliquez la photosynthèse en une phrase.',
    type: 'open_ended',
    timeLimit: 300,
    proposition: 'La plante transforme la **lumière**, l’eau et le dioxyde de carbone en glucose et en oxygène.',
  },
  {
    title: 'Votre avis sur le cours',
    content: 'Notez le cours de 1 à 5.',
    type: 'rating',
    timeLimit: 300,
    ratingScale: { min: 1, max: 5, labels: ['Très insatisfait', 'Insatisfait', 'Neutre', 'Satisfait', 'Très satisfait'] },
  },
];

/** The teacher's bar for one answer, e.g. "Paris :2 réponses, (66,7 %)". */
function bar(teacher: Page, label: string) {
  return teacher.locator('.histogram-row').filter({ has: teacher.locator('.histogram-label', { hasText: label }) });
}

async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('a live session in the browser', () => {
  const { newPage } = useBrowser();

  it('runs four questions with one teacher and three students: answers, statistics, pause, reload and stop', { timeout: 180_000 }, async () => {
    const { page: teacher, sessionId, code } = await teacherWithSession(await newPage(), QUESTIONS);
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByRole('heading', { name: 'Sciences — 5e A', level: 1 }).waitFor();
    expect(await textOf(teacher, '.projector-code')).toBe(code);
    await teacher.getByText('Connecté', { exact: true }).waitFor();
    expect(await teacher.getByRole('button', { name: 'Question suivante' }).isDisabled()).toBe(true);
    await teacher.getByRole('button', { name: 'Démarrer la session' }).click();
    await expect.poll(() => teacher.getByRole('button', { name: 'Question suivante' }).isEnabled()).toBe(true);
    expect(await teacher.getByRole('button', { name: 'Mettre en pause' }).count()).toBe(0);

    const names = ['Alice Martin', 'Bruno Petit', 'Chloé Bernard'];
    const students: Page[] = [];
    for (const name of names) {
      const page = await newPage({ viewport: PHONE });
      if (students.length === 0) {
        await page.goto('/student/join');
        await page.getByRole('heading', { name: 'Rejoindre une session' }).waitFor();
        await expectAccessible(page);
      }
      await joinAsStudent(page, code, name);
      students.push(page);
    }
    const [alice, bruno, chloe] = students as [Page, Page, Page];
    await expect.poll(() => textOf(teacher, '.projector-participants-value')).toBe('3');
    for (const student of students) await student.getByText('En attente de la prochaine question…').waitFor();

    // 1. Multiple choice: two right, one wrong; the teacher's bars follow.
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    for (const student of students) await student.getByRole('heading', { name: 'Capitale de la France' }).waitFor();
    await alice.getByRole('timer').waitFor();
    expect(await alice.getByRole('button', { name: 'Envoyer ma réponse' }).isDisabled()).toBe(true);
    await expectAccessible(alice);
    await alice.getByText('Paris', { exact: true }).click(); // the whole row is the target
    await alice.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await alice.getByText('Bonne réponse !').waitFor();
    await alice.getByText('Paris est la capitale depuis des siècles.').waitFor();
    await expect.poll(() => textOf(teacher, '.live-count')).toBe('1 réponse sur 3 participants');
    // Who is still to answer, on the teacher's request only (the screen may be projected).
    const stillToAnswer = teacher.getByText('Qui n’a pas encore répondu ?');
    const missingNames = teacher.getByRole('list', { name: 'Participants sans réponse' });
    expect(await missingNames.count()).toBe(0);
    await stillToAnswer.click();
    await expect.poll(() => missingNames.getByRole('listitem').allTextContents()).toEqual(['Bruno Petit', 'Chloé Bernard']);
    await bruno.getByRole('radio', { name: 'Paris' }).check();
    await bruno.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await chloe.getByRole('radio', { name: 'Lyon' }).check();
    await chloe.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await chloe.getByText('Mauvaise réponse').waitFor();
    await chloe.getByRole('heading', { name: 'La bonne réponse' }).waitFor();
    await expectAccessible(chloe);
    await expect.poll(() => textOf(teacher, '.live-count')).toBe('3 réponses sur 3 participants');
    await teacher.getByText('Tout le monde a répondu.').waitFor();
    await stillToAnswer.click();
    expect(await bar(teacher, 'Paris').textContent()).toContain('2 réponses, (66,7\u00a0%)');
    expect(await bar(teacher, 'Lyon').textContent()).toContain('1 réponse, (33,3\u00a0%)');
    expect(await bar(teacher, 'Marseille').textContent()).toContain('0 réponse, (0\u00a0%)');
    // Answered once: no way to answer again.
    expect(await alice.getByRole('button', { name: 'Envoyer ma réponse' }).count()).toBe(0);

    // 2. True / false.
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    for (const student of students) {
      await student.getByRole('heading', { name: 'La Terre est plate' }).waitFor();
      await student.getByRole('radio', { name: 'Faux' }).check();
      await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
      await student.getByText('Bonne réponse !').waitFor();
    }
    await expect.poll(async () => (await bar(teacher, 'Faux').textContent()) ?? '').toContain('3 réponses, (100\u00a0%)');

    // 3. Open question: the model answer as Markdown, the teacher's list truncated to 50 characters.
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    const long = 'La plante utilise la lumière du soleil pour fabriquer du sucre à partir d’eau et de CO2.';
    const openAnswers = [long, 'Avec la lumière, la plante produit de l’oxygène.', 'Je ne sais pas.'];
    for (const [index, student] of students.entries()) {
      await student.getByRole('heading', { name: 'Photosynthèse' }).waitFor();
      await student.getByLabel('Votre réponse').fill(openAnswers[index]!);
      await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
      await student.getByRole('heading', { name: 'Proposition de réponse' }).waitFor();
      await student.locator('.answer-result strong', { hasText: 'lumière' }).waitFor();
    }
    await expect.poll(() => teacher.locator('.open-answer').count()).toBe(3);
    const listed = await teacher.locator('.open-answer-text').allTextContents();
    expect(listed).toContain(`${Array.from(long).slice(0, 50).join('')}...`);
    expect(listed).toContain('Je ne sais pas.');
    expect(await teacher.locator('.open-answer-name').allTextContents()).toEqual(expect.arrayContaining(names));

    // 4. Rating, the last question: pause and stop appear; a pause blocks answering until resumed.
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    await teacher.getByText('Aucune question suivante disponible').waitFor();
    expect(await teacher.getByRole('button', { name: 'Question suivante' }).isDisabled()).toBe(true);
    for (const student of students) await student.getByRole('heading', { name: 'Votre avis sur le cours' }).waitFor();
    await teacher.getByRole('button', { name: 'Mettre en pause' }).click();
    for (const student of students) {
      await student.getByText(PAUSED).waitFor();
      expect(await student.getByRole('radio', { name: '4 Satisfait' }).isDisabled()).toBe(true);
    }
    await teacher.getByRole('button', { name: 'Reprendre la session' }).click();
    for (const student of students) {
      await expect.poll(() => student.getByText(PAUSED).count()).toBe(0);
      await expect.poll(() => student.getByRole('radio', { name: '4 Satisfait' }).isEnabled()).toBe(true);
    }
    for (const [index, student] of students.entries()) {
      const value = ['4 Satisfait', '5 Très satisfait', '4 Satisfait'][index]!;
      await student.getByRole('radio', { name: value }).check();
      await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();
      await student.getByText('Réponse enregistrée. Merci !').waitFor();
    }
    await expect.poll(async () => (await bar(teacher, '4 — Satisfait').textContent()) ?? '').toContain('2 réponses, (66,7\u00a0%)');
    expect(await bar(teacher, '5 — Très satisfait').textContent()).toContain('1 réponse, (33,3\u00a0%)');

    // A reload mid-question comes back to the same question with the student's answer.
    await bruno.reload();
    await bruno.getByRole('heading', { name: 'Votre avis sur le cours' }).waitFor();
    await bruno.locator('.answer-given', { hasText: '5 — Très satisfait' }).waitFor();
    expect(await bruno.getByRole('button', { name: 'Envoyer ma réponse' }).count()).toBe(0);

    // Stop: every student lands on the join page with the teacher's message.
    await teacher.getByRole('button', { name: 'Arrêter la session' }).click();
    await teacher.getByRole('alertdialog').getByRole('button', { name: 'Arrêter la session' }).click();
    for (const student of students) {
      await student.waitForURL('**/student/join');
      await student.getByText(ENDED).waitFor();
    }
    await teacher.locator('.badge-ended', { hasText: 'Terminée' }).waitFor();
    // The record is kept: the join page still knows the (ended) session.
    await alice.getByRole('heading', { name: 'Votre session' }).waitFor();
    expect(await alice.getByRole('link', { name: 'Rejoindre ma session' }).count()).toBe(0);
  });

  it('records a student who let the time run out, once, and hides the notice after 5 s', { timeout: 60_000 }, async () => {
    const question = { ...QUESTIONS[0], title: 'Question chronométrée', timeLimit: 10 };
    const { page: teacher, sessionId, code, questionIds } = await teacherWithSession(await newPage(), [question], 'Chrono');
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    const student = await newPage({ viewport: PHONE });
    await joinAsStudent(student, code, 'Lent Lucas');
    await teacher.request.patch(`/api/questions/${questionIds[0]}/activate`);

    await student.getByRole('heading', { name: 'Question chronométrée' }).waitFor();
    const notice = student.getByText('Temps écoulé : votre absence de réponse a été enregistrée.');
    await notice.waitFor({ timeout: 15_000 });
    expect(await student.getByRole('timer').textContent()).toBe('Temps écoulé!');
    await student.getByText('Aucune réponse (temps écoulé)').waitFor();
    await notice.waitFor({ state: 'detached', timeout: 7_000 });

    const responses = await (await teacher.request.get(`/api/questions/${questionIds[0]}/responses`)).json();
    expect(responses.responses.map((r: { answer: string }) => r.answer)).toEqual(['[Pas de réponse - Temps écoulé]']);
  });
});
