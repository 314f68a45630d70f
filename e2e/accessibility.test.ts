/**
 * docs/product.md#accessibility: axe-core with the WCAG 2.1 A and AA rules on every screen, every dialog and the
 * presenter view, at a phone's 360×740, a projector's 1280×800 and a large 1920×1080 screen:
 * no violation of any impact. One browser, one set of sessions, every screen at each size.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './support/browser';
import { joinAsStudent, studentAnswers, teacherWithSession } from './support/classroom';
import { autonomousSession } from './support/sessions';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const CHOICE = {
  title: 'Quel gaz les plantes rejettent-elles ?',
  content: 'Choisissez **une** réponse.',
  type: 'multiple_choice',
  timeLimit: 300,
  options: ['Dioxygène', 'Dioxyde de carbone', 'Azote', 'Hélium'].map((text) => ({ text, explication: '' })),
  correctAnswer: '0',
};
const OPEN = {
  title: 'Expliquez la photosynthèse',
  content: 'En une phrase.',
  type: 'open_ended',
  timeLimit: 300,
  proposition: 'La plante fabrique du glucose avec la lumière.',
};

/** The violations on the page now, as "rule: help (targets)". */
async function violations(page: Page, where: string): Promise<string[]> {
  // Nothing mid-transition: the page's fonts and pictures are in.
  await page.evaluate(() => document.fonts.ready);
  return (await axeViolations(page, WCAG_21_AA)).map(
    (v) => `${where} — ${v.id} [${v.impact}]: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`,
  );
}

interface Fixture {
  endedId: string;
  liveId: string;
  liveCode: string;
  createdId: string;
  openQuestionId: string;
  choiceQuestionId: string;
  quizCode: string;
}

describe('accessibility of every screen (axe-core, WCAG 2.1 AA)', () => {
  const { newPage } = useBrowser();
  let teacher: Page;
  let fixture: Fixture;

  beforeAll(async () => {
    teacher = await newPage();
    // An ended session with answers (statistics, ranking, open answers) …
    const ended = await teacherWithSession(teacher, [CHOICE, OPEN], 'Sciences — 5e A');
    expect((await teacher.request.patch(`/api/sessions/${ended.sessionId}/status`, { data: { status: 'active' } })).status()).toBe(200);
    const [choice, open] = ended.questionIds as [string, string];
    await teacher.request.patch(`/api/questions/${choice}/activate`);
    await studentAnswers(teacher.request, ended.code, 'Gabriel Fontaine', choice, '0');
    await studentAnswers(teacher.request, ended.code, 'Inès Moreau', choice, '1');
    await teacher.request.patch(`/api/questions/${open}/activate`);
    await studentAnswers(teacher.request, ended.code, 'Lucas Petit', open, 'La plante utilise la lumière.');
    expect((await teacher.request.patch(`/api/sessions/${ended.sessionId}/status`, { data: { status: 'ended' } })).status()).toBe(200);
    // … a running one with its first question open, and one not started (same teacher).
    const live = (await (await teacher.request.post('/api/sessions', { data: { name: 'Biologie — 4e B' } })).json()).session;
    const ids: string[] = [];
    for (const question of [CHOICE, OPEN]) {
      const created = await teacher.request.post('/api/questions', { data: { sessionId: live.id, ...question } });
      ids.push((await created.json()).question.id);
    }
    expect((await teacher.request.patch(`/api/sessions/${live.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
    await teacher.request.patch(`/api/questions/${ids[0]}/activate`);
    const created = (await (await teacher.request.post('/api/sessions', { data: { name: 'Histoire — 3e C' } })).json()).session;
    // A self-paced quiz, by another teacher (its own page, so this teacher's cookie stays).
    const other = await newPage();
    await other.goto('/');
    const quiz = await autonomousSession(other, [CHOICE]);
    fixture = {
      endedId: ended.sessionId,
      liveId: live.id,
      liveCode: live.code,
      createdId: created.id,
      openQuestionId: open,
      choiceQuestionId: ids[0]!,
      quizCode: quiz.code,
    };
  });

  for (const viewport of VIEWPORTS) {
    it(`has no WCAG 2.1 A/AA violation at ${viewport.width}×${viewport.height}`, { timeout: 300_000 }, async () => {
      const found: string[] = [];
      let checked = 0;
      const size = `${viewport.width}×${viewport.height}`;
      await teacher.setViewportSize(viewport);
      const check = async (where: string) => {
        checked++;
        found.push(...(await violations(teacher, `${size} ${where}`)));
      };
      const dialog = (name: string) => teacher.getByRole('dialog', { name }).or(teacher.getByRole('alertdialog', { name }));
      const closeDialog = async () => {
        await teacher.keyboard.press('Escape');
        await teacher.locator('.modal').first().waitFor({ state: 'detached' });
      };

      // Teacher screens.
      await teacher.goto('/teacher/dashboard');
      await teacher.getByRole('heading', { name: 'Biologie — 4e B' }).waitFor();
      await check('dashboard');
      await teacher.getByRole('button', { name: 'Nouvelle session' }).first().click();
      await dialog('Nouvelle session').waitFor();
      await check('dashboard: dialog Nouvelle session');
      await closeDialog();

      await teacher.goto(`/teacher/sessions/${fixture.createdId}`);
      await teacher.getByRole('heading', { name: 'Histoire — 3e C', level: 1 }).waitFor();
      await check('session (created)');
      await teacher.getByRole('button', { name: 'Importer (JSON ou GIFT)' }).click();
      await dialog('Importer des questions (JSON ou GIFT)').waitFor();
      await check('session: dialog import');
      await closeDialog();
      await teacher.getByRole('button', { name: 'Ajouter depuis mes questions' }).click();
      await dialog('Ajouter depuis mes questions').waitFor();
      await teacher.locator('.modal li').first().waitFor();
      await check('session: dialog question bank');
      await closeDialog();

      await teacher.goto(`/teacher/sessions/${fixture.liveId}`);
      await teacher.getByRole('heading', { name: 'Biologie — 4e B', level: 1 }).waitFor();
      await check('session (active)');
      await teacher.getByRole('button', { name: `Supprimer la question ${OPEN.title}` }).click();
      await teacher.getByRole('alertdialog').waitFor();
      await check('session: dialog delete question');
      await closeDialog();
      await teacher.getByRole('button', { name: 'Arrêter', exact: true }).click();
      await dialog('Arrêter la session').waitFor();
      await check('session: dialog stop');
      await closeDialog();

      await teacher.goto(`/teacher/sessions/${fixture.endedId}`);
      await teacher.getByRole('heading', { name: 'Sciences — 5e A', level: 1 }).waitFor();
      await check('session (ended)');
      await teacher.getByRole('button', { name: 'Statistiques' }).click();
      await dialog('Statistiques de la session').getByRole('heading', { name: `1. ${CHOICE.title}` }).waitFor();
      await check('session: dialog statistics');
      await closeDialog();
      await teacher.getByRole('button', { name: 'Classement' }).click();
      await dialog('Classement des étudiants').getByRole('table').waitFor();
      await check('session: dialog ranking');
      await closeDialog();
      await teacher.getByRole('button', { name: `Réponses à la question ${OPEN.title}` }).click();
      await teacher.locator('.modal').getByText('Lucas Petit').first().waitFor();
      await check('session: dialog open answers');
      await closeDialog();

      await teacher.goto(`/teacher/sessions/${fixture.liveId}/questions/create`);
      await teacher.getByRole('heading', { name: 'Nouvelle question' }).waitFor();
      await check('question create');
      await teacher.getByRole('button', { name: 'Créer la question' }).click();
      await teacher.locator('[aria-invalid="true"]').first().waitFor();
      await check('question create: errors shown');
      await teacher.goto(`/teacher/sessions/${fixture.liveId}/questions/${fixture.choiceQuestionId}/edit`);
      await teacher.getByLabel('Titre').waitFor();
      await check('question edit');

      await teacher.goto(`/teacher/sessions/${fixture.liveId}/live`);
      await teacher.getByRole('heading', { name: CHOICE.title }).first().waitFor();
      await check('live screen');
      await teacher.goto(`/teacher/sessions/${fixture.liveId}/live?presentation`);
      await teacher.getByRole('region', { name: 'Présentation de la session' }).waitFor();
      await teacher.getByRole('heading', { name: CHOICE.title, level: 1 }).waitFor();
      await check('presenter view');

      // Public and student screens, in a profile of their own.
      const visitor = await newPage({ viewport });
      const visit = async (where: string) => {
        checked++;
        found.push(...(await violations(visitor, `${size} ${where}`)));
      };
      for (const [path, heading] of [
        ['/', null],
        ['/teacher/login', null],
        ['/student/join', 'Espace étudiant'],
        ['/test', null],
        ['/page-qui-n-existe-pas', null],
      ] as const) {
        await visitor.goto(path);
        await visitor.locator('#root main').first().waitFor();
        if (heading) await visitor.getByRole('heading', { name: heading }).waitFor();
        await visitor.waitForLoadState('networkidle');
        await visit(path);
      }
      await visitor.goto(`/quiz/${fixture.quizCode}`);
      await visitor.getByRole('dialog').waitFor();
      await visit('quiz: name dialog');
      await visitor.getByRole('dialog').getByLabel('Nom complet').fill(`Nina Roux ${viewport.width}`);
      await visitor.getByRole('dialog').locator('button[type="submit"]').click();
      await visitor.getByRole('heading', { name: CHOICE.title }).waitFor();
      await visit('quiz');

      // Opened again for each size: its 300 s counted from the fixture ran out during the third
      // size on a loaded machine, and a question whose time is up takes no answer.
      expect((await teacher.request.patch(`/api/questions/${fixture.choiceQuestionId}/activate`)).status()).toBe(200);
      await joinAsStudent(visitor, fixture.liveCode, `Élève ${viewport.width}`);
      await visitor.getByRole('heading', { name: CHOICE.title }).waitFor();
      await visit('student live');
      await visitor.getByRole('button', { name: 'Quitter' }).click();
      await visitor.getByRole('alertdialog').waitFor();
      await visit('student live: dialog leave');
      await visitor.getByRole('button', { name: 'Rester' }).click();
      await visitor.getByText('Dioxygène').click();
      await visitor.getByRole('button', { name: 'Envoyer ma réponse' }).click();
      await visitor.locator('.answer-verdict').waitFor();
      await visit('student live: answered');
      await visitor.goto(`/student/session/${fixture.liveId}/stats`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      await visitor.waitForLoadState('networkidle');
      await visit('student statistics');

      console.info(`axe WCAG 2.1 A/AA at ${size}: ${found.length} violation(s) on ${checked} screens and dialogs`);
      expect(checked).toBe(28);
      expect(found).toEqual([]);
    });
  }
});
