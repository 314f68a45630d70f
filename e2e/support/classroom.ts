/** A class set up through the API, as the browser tests need it: a teacher's session and students who answer. */
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';

/** A registered teacher (logged in on `page`) with a started session holding `questions`. */
export async function teacherWithStartedSession(page: Page, questions: unknown[], name = 'Biologie — 4e B') {
  await page.goto('/');
  const registered = await page.request.post('/api/auth/teacher/register', {
    data: { name: 'Hélène Dupont', email: uniqueEmail(), password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const { teacher } = await registered.json();
  await page.evaluate((stored) => localStorage.setItem('ciar_teacher', JSON.stringify(stored)), teacher);
  const created = await page.request.post('/api/sessions', { data: { name } });
  const { session } = await created.json();
  const questionIds: string[] = [];
  for (const question of questions) {
    const response = await page.request.post('/api/questions', { data: { sessionId: session.id, ...(question as object) } });
    expect(response.status(), await response.text()).toBe(201);
    questionIds.push((await response.json()).question.id);
  }
  expect((await page.request.patch(`/api/sessions/${session.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
  return { sessionId: session.id as string, code: session.code as string, questionIds };
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
