/**
 * Bringing and reusing questions in the browser (decisions 140 and 141): a Moodle GIFT file imported through
 * the import modal, a GIFT export whose confirmation counts the rating questions left out, a
 * session duplicated from the dashboard, and two questions added from the question bank.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { readDownload, registerTeacher } from './support/teacher';

async function newSession(page: Page, name: string, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle session' });
  await dialog.getByLabel('Nom de la session').fill(name);
  await dialog.getByRole('button', { name: 'Créer la session' }).click();
  await page.waitForURL(/\/teacher\/sessions\/[^/]+$/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

// As Moodle exports it, with Windows line ends: two good questions, a rating-free true/false,
// a matching question CIAR does not have and a broken one.
const MOODLE_GIFT = [
  '// question: 1  name: Capitale de la France',
  '$CATEGORY: $course$/Géographie',
  '',
  '::Capitale de la France::Quelle est la capitale de la France ? {=Paris#Oui \\: depuis le Moyen Âge. ~Lyon ~Marseille}',
  '',
  '::Capitale de l’Italie::Quelle est la capitale de l’Italie ? {=Rome ~Milan ~Turin}',
  '',
  '::La Loire::La Loire est le plus long fleuve de France. {T}',
  '',
  '::Capitales::Associez chaque pays à sa capitale. {=France -> Paris =Italie -> Rome =Espagne -> Madrid}',
  '',
  '::Fleuves::Quel fleuve traverse Lyon ? {=Rhône ~Seine',
].join('\r\n');

describe('bringing and reusing questions in the browser', () => {
  const { newPage } = useBrowser();

  it('imports a Moodle GIFT file, exports for Moodle, duplicates a session and adds two questions from the bank', async () => {
    const page = await newPage();
    await registerTeacher(page, 'Jeanne Baret');
    await newSession(page, 'Géographie', 'Créer ma première session');

    // Import the .gift file through the same modal as JSON.
    await page.getByRole('button', { name: 'Importer (JSON ou GIFT)' }).click();
    const modal = page.getByRole('dialog', { name: 'Importer des questions (JSON ou GIFT)' });
    await modal.getByLabel('Choisir un fichier JSON ou GIFT').setInputFiles({
      name: 'moodle-geographie.gift',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(`\uFEFF${MOODLE_GIFT}`, 'utf8'),
    });
    await modal.getByText('Fichier sélectionné').waitFor();
    await modal.getByRole('button', { name: 'Importer', exact: true }).click();
    const result = modal.getByRole('status', { name: 'Import réussi!' });
    await result.waitFor();
    expect(await result.textContent()).toContain('3/5');
    const errors = result.getByRole('list', { name: 'Erreurs (2)' }).getByRole('listitem');
    expect(await errors.nth(0).textContent()).toBe(
      'Question 4 (ligne 10, « Capitales ») : les questions d’appariement ne sont pas prises en charge',
    );
    expect(await errors.nth(1).textContent()).toMatch(/^Question 5 \(ligne 12, « Fleuves »\) : la question ne suit pas le format GIFT/);
    const imported = result.getByRole('list', { name: 'Questions importées (3)' }).getByRole('listitem');
    expect(await imported.allTextContents()).toEqual([
      'Capitale de la FranceChoix multiple',
      'Capitale de l’ItalieChoix multiple',
      'La LoireVrai / Faux',
    ]);
    await expectAccessible(page);
    await page.getByRole('heading', { name: 'Questions (3)' }).waitFor({ timeout: 10_000 });
    await modal.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });

    // A rating question has no GIFT form: the export says how many are left out before saving.
    await page.getByRole('link', { name: 'Ajouter une question' }).click();
    await page.waitForURL('**/questions/create');
    await page.getByLabel('Titre').fill('Votre avis');
    await page.getByLabel('Énoncé').fill('Comment était la séance ?');
    await page.getByLabel('Type de question').selectOption('rating');
    await page.getByRole('button', { name: 'Créer la question' }).click();
    await page.getByRole('heading', { name: 'Questions (4)' }).waitFor();
    await page.getByRole('button', { name: 'Exporter pour Moodle (GIFT)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Exporter pour Moodle (GIFT)' });
    expect(await confirm.textContent()).toContain('1 question d’échelle de notation ne sera pas exportée');
    const [gift] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Exporter' }).click()]);
    expect(gift.suggestedFilename()).toMatch(/^questions-geographie-\d{4}-\d{2}-\d{2}-gift\.txt$/);
    const text = await readDownload(gift);
    expect(text).toContain('::Capitale de la France::[markdown]Quelle est la capitale de la France ?');
    expect(text).toContain('// Question « Votre avis » non exportée');

    // Duplicate it from the dashboard.
    await page.getByRole('link', { name: 'Tableau de bord' }).click();
    await page.waitForURL('**/teacher/dashboard');
    await page.getByRole('button', { name: 'Dupliquer la session Géographie' }).click();
    await page.getByText('Session « Géographie (copie) » créée.').waitFor();
    const copyCard = page.locator('.session-card', { has: page.getByRole('heading', { name: 'Géographie (copie)', level: 3 }) });
    await copyCard.waitFor();
    expect(await copyCard.locator('dd').nth(2).textContent()).toBe('4');

    // A new session takes two questions from the bank.
    await newSession(page, 'Révisions', 'Nouvelle session');
    await page.getByRole('button', { name: 'Ajouter depuis mes questions' }).click();
    const bank = page.getByRole('dialog', { name: 'Ajouter depuis mes questions' });
    await bank.getByLabel('Rechercher').fill('CAPITALE italie');
    await bank.getByText('2 questions trouvées').waitFor();
    await bank.getByLabel('Rechercher').fill('capitale');
    await bank.getByText('4 questions trouvées').waitFor();
    await bank.getByRole('checkbox').nth(0).check();
    await bank.getByRole('checkbox').nth(1).check();
    await expectAccessible(page);
    await bank.getByRole('button', { name: 'Ajouter (2)' }).click();
    await bank.waitFor({ state: 'detached' });
    await page.getByText('2 questions ajoutées depuis vos questions.').waitFor();
    await page.getByRole('heading', { name: 'Questions (2)' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Capitale de/), expect.stringMatching(/^Capitale de/)]),
    );
  });
});
