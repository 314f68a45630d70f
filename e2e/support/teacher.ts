import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './browser';

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
