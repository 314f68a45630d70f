/**
 * A hostile class in a real browser: a teacher's session, questions, options, explanations and
 * model answer full of HTML, script, SVG, `javascript:` and `data:` links; a student whose
 * name is an `<img onerror>`; an open answer carrying HTML; an evaluator whose feedback
 * carries HTML (an OpenAI-compatible provider on loopback that answers so). Every teacher and
 * student screen shows all of it as text: no script runs (`window.__xss` stays unset, no
 * dialog opens, the Content-Security-Policy reports no blocked attempt) and the DOM holds no
 * event-handler attribute and no `javascript:`/`data:` address. The app runs in its own
 * process here, built as in production, because the evaluator is part of the attack.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { freePort } from '../packages/server/src/testing/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PHONE = { width: 360, height: 740 };

const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const SVG = '<svg onload="window.__xss=1"><circle r="9"/></svg>';
/** Markdown that a renderer with raw HTML, or without URL filtering, would turn into script. */
const MARKDOWN = [
  '**Gras** et *italique*.',
  IMG,
  SCRIPT,
  SVG,
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">lien HTML</a>',
  '[lien piégé](javascript:window.__xss=1) [majuscules](JaVaScRiPt:alert(1)) [encodé](jav&#x61;script:alert(1))',
  '[fichier](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(1))',
  '![image piégée](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=)',
  '<javascript:alert(1)>',
  '[référence][piege]',
  '',
  '[piege]: javascript:alert(1)',
].join('\n\n');
const NAME = '<img src=x onerror=window.__xss=1>';
const SESSION_NAME = '<svg onload=alert(1)> Cours <img src=x onerror=alert(1)>';
const TITLE = (label: string) => `${label} <img src=x onerror=alert(1)>`;
const OPEN_ANSWER = `<img src=x onerror="window.__xss=1"> ${SCRIPT} [clic](javascript:alert(1)) la lumière`;
const FEEDBACK = `<img src=x onerror="window.__xss=1"> <b>commentaire</b> [lien](javascript:alert(1)) ${SCRIPT}`;

const QUESTIONS = [
  {
    title: TITLE('Choix'),
    content: MARKDOWN,
    type: 'multiple_choice',
    timeLimit: 300,
    options: [
      { text: `${IMG} Paris`, explication: MARKDOWN },
      { text: `${SVG} Lyon`, explication: '[lien](javascript:alert(1))' },
    ],
    correctAnswer: '0',
  },
  { title: TITLE('Ouverte'), content: MARKDOWN, type: 'open_ended', timeLimit: 300, proposition: `La lumière. ${MARKDOWN}` },
  {
    title: TITLE('Note'),
    content: MARKDOWN,
    type: 'rating',
    timeLimit: 300,
    ratingScale: { min: 1, max: 3, labels: [IMG, SCRIPT, '<a href="javascript:alert(1)">trois</a>'] },
  },
];

/** Set in every page before the app loads: what a successful attack or a blocked one leaves behind. */
function instrument() {
  const w = window as unknown as { __cspViolations: string[]; __scanXss: () => string[]; __printScan: string[] | null };
  w.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  w.__scanXss = () => {
    const problems: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push('window.__xss was set');
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`<${element.tagName.toLowerCase()} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value)) {
          problems.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
    for (const element of Array.from(document.querySelectorAll('iframe, object, embed, base, foreignObject'))) {
      problems.push(`<${element.tagName.toLowerCase()}>`);
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src || new URL(script.src).origin !== location.origin) problems.push(`<script ${script.src || 'inline'}>`);
    }
    return problems;
  };
  // The print view lives only while printing: it is checked at that moment.
  w.__printScan = null;
  window.print = () => {
    w.__printScan = document.querySelector('.results-print') ? w.__scanXss() : ['no print view'];
  };
}

/** A chat-completions server on loopback whose every evaluation carries HTML in its feedback. */
async function hostileEvaluator(): Promise<{ server: Server; baseUrl: string }> {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-xss',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'modele-xss',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ score: 55, feedback: FEEDBACK }) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

describe('hostile content on every screen', () => {
  const { newPage } = useBrowser();
  let app: ChildProcess | undefined;
  let evaluator: Server | undefined;
  let dataDir: string | undefined;
  let url = '';
  let log = '';

  beforeAll(async () => {
    const hostile = await hostileEvaluator();
    evaluator = hostile.server;
    dataDir = mkdtempSync(path.join(tmpdir(), 'ciar-xss-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        EVALUATION_PROVIDER: 'openai',
        EVALUATION_BASE_URL: hostile.baseUrl,
        EVALUATION_MODEL: 'modele-xss',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout!.on('data', (chunk) => (log += chunk));
    app.stderr!.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`The app exited early:\n${log}`);
      if (Date.now() > deadline) throw new Error(`The app did not answer within 60 s:\n${log}`);
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((r) => app!.once('exit', r));
      app.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => evaluator?.close(r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser profile on this test's app, with every dialog recorded (and dismissed). */
  async function hostilePage(options: { viewport?: { width: number; height: number } } = {}) {
    // This suite's own app (with the hostile evaluator), not the shared one.
    const page = await newPage({ ...options, origin: url });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(instrument);
    return { page, dialogs };
  }

  /**
   * Nothing ran, nothing was blocked, nothing dangerous sits in the DOM. `shown` is on screen
   * as text first; with `markdown`, the teacher's Markdown has been rendered (it loads lazily,
   * plain text showing meanwhile), so the renderer itself is what is checked.
   */
  async function expectInert({ page, dialogs }: { page: Page; dialogs: string[] }, where: string, shown?: string, markdown = false) {
    if (shown) await page.getByText(shown, { exact: false }).first().waitFor();
    if (markdown) await page.locator('strong', { hasText: 'Gras' }).first().waitFor();
    const state = await page.evaluate(() => {
      const w = window as unknown as { __scanXss: () => string[]; __cspViolations: string[] };
      return { problems: w.__scanXss(), violations: w.__cspViolations };
    });
    expect(state.problems, where).toEqual([]);
    expect(state.violations, `${where}: blocked by the Content-Security-Policy`).toEqual([]);
    expect(dialogs, where).toEqual([]);
  }

  /** The evaluator's feedback is shown as the characters it sent. */
  async function expectFeedbackAsText(page: Page) {
    await page.getByText('<b>commentaire</b>', { exact: false }).first().waitFor({ timeout: 5_000 });
  }

  it('sends a Content-Security-Policy that forbids inline script with every page', async () => {
    for (const pathname of ['/', '/teacher/dashboard', '/student/join', '/quiz/ABCDEF']) {
      const response = await fetch(`${url}${pathname}`);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives.get('script-src'), pathname).toEqual(["'self'"]);
      expect(directives.get('object-src'), pathname).toEqual(["'none'"]);
      expect(directives.get('base-uri'), pathname).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(directives.get('default-src'), pathname).toEqual(["'self'"]);
    }
  });

  it('shows HTML, script, SVG and dangerous links as inert text to the teacher and the students', { timeout: 240_000 }, async () => {
    // The teacher and two sessions built through the API: one live, one self-paced quiz.
    const teacher = await hostilePage();
    await teacher.page.goto(`${url}/`);
    const registered = await teacher.page.request.post(`${url}/api/auth/teacher/register`, {
      data: { name: '<img src=x onerror=alert(1)> Prof', email: uniqueEmail(), password: 'secret123' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await teacher.page.evaluate((stored) => localStorage.setItem('ciar_teacher', JSON.stringify(stored)), (await registered.json()).teacher);
    const call = async (method: 'POST' | 'PATCH', pathname: string, data: unknown) => {
      const response = await teacher.page.request.fetch(`${url}${pathname}`, { method, data, headers: { origin: url } });
      expect(response.ok(), `${method} ${pathname}: ${await response.text()}`).toBe(true);
      return response.json();
    };
    const sessionWithQuestions = async (name: string) => {
      const { session } = await call('POST', '/api/sessions', { name });
      const ids: string[] = [];
      for (const question of QUESTIONS) ids.push((await call('POST', '/api/questions', { sessionId: session.id, ...question })).question.id);
      return { session: session as { id: string; code: string }, ids };
    };
    const live = await sessionWithQuestions(SESSION_NAME);
    const quiz = await sessionWithQuestions(`${SESSION_NAME} (quiz)`);
    await call('PATCH', `/api/sessions/${quiz.session.id}/autonomous`, { isAutonomous: true });
    await call('PATCH', `/api/sessions/${quiz.session.id}/status`, { status: 'active' });

    await teacher.page.goto(`${url}/teacher/dashboard`);
    await expectInert(teacher, 'dashboard', 'Cours <img src=x onerror=alert(1)>');
    await teacher.page.goto(`${url}/teacher/sessions/${live.session.id}`);
    await expectInert(teacher, 'session page', 'Choix <img src=x onerror=alert(1)>');
    // The open question: its model answer has a Markdown preview.
    await teacher.page.goto(`${url}/teacher/sessions/${live.session.id}/questions/${live.ids[1]}/edit`);
    await expectInert(teacher, 'question edit page', undefined, true);

    // Live: the teacher projects, a student with a hostile name answers the three questions.
    await teacher.page.goto(`${url}/teacher/sessions/${live.session.id}/live`);
    await teacher.page.getByText('Connecté', { exact: true }).waitFor();
    await teacher.page.getByRole('button', { name: 'Démarrer la session' }).click();
    const student = await hostilePage({ viewport: PHONE });
    await student.page.goto(`${url}/student/join`);
    await student.page.getByLabel('Code de session').fill(live.session.code);
    await student.page.getByLabel('Nom complet').fill(NAME);
    await student.page.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.page.waitForURL('**/student/session/**');
    await expectInert(student, 'student waiting', NAME);
    await expectInert(teacher, 'teacher live, student joined');

    await teacher.page.getByRole('button', { name: 'Question suivante' }).click();
    await expectInert(teacher, 'teacher live, choice question', 'Choix <img src=x onerror=alert(1)>', true);
    await student.page.getByRole('heading', { name: TITLE('Choix') }).waitFor();
    await expectInert(student, 'student live, choice question', 'lien piégé', true);
    await student.page.getByRole('radio', { name: `${IMG} Paris` }).check();
    await student.page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.page.getByText('Bonne réponse !').waitFor();
    await expectInert(student, 'student live, choice feedback', 'Bonne réponse !', true);

    await teacher.page.getByRole('button', { name: 'Question suivante' }).click();
    await student.page.getByRole('heading', { name: TITLE('Ouverte') }).waitFor();
    await student.page.getByLabel('Votre réponse').fill(OPEN_ANSWER);
    await student.page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await student.page.getByRole('heading', { name: 'Proposition de réponse' }).waitFor();
    // The hostile evaluator's feedback arrives live, as text.
    await expectInert(student, 'student live, open answer evaluated', 'commentaire', true);
    await expectFeedbackAsText(student.page);
    await expectInert(teacher, 'teacher live, open answers', '<img src=x onerror="window.__xss=1">');

    await teacher.page.getByRole('button', { name: 'Question suivante' }).click();
    await student.page.getByRole('heading', { name: TITLE('Note') }).waitFor();
    await expectInert(student, 'student live, rating question', '<script>window.__xss=1;alert(1)</script>', true);
    await student.page.getByRole('radio').first().check();
    await student.page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expectInert(teacher, 'teacher live, rating question', '<a href="javascript:alert(1)">trois</a>');

    // Afterwards: the student's own statistics and the join page listing the saved session.
    await student.page.goto(`${url}/student/session/${live.session.id}/stats`);
    await student.page.getByRole('heading', { name: 'Mes statistiques' }).waitFor();
    await expectInert(student, 'student statistics', 'commentaire', true);
    await expectFeedbackAsText(student.page);
    await student.page.goto(`${url}/student/join`);
    await expectInert(student, 'student join page with the saved session', 'Cours <img src=x onerror=alert(1)>');

    // The teacher ends the session: statistics, ranking and the print view.
    await call('PATCH', `/api/sessions/${live.session.id}/status`, { status: 'ended' });
    await teacher.page.goto(`${url}/teacher/sessions/${live.session.id}`);
    const results = teacher.page.getByRole('region', { name: 'Résultats' });
    await results.getByRole('button', { name: 'Statistiques' }).click();
    const statsDialog = teacher.page.getByRole('dialog', { name: 'Statistiques de la session' });
    await statsDialog.getByText('Taux de réussite global').waitFor();
    await expectInert(teacher, 'statistics modal', `${IMG} Paris`);
    await statsDialog.getByRole('button', { name: 'Fermer' }).last().click();
    await results.getByRole('button', { name: 'Classement' }).click();
    await teacher.page.getByRole('table', { name: 'Classement des étudiants' }).waitFor();
    await expectInert(teacher, 'ranking modal', NAME);
    await teacher.page.getByRole('dialog', { name: 'Classement des étudiants' }).getByRole('button', { name: 'Fermer' }).last().click();
    await results.getByRole('button', { name: 'Imprimer' }).click();
    await expect.poll(() => teacher.page.evaluate(() => (window as unknown as { __printScan: string[] | null }).__printScan)).toEqual([]);
    await expectInert(teacher, 'after printing');

    // The self-paced quiz, by another student with the same hostile name.
    const quizzer = await hostilePage({ viewport: PHONE });
    await quizzer.page.goto(`${url}/quiz/${quiz.session.code}`);
    const welcome = quizzer.page.getByRole('dialog', { name: 'Bienvenue !' });
    await welcome.getByLabel('Nom complet').fill(NAME);
    await welcome.getByRole('button', { name: 'Commencer le quiz' }).click();
    await quizzer.page.getByRole('heading', { name: TITLE('Choix'), level: 2 }).waitFor();
    await expectInert(quizzer, 'quiz, choice question', 'lien piégé');
    await quizzer.page.getByRole('radio', { name: `${SVG} Lyon` }).check();
    await quizzer.page.getByRole('button', { name: 'Valider ma réponse' }).click();
    await quizzer.page.getByText('Réponse enregistrée').waitFor();
    await expectInert(quizzer, 'quiz, choice feedback', 'Gras');
    await quizzer.page.getByRole('heading', { name: TITLE('Ouverte'), level: 2 }).waitFor();
    await quizzer.page.getByLabel('Votre réponse').fill(OPEN_ANSWER);
    await quizzer.page.getByRole('button', { name: 'Valider ma réponse' }).click();
    await quizzer.page.getByText('Réponse modèle').waitFor();
    await expectInert(quizzer, 'quiz, open answer', 'La lumière.');
    await quizzer.page.getByRole('heading', { name: TITLE('Note'), level: 2 }).waitFor();
    await quizzer.page.getByRole('radio').first().check();
    await quizzer.page.getByRole('button', { name: 'Valider ma réponse' }).click();
    await quizzer.page.getByRole('heading', { name: 'Quiz terminé !' }).waitFor();
    await expectInert(quizzer, 'quiz completion');
    await quizzer.page.getByRole('button', { name: 'Voir mes statistiques' }).click();
    await quizzer.page.getByRole('heading', { name: 'Mes statistiques' }).waitFor();
    await expectInert(quizzer, 'quiz statistics', 'commentaire', true);
    await expectFeedbackAsText(quizzer.page);
  });
});
