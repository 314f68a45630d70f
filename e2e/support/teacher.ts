/** What several browser tests do as a teacher: open an account, read a downloaded file. */
import type { Download, Page } from 'playwright-core';
import { uniqueEmail } from './browser';

/** Registers a new teacher through the login page and waits for the dashboard. */
export async function registerTeacher(page: Page, name: string): Promise<void> {
  await page.goto('/teacher/login');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret123');
  await page.getByLabel('Confirmer le mot de passe').fill('secret123');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL('**/teacher/dashboard');
}

/** A downloaded file's text (UTF-8). */
export async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
