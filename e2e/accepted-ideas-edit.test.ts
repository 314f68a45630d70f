/**
 * Decision 157, in the browser: the teacher edits « Idées et mots acceptés » in the
 * question form while the class is answering. Saving scores the answers again at once (the
 * student's phone shows the new score), and a line a grade taught while the form was open is
 * kept, not overwritten by the save.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { ANSWER_VERDICT as STATUS, joinAsStudent, PHONE, studentAnswers, teacherWithStartedSession } from './support/classroom';

const METAPHOR = {
  title: 'La métaphore',
  content: 'Qu’est-ce qu’une métaphore ?',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'Une figure de style qui compare deux éléments sans utiliser d’outil de comparaison comme « comme » ou « tel que ».',
};
/** A paraphrase the evaluator misses until it is told these words. */
const PARAPHRASE = 'Une image qui assimile une chose à une autre directement';
const ACCEPTED = 'compare deux éléments / assimile\nsans outil de comparaison / directement';

describe('editing the accepted ideas of an open question, in the browser', () => {
  const { newPage } = useBrowser();

  it('scores the answers again live on save, and keeps a line learned while the form was open', { timeout: 120_000 }, async () => {
    const teacher = await newPage();
    const { sessionId, code, questionIds } = await teacherWithStartedSession(teacher, [METAPHOR], 'Français — 4e C');
    const questionId = questionIds[0]!;
    expect((await teacher.request.patch(`/api/questions/${questionId}/activate`)).status()).toBe(200);

    const alice = await newPage({ viewport: PHONE });
    await joinAsStudent(alice, code, 'Alice Martin');
    await alice.getByRole('heading', { name: 'La métaphore' }).waitFor();
    await alice.getByLabel('Votre réponse').fill(PARAPHRASE);
    await alice.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await alice.locator(STATUS).first().waitFor({ timeout: 15_000 });
    expect(await alice.locator(STATUS, { hasText: 'Excellent' }).count()).toBe(0);
    await studentAnswers(teacher.request, code, 'Bruno Petit', questionId, 'C’est une image frappante qui surprend le lecteur.');

    // The teacher opens the form…
    const form = `/teacher/sessions/${sessionId}/questions/${questionId}/edit`;
    await teacher.goto(form);
    const field = teacher.getByLabel('Idées et mots acceptés (facultatif)');
    await field.waitFor();
    expect(await field.inputValue()).toBe('');

    // …meanwhile a grade above the evaluator teaches the question a line…
    const { question } = await (await teacher.request.get(`/api/questions/${questionId}`)).json();
    const bruno = question.responses.find((r: { studentName: string }) => r.studentName === 'Bruno Petit');
    await expect.poll(async () => (await (await teacher.request.get(`/api/questions/${questionId}`)).json()).question.responses.every((r: { concordanceScore: number | null }) => r.concordanceScore !== null)).toBe(true);
    expect((await teacher.request.patch(`/api/evaluation/override/${questionId}/${bruno.studentId}`, { data: { score: 95 } })).status()).toBe(200);
    const learned = (await (await teacher.request.get(`/api/questions/${questionId}`)).json()).question.acceptedIdeas as string;
    expect(learned).not.toBe('');

    // …and the teacher, who never saw it, saves the form with ideas of their own.
    await field.fill(ACCEPTED);
    await teacher.getByRole('button', { name: 'Sauvegarder' }).click();
    await teacher.waitForURL(`**/teacher/sessions/${sessionId}`);

    // The student's answer is scored again at once, on the phone.
    await alice.locator(STATUS, { hasText: 'Excellent' }).waitFor({ timeout: 15_000 });

    // Both the teacher's lines and the learned one are there.
    await teacher.goto(form);
    await expect.poll(() => field.inputValue()).toBe(`${ACCEPTED}\n${learned}`);
  });
});
