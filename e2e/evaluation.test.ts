/**
 * Evaluation of an open answer end to end: a student answers, the built-in evaluator scores
 * the answer within a second, the student and the teacher's live screen see the score, the
 * teacher checks it on the session page and puts their own score beside it, which reaches
 * the student live and in their statistics.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { ANSWER_VERDICT, teacherWithSession } from './support/classroom';

const PHONE = { width: 360, height: 740 };

const QUESTION = {
  title: 'Photosynthèse',
  content: 'Expliquez la photosynthèse en une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante transforme la lumière, l’eau et le dioxyde de carbone en glucose et en oxygène.',
};
const GOOD_ANSWER = 'Grâce à la lumière, la plante transforme l’eau et le dioxyde de carbone en glucose et elle rejette de l’oxygène.';

async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('evaluation of open answers in the browser', () => {
  const { newPage } = useBrowser();

  it('scores a student’s open answer for the student and the teacher; the teacher’s own score stands apart', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code } = await teacherWithSession(teacher, [QUESTION]);

    // The teacher starts the session and opens the question from the live screen.
    await teacher.goto(`/teacher/sessions/${sessionId}/live`);
    await teacher.getByText('Connecté', { exact: true }).waitFor();
    await teacher.getByRole('button', { name: 'Démarrer la session' }).click();
    await expect.poll(() => teacher.getByRole('button', { name: 'Question suivante' }).isEnabled()).toBe(true);
    await teacher.getByRole('button', { name: 'Question suivante' }).click();
    await teacher.getByRole('heading', { name: 'Photosynthèse' }).waitFor();

    // A student joins on a phone and answers.
    const student = await newPage({ viewport: PHONE });
    await student.goto('/student/join');
    await student.getByLabel('Code de session').fill(code);
    await student.getByLabel('Nom complet').fill('Alice Martin');
    await student.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.waitForURL('**/student/session/**');
    await student.getByRole('heading', { name: 'Photosynthèse' }).waitFor();
    await student.getByLabel('Votre réponse').fill(GOOD_ANSWER);
    await student.getByRole('button', { name: 'Envoyer ma réponse' }).click();

    // Scored within about a second: the student reads the score, its band and the comment.
    const verdict = student.locator(ANSWER_VERDICT, { hasText: 'Score :' });
    await verdict.waitFor({ timeout: 10_000 });
    const [, scoreText, band] = /^Score : (\d+)\/100 — (\S+)$/.exec(await textOf(student, ANSWER_VERDICT))!;
    const score = Number(scoreText);
    // A good answer: the model answer's ideas, in other words.
    expect(score).toBeGreaterThanOrEqual(70);
    expect(band).toBe(score >= 90 ? 'Excellent' : 'Bon');
    await student.getByRole('heading', { name: 'Commentaire' }).waitFor();
    const comment = ((await student.getByRole('heading', { name: 'Commentaire' }).locator('xpath=following-sibling::p').textContent()) ?? '').trim();
    expect(comment.length).toBeGreaterThan(0);
    await expectAccessible(student);

    // The teacher's live screen shows the same score next to the answer, as it arrives.
    const liveAnswer = teacher.locator('.open-answer', { hasText: 'Alice Martin' });
    await liveAnswer.locator('.score-band').waitFor({ timeout: 10_000 });
    expect(await liveAnswer.locator('.score-band').textContent()).toBe(`${band} · ${score}`);

    // On the session page, the teacher opens the answers: the score, its band and the comment.
    await teacher.goto(`/teacher/sessions/${sessionId}`);
    const card = teacher.getByRole('region', { name: 'Évaluation des réponses ouvertes' });
    await card.getByText('Évaluation automatique active : Évaluateur français intégré').waitFor();
    await teacher.getByRole('button', { name: 'Réponses à la question Photosynthèse' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Réponses : Photosynthèse' });
    const answer = dialog.getByRole('article', { name: 'Alice Martin' });
    await answer.getByText(GOOD_ANSWER, { exact: true }).waitFor();
    await answer.getByText(`Note automatique : ${score} (${band})`, { exact: true }).waitFor();
    await answer.getByText(comment).waitFor();
    await dialog.getByText('1 réponse · 1 évaluée (100\u00a0%) · 0 en attente', { exact: false }).waitFor();
    await expectAccessible(teacher);

    // The teacher's own score: shown as theirs, the automatic one still beside it (the form opens on demand).
    await answer.getByRole('button', { name: 'Noter', exact: true }).click();
    await answer.getByLabel('Votre note (0 à 100)').fill('45');
    await answer.getByRole('button', { name: 'Enregistrer' }).click();
    await answer.getByText("Note de l'enseignant : 45 (Insuffisant)", { exact: true }).waitFor();
    expect(await answer.getByText(`Note automatique : ${score} (${band})`, { exact: true }).count()).toBe(1);
    await dialog.getByText('moyenne 45 / 100', { exact: false }).waitFor();
    // The student sees it live: the teacher's score is the one that counts.
    await student.locator(ANSWER_VERDICT, { hasText: 'Score : 45/100 — Insuffisant' }).waitFor();

    // Evaluate-all runs and reports: nothing was left waiting.
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await card.getByRole('button', { name: 'Évaluer toutes les réponses ouvertes' }).click();
    await card.getByText('Aucune réponse ouverte en attente d’évaluation.').waitFor();
    expect(await card.getByRole('button', { name: 'Évaluer toutes les réponses ouvertes' }).isEnabled()).toBe(true);

    // Taking the teacher's score back: the automatic one counts again, for the student too.
    await teacher.getByRole('button', { name: 'Réponses à la question Photosynthèse' }).click();
    await answer.getByRole('button', { name: 'Noter', exact: true }).click();
    await answer.getByRole('button', { name: 'Retirer ma note' }).click();
    await expect.poll(() => answer.getByText(/Note de l'enseignant/).count()).toBe(0);
    await student.locator(ANSWER_VERDICT, { hasText: `Score : ${score}/100 — ${band}` }).waitFor();
    await answer.getByLabel('Votre note (0 à 100)').fill('60');
    await answer.getByRole('button', { name: 'Enregistrer' }).click();
    await answer.getByText("Note de l'enseignant : 60 (Moyen)", { exact: true }).waitFor();

    // Once the session has ended, the student's statistics show the score and the comment.
    expect((await teacher.request.patch(`/api/sessions/${sessionId}/status`, { data: { status: 'ended' } })).status()).toBe(200);
    await student.waitForURL('**/student/join');
    await student.getByRole('link', { name: 'Voir mes résultats' }).click();
    await student.waitForURL('**/stats');
    const feedbackScore = student.locator('.feedback-score');
    await feedbackScore.waitFor();
    expect(await textOf(student, '.feedback-score')).toBe('Score : 60/100 · Moyen');
    await student.getByText(comment).waitFor();
  });
});
