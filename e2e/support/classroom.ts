/** A teacher's session and students joining it, set up through the API the way the browser tests need. */
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';

/** A phone's viewport, as the class uses it. */
export const PHONE = { width: 360, height: 740 };

/** Where a student's phone shows the verdict of an open answer (score and band, or « en cours de vérification »). */
export const ANSWER_VERDICT = '.answer-result .answer-verdict';

export interface TeacherSetup {
  page: Page;
  sessionId: string;
  code: string;
  questionIds: string[];
}

/** A registered teacher with a session and its questions, created through the API from the page (same cookie). */
export async function teacherWithSession(page: Page, questions: unknown[], name = 'Sciences — 5e A'): Promise<TeacherSetup> {
  await page.goto('/');
  const registered = await page.request.post('/api/auth/teacher/register', {
    data: { name: 'Hélène Dupont', email: uniqueEmail(), password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const { teacher } = await registered.json();
  await page.evaluate((stored) => localStorage.setItem('ciar_teacher', JSON.stringify(stored)), teacher);

  const created = await page.request.post('/api/sessions', { data: { name } });
  expect(created.status()).toBe(201);
  const { session } = await created.json();
  const questionIds: string[] = [];
  for (const question of questions) {
    const response = await page.request.post('/api/questions', { data: { sessionId: session.id, ...(question as object) } });
    expect(response.status(), await response.text()).toBe(201);
    questionIds.push((await response.json()).question.id);
  }
  return { page, sessionId: session.id, code: session.code, questionIds };
}

export async function joinAsStudent(page: Page, code: string, name: string): Promise<void> {
  await page.goto('/student/join');
  await page.getByLabel('Code de session').fill(code.toLowerCase());
  await page.getByLabel('Nom complet').fill(name);
  await page.getByRole('button', { name: 'Rejoindre la session' }).click();
  await page.waitForURL('**/student/session/**');
  await page.getByText('Connecté', { exact: true }).waitFor();
}

/** The same, with the session started (status active), ready for the first question. */
export async function teacherWithStartedSession(page: Page, questions: unknown[], name = 'Biologie — 4e B'): Promise<TeacherSetup> {
  const setup = await teacherWithSession(page, questions, name);
  expect((await page.request.patch(`/api/sessions/${setup.sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
  return setup;
}

/** A student who joins and answers over the REST API, as a phone would. */
export async function studentAnswers(request: APIRequestContext, code: string, name: string, questionId: string, answer: string) {
  const joined = await request.post('/api/sessions/join', { data: { code, studentName: name } });
  expect(joined.status(), await joined.text()).toBe(200);
  const { student } = await joined.json();
  const answered = await request.post(`/api/questions/${questionId}/respond`, {
    data: { studentId: student.id, answer },
    headers: { 'x-student-token': student.token },
  });
  expect(answered.status(), await answered.text()).toBe(201);
}
