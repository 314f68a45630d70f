import { describe, expect, it } from 'vitest';
import { expectAccessible, uniqueEmail, useBrowser } from './support/browser';

describe('teacher accounts in the browser', () => {
  const { newPage } = useBrowser();

  it('registers, sees the welcome card, reaches the dashboard, logs out and logs back in', async () => {
    const page = await newPage();
    const email = uniqueEmail();
    await page.goto('/teacher/login');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await page.getByLabel('Nom complet').fill('  Hélène Dupont ');
    await page.getByLabel('Email').fill(` ${email} `);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await page.getByLabel('Confirmer le mot de passe').fill('secret123');
    // The welcome card's 2 s start after the click, so they are counted from it: the moment the
    // test sees the card can come later on a loaded machine.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Bienvenue, Hélène Dupont !' }).isVisible()).toBe(true);
    await page.waitForURL('**/teacher/dashboard');
    expect(Date.now() - clickedAt).toBeGreaterThan(1_900);
    await page.getByRole('heading', { name: 'Mes Sessions' }).waitFor();
    await page.getByText('Hélène Dupont').first().waitFor();

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('ciar_teacher'))).toBeNull();

    // Guarded: without a stored teacher the dashboard sends to the login page.
    await page.goto('/teacher/dashboard');
    await page.waitForURL('**/teacher/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/teacher/dashboard');

    // Already logged in: the login page goes straight to the dashboard.
    await page.goto('/teacher/login');
    await page.waitForURL('**/teacher/dashboard');
  });

  it('shows every validation message of the login form, and the server’s message', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/teacher/login');
    const alert = page.getByRole('alert');
    const submit = page.getByRole('button', { name: 'Se connecter' });

    await submit.click();
    expect(await alert.textContent()).toBe('Veuillez saisir votre email');
    await page.getByLabel('Email').fill('quelquun@ecole.fr');
    await submit.click();
    expect(await alert.textContent()).toBe('Veuillez saisir votre mot de passe');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais');
    await submit.click();
    await expect.poll(() => alert.textContent()).toBe('Email ou mot de passe incorrect.');

    // The toggle clears the fields and the error.
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    expect(await alert.count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    const create = page.getByRole('button', { name: 'Créer mon compte' });
    await create.click();
    expect(await alert.textContent()).toBe('Veuillez saisir votre nom');
    await page.getByLabel('Nom complet').fill('Jean');
    await page.getByLabel('Email').fill('jean@ecole.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('12345');
    await create.click();
    expect(await alert.textContent()).toBe('Le mot de passe doit contenir au moins 6 caractères');
    await page.getByLabel('Mot de passe', { exact: true }).fill('123456');
    await page.getByLabel('Confirmer le mot de passe').fill('654321');
    await create.click();
    expect(await alert.textContent()).toBe('Les mots de passe ne correspondent pas');
  });

  it('has no serious accessibility violation on the landing and login pages', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Bienvenue sur CIAR' }).waitFor();
    for (const feature of ['Temps réel', 'Statistiques', 'Responsive']) {
      await page.getByRole('heading', { name: feature }).waitFor();
    }
    await expectAccessible(page);
    await page.goto('/teacher/login');
    await page.getByRole('heading', { name: 'Connexion enseignant' }).waitFor();
    await expectAccessible(page);
  });

  it('shows a French 404 page for an unknown address', async () => {
    const page = await newPage();
    await page.goto('/nulle-part');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
  });
});
