import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { readDownload, registerTeacher } from './support/teacher';

async function startQuestion(page: Page, title: string, content: string) {
  await page.getByRole('link', { name: 'Ajouter une question' }).click();
  await page.waitForURL('**/questions/create');
  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Énoncé').fill(content);
}

async function saveQuestion(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/teacher\/sessions\/[^/]+$/);
  await page.getByRole('heading', { name: title, level: 3 }).waitFor();
}

const importFile = {
  questions: [
    {
      title: 'Importée : capitale de l’Italie',
      content: 'Quelle est la capitale de l’Italie ?',
      type: 'multiple_choice',
      timeLimit: 30,
      options: [{ text: 'Rome' }, { text: 'Milan' }],
      correctAnswer: '0',
    },
    { title: 'Importée : la Terre est ronde', content: 'Vrai ou faux ?', type: 'true_false', timeLimit: 20, options: [{ text: 'Vrai' }, { text: 'Faux' }], correctAnswer: '0' },
    { title: 'Importée : votre humeur', content: 'Comment allez-vous ?', type: 'rating', timeLimit: 15, ratingScale: { min: 1, max: 3, labels: [] } },
    { title: '', content: 'Sans titre', type: 'open_ended', timeLimit: 60 },
  ],
};

describe('teacher workspace in the browser', () => {
  const { newPage } = useBrowser();

  it('creates a session, writes, edits, imports, exports and deletes questions, then deletes the session', async () => {
    const page = await newPage();
    await registerTeacher(page, 'Marie Curie');

    await page.getByText('Aucune session créée pour le moment.').waitFor();
    await expectAccessible(page);

    // A new session, named in the dialog, opens its management page.
    await page.getByRole('button', { name: 'Créer ma première session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle session' });
    await dialog.getByLabel('Nom de la session').fill('Sciences e2e');
    await dialog.getByRole('button', { name: 'Créer la session' }).click();
    await page.waitForURL(/\/teacher\/sessions\/[^/]+$/);
    // The new screen's heading takes the focus, so a screen reader says where the teacher is (decision 220).
    const sessionTitle = page.getByRole('heading', { name: 'Sciences e2e', level: 1 });
    await expect.poll(() => sessionTitle.evaluate((heading) => heading === document.activeElement)).toBe(true);
    const code = await page.locator('.session-info-code').textContent();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await page.getByLabel('Lien de participation').inputValue()).toMatch(new RegExp(`/quiz/${code}$`));
    await expectAccessible(page);

    // One question of each type.
    await startQuestion(page, 'Capitale de la France', 'Quelle est la capitale de la **France** ?');
    await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Lyon');
    await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Paris');
    await page.getByRole('radio', { name: 'Bonne réponse, option 2' }).check();
    await page.getByLabel('Explication de l’option 2 (facultative, Markdown)').fill('Capitale depuis le *Moyen Âge*.');
    await saveQuestion(page, 'Créer la question', 'Capitale de la France');

    await startQuestion(page, 'Photosynthèse', 'Les plantes produisent de l’oxygène.');
    await page.getByLabel('Type de question').selectOption('true_false');
    expect(await page.getByRole('textbox', { name: 'Option 1', exact: true }).inputValue()).toBe('Vrai');
    await page.getByRole('radio', { name: 'Bonne réponse, option 1' }).check();
    await saveQuestion(page, 'Créer la question', 'Photosynthèse');

    await startQuestion(page, 'Cycle de l’eau', 'Expliquez le cycle de l’eau.');
    await page.getByLabel('Type de question').selectOption('open_ended');
    await page.getByLabel('Réponse modèle (Markdown, facultative)').fill('L’eau **s’évapore** puis retombe.');
    await page.locator('.question-preview strong', { hasText: 's’évapore' }).waitFor();
    await saveQuestion(page, 'Créer la question', 'Cycle de l’eau');

    await startQuestion(page, 'Votre avis', 'Comment était la séance ?');
    await page.getByLabel('Type de question').selectOption('rating');
    expect(await page.getByLabel('Libellé pour 3').inputValue()).toBe('Neutre');
    await page.getByLabel('Temps limite (secondes)').fill('45');
    await saveQuestion(page, 'Créer la question', 'Votre avis');
    await page.getByRole('heading', { name: 'Questions (4)' }).waitFor();

    // Edit one.
    await page.getByRole('link', { name: 'Modifier la question Votre avis' }).click();
    await page.waitForURL('**/edit');
    const title = page.getByLabel('Titre');
    await expect.poll(() => title.inputValue()).toBe('Votre avis');
    expect(await page.getByLabel('Temps limite (secondes)').inputValue()).toBe('45');
    await title.fill('Votre avis sur la séance');
    await saveQuestion(page, 'Sauvegarder', 'Votre avis sur la séance');

    // The template downloads under its name.
    await page.getByRole('button', { name: 'Importer (JSON ou GIFT)' }).click();
    const modal = page.getByRole('dialog', { name: 'Importer des questions (JSON ou GIFT)' });
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Télécharger le modèle' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('ciar-questions-template.json');
    expect(JSON.parse(await readDownload(template)).questions.length).toBeGreaterThan(0);

    // Import three good questions and a bad one.
    await modal.getByLabel('Choisir un fichier JSON ou GIFT').setInputFiles({
      name: 'mes-questions.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(importFile)),
    });
    await modal.getByText('Fichier sélectionné').waitFor();
    await modal.getByRole('button', { name: 'Importer', exact: true }).click();
    const result = modal.getByRole('status', { name: 'Import réussi!' });
    await result.waitFor();
    expect(await result.textContent()).toContain('3/4');
    expect(await result.getByRole('list', { name: 'Erreurs (1)' }).textContent()).toMatch(/Question 4/);
    expect(await result.getByRole('list', { name: 'Questions importées (3)' }).getByRole('listitem').count()).toBe(3);
    // The list behind refreshes 2 s after the import.
    await page.getByRole('heading', { name: 'Questions (7)' }).waitFor({ timeout: 10_000 });
    await modal.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });

    // Export: a JSON file named after the session.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter les questions' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^questions-.*\.json$/);
    const file = JSON.parse(await readDownload(exported));
    expect(file.questions).toHaveLength(7);
    expect(file.questions.map((q: { title: string }) => q.title)).toContain('Votre avis sur la séance');

    // Delete a question, with its confirmation.
    await page.getByRole('button', { name: 'Supprimer la question Photosynthèse' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la question' });
    expect(await confirm.textContent()).toContain('« Photosynthèse »');
    await confirm.getByRole('button', { name: 'Supprimer la question' }).click();
    await page.getByRole('heading', { name: 'Questions (6)' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Photosynthèse', level: 3 }).count()).toBe(0);

    // Back on the dashboard, the session is listed with its questions, then deleted.
    await page.getByRole('link', { name: 'Tableau de bord' }).click();
    await page.waitForURL('**/teacher/dashboard');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sciences e2e' }) });
    await card.waitFor();
    expect(await card.textContent()).toContain(code!);
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Supprimer la session Sciences e2e' }).click();
    const deletion = page.getByRole('alertdialog', { name: 'Supprimer la session' });
    expect(await deletion.textContent()).toContain('« Sciences e2e »');
    await deletion.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Aucune session créée pour le moment.').waitFor();
  });

  it('starts and stops a session from the dashboard, and steers it from its page', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await registerTeacher(page, 'Louis Pasteur');
    await page.getByRole('button', { name: 'Nouvelle session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Créer la session' }).click();
    await page.waitForURL(/\/teacher\/sessions\/[^/]+$/);

    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await page.getByRole('button', { name: 'Reprendre' }).waitFor();
    await page.getByRole('switch', { name: 'Mode autonome' }).check();
    await expect.poll(() => page.locator('.session-info').textContent()).toContain('Autonome');
    await page.getByRole('switch', { name: 'Timer activé' }).uncheck();
    await expect.poll(() => page.locator('.session-info').textContent()).toContain('Désactivé');
    await page.getByRole('button', { name: 'Reprendre' }).click();

    await page.getByRole('link', { name: 'Tableau de bord' }).click();
    const card = page.locator('.session-card').first();
    await card.getByRole('link', { name: /Session Live/ }).waitFor();
    expect(await card.getByRole('button', { name: /Supprimer/ }).count()).toBe(0);
    await card.getByRole('button', { name: /Arrêter/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Arrêter la session' }).click();
    await card.getByText('Session terminée').waitFor();
    await card.getByRole('button', { name: /Supprimer/ }).waitFor();
  });
});
