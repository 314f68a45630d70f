/**
 * A new version deployed during a lesson (decision 122): tabs opened on the old one ask for
 * chunks that no longer exist. The app reloads itself once, keeps what the user was doing and
 * shows the new screen; when the chunk stays missing it says so with « Réessayer » instead of
 * a blank screen, and does not reload again.
 */
import { mkdtempSync, renameSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './support/browser';
import { makeDeployment, startDeployment, type Deployment, type RunningApp } from './support/deployment';
import { freePort } from '../packages/server/src/testing/processes';

/** Counts the documents a page loaded (the first visit included). */
function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on('load', () => {
    counter.loads += 1;
  });
  return counter;
}

describe('a tab that outlives its deployment', () => {
  const { newPage } = useBrowser();
  const deployments: Deployment[] = [];
  let dataDir = '';
  let port = 0;
  let running: RunningApp | undefined;
  let current: Deployment | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ciar-deploy-data-'));
    port = await freePort();
    deployments.push(makeDeployment(), makeDeployment('v2'));
    current = deployments[0]!;
    running = await startDeployment(current, port, dataDir);
  });
  afterAll(async () => {
    await running?.stop();
    for (const deployment of deployments) rmSync(deployment.folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function deploy(deployment: Deployment) {
    await running!.stop();
    current = deployment;
    running = await startDeployment(deployment, port, dataDir);
  }

  it('reloads a student’s and a teacher’s tab once onto the new version, on the screen they were going to', async () => {
    const url = running!.url;
    const teacher = await newPage({ origin: url });
    await teacher.goto(`${url}/`);
    const registered = await teacher.request.post(`${url}/api/auth/teacher/register`, {
      data: { name: 'Hélène Dupont', email: uniqueEmail(), password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    const { teacher: account } = await registered.json();
    await teacher.evaluate((stored) => localStorage.setItem('ciar_teacher', JSON.stringify(stored)), account);
    const { session } = await (await teacher.request.post(`${url}/api/sessions`, { data: { name: 'Cours de physique' } })).json();
    expect((await teacher.request.patch(`${url}/api/sessions/${session.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
    await teacher.goto(`${url}/teacher/sessions/${session.id}`);
    await teacher.getByRole('link', { name: 'Ajouter une question' }).waitFor();
    const teacherLoads = countLoads(teacher);

    const student = await newPage({ viewport: { width: 360, height: 740 }, origin: url });
    await student.goto(`${url}/student/join`);
    // The old code has taken over the join form's HTML shell (decision 124): on a busy machine
    // the deployment could otherwise come before it, and the tab would not run the old code.
    await student.locator('#page-shell').waitFor({ state: 'detached' });
    await student.getByLabel('Code de session').fill(session.code);
    await student.getByLabel('Nom complet').fill('Lina Martin');
    const studentLoads = countLoads(student);

    await deploy(deployments[1]!);

    // Both tabs still run the old code, whose next screens are gone from the server.
    await student.getByRole('button', { name: 'Rejoindre la session' }).click();
    await student.waitForURL(`**/student/session/${session.id}`);
    await student.getByText('Connecté', { exact: true }).waitFor();
    await teacher.getByRole('link', { name: 'Ajouter une question' }).click();
    await teacher.getByRole('heading', { name: 'Nouvelle question', level: 1 }).waitFor();
    expect(teacher.url()).toBe(`${url}/teacher/sessions/${session.id}/questions/create`);

    for (const [page, counter] of [[student, studentLoads], [teacher, teacherLoads]] as const) {
      expect(counter.loads).toBe(1);
      const scripts = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
      expect(scripts.every((src) => src?.includes('v2'))).toBe(true);
    }
    // The student is still the student who joined: the live page knows their name.
    expect(await student.evaluate(() => JSON.stringify(localStorage))).toContain('Lina Martin');
    expect(await student.getByRole('alert').count()).toBe(0);
  });

  it('says so with « Réessayer » when the chunk stays missing, after one automatic reload only', async () => {
    const url = running!.url;
    const assets = path.join(current!.webDist, 'assets');
    const loginChunk = readdirSync(assets).find((name) => /^LoginPage-.*\.js$/.test(name))!;
    renameSync(path.join(assets, loginChunk), path.join(assets, `${loginChunk}.disparu`));
    try {
      const page = await newPage({ origin: url });
      await page.goto(`${url}/`);
      await page.getByRole('heading', { name: 'Bienvenue sur CIAR', level: 1 }).waitFor();
      const loads = countLoads(page);
      await page.getByRole('link', { name: 'Espace enseignant' }).click();
      await page.getByRole('heading', { name: 'Impossible de charger la page' }).waitFor();
      expect(page.url()).toBe(`${url}/teacher/login`);
      expect(loads.loads).toBe(1);
      expect(await page.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);

      // Once the file is back (the server recovered), « Réessayer » shows the screen.
      renameSync(path.join(assets, `${loginChunk}.disparu`), path.join(assets, loginChunk));
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await page.getByLabel('Email').waitFor();
      expect(loads.loads).toBe(2);
    } finally {
      rmSync(path.join(assets, `${loginChunk}.disparu`), { force: true });
    }
  });
});
