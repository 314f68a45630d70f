import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { fakeApi } from '../../../testing/fake-api';
import { ImportModal } from './ImportModal';

const IMPORT = 'POST /questions/import/s1';

const goodResult = {
  success: true,
  message: 'Import réussi! 3 questions importées sur 4 ; les questions invalides ont été ignorées.',
  imported: 3,
  total: 4,
  errors: ['Question 4 : Le titre est obligatoire'],
  questions: [
    { title: 'Capitale', type: 'multiple_choice' },
    { title: 'Photosynthèse', type: 'true_false' },
    { title: 'Avis', type: 'rating' },
  ],
};

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  const onImported = vi.fn();
  const onClose = vi.fn();
  // Files of the wrong type must reach the component, as they do with "All files" chosen.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ImportModal sessionId="s1" onClose={onClose} onImported={onImported} />
    </QueryClientProvider>,
  );
  const picker = screen.getByLabelText('Choisir un fichier JSON ou GIFT');
  const importButton = screen.getByRole('button', { name: 'Importer' });
  return { api, user, onImported, onClose, picker, importButton };
}

const jsonFile = (content = '{"questions":[]}', name = 'questions.json') => new File([content], name, { type: 'application/json' });

describe('ImportModal', () => {
  it('is a labelled dialog with instructions, a template button and a file picker', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Importer des questions (JSON ou GIFT)' });
    expect(within(dialog).getByRole('button', { name: 'Télécharger le modèle' })).toBeInTheDocument();
    expect(within(dialog).getByText(/téléchargez le modèle/)).toBeInTheDocument();
    expect(within(dialog).getByText(/exportez vos questions au format GIFT/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir un fichier JSON ou GIFT')).toHaveAttribute('accept', 'application/json,.json,.gift,.txt,text/plain');
  });

  it('asks for a file before importing', async () => {
    const { user, importButton, api } = setup();
    await user.click(importButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner un fichier');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file that is not JSON, and one over 5 MB', async () => {
    const { user, picker, importButton, api } = setup();
    await user.upload(picker, new File(['a,b'], 'questions.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner un fichier JSON ou GIFT');

    await user.upload(picker, new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'gros.json', { type: 'application/json' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier est trop volumineux (max 5MB)');
    expect(screen.queryByText(/Fichier sélectionné/)).not.toBeInTheDocument();

    await user.click(importButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner un fichier');
    expect(api.calls).toHaveLength(0);
  });

  it('accepts Moodle GIFT files: .gift without a type, .txt and text/plain', async () => {
    const { user, picker } = setup();
    for (const file of [
      new File(['Vrai ? {T}'], 'moodle.gift', { type: '' }),
      new File(['Vrai ? {T}'], 'moodle.gift', { type: 'application/octet-stream' }),
      new File(['Vrai ? {T}'], 'export.txt', { type: 'text/plain' }),
    ]) {
      await user.upload(picker, file);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText(/Fichier sélectionné/)).toHaveTextContent(file.name);
    }
  });

  it('accepts exactly 5 MB and summarises the file with its size in KB', async () => {
    const { user, picker } = setup();
    await user.upload(picker, new File([new Uint8Array(IMPORT_MAX_BYTES)], 'limite.json', { type: 'application/json' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // fr-FR groups thousands with a narrow no-break space.
    expect(screen.getByText(/Fichier sélectionné/)).toHaveTextContent(/^Fichier sélectionné : limite\.json \(5\s120 KB\)$/);
  });

  it('imports the file as questionsFile, shows the result and refreshes the list 2 s later', async () => {
    const { user, picker, importButton, api, onImported } = setup({ [IMPORT]: { body: goodResult } });
    await user.upload(picker, jsonFile('{"questions":[1,2,3,4]}'));
    expect(screen.getByText(/Fichier sélectionné/)).toHaveTextContent('questions.json (0,02 KB)');
    await user.click(importButton);

    const result = await screen.findByRole('status', { name: 'Import réussi!' });
    expect(result).toHaveTextContent('3/4 questions importées');
    const errors = within(result).getByRole('list', { name: 'Erreurs (1)' });
    expect(errors).toHaveTextContent('Question 4 : Le titre est obligatoire');
    const imported = within(result).getByRole('list', { name: 'Questions importées (3)' });
    expect(within(imported).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CapitaleChoix multiple',
      'PhotosynthèseVrai / Faux',
      'AvisÉchelle de notation',
    ]);

    const sent = api.callsTo(IMPORT)[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('questionsFile') as File).name).toBe('questions.json');

    expect(onImported).not.toHaveBeenCalled();
    await waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    // Timed from the import's sending, which comes before the 2 s start: the moment the test saw
    // the result can come later on a loaded machine.
    expect(Date.now() - api.callsTo(IMPORT)[0]!.at).toBeGreaterThanOrEqual(1_900);
  });

  it('brings the result into the dialog’s view (docs/product.md#accessibility: a phone’s short screen)', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const { user, picker, importButton } = setup({ [IMPORT]: { body: goodResult } });
      await user.upload(picker, jsonFile('{"questions":[1,2,3,4]}'));
      await user.click(importButton);
      const result = await screen.findByRole('status', { name: 'Import réussi!' });
      expect(scrolled).toContain(result);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows a refused import with its errors, and does not refresh', async () => {
    const failed = {
      success: false,
      message: 'Import échoué : aucune question valide sur 1.',
      imported: 0,
      total: 1,
      errors: ['Question 1 : Type de question non supporté'],
      questions: [],
      error: 'Import échoué : aucune question valide sur 1.',
      code: 'import-failed',
    };
    const { user, picker, importButton, onImported } = setup({ [IMPORT]: { status: 400, body: failed } });
    await user.upload(picker, jsonFile());
    await user.click(importButton);
    const result = await screen.findByRole('status', { name: 'Import échoué' });
    expect(result).toHaveTextContent('0/1 question importée');
    expect(result).toHaveTextContent('Question 1 : Type de question non supporté');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows the server’s message, or "Erreur lors de l\'import"', async () => {
    const { user, picker, importButton, api } = setup({
      [IMPORT]: { status: 409, body: { error: 'La session est terminée : elle ne peut plus être modifiée.', code: 'session-ended' } },
    });
    await user.upload(picker, jsonFile());
    await user.click(importButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('La session est terminée : elle ne peut plus être modifiée.');
    api.on(IMPORT, { status: 502, body: {} });
    await user.click(importButton);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'import"));
  });

  it('downloads the template from the API, else from the site root, else says why', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const { user, api } = setup({
      'GET /questions/template': {
        text: '{"questions":[]}',
        headers: { ...json, 'content-disposition': 'attachment; filename="ciar-questions-template.json"' },
      },
    });
    const button = screen.getByRole('button', { name: 'Télécharger le modèle' });
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['ciar-questions-template.json']));

    // The API answers something else than JSON: the static copy is used.
    api.on('GET /questions/template', { text: '<!doctype html>', headers: { 'content-type': 'text/html' } });
    api.on('GET /ciar-questions-template.json', { text: '{"questions":[]}', headers: json });
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.callsTo('GET /ciar-questions-template.json')).toHaveLength(1);

    api.on('GET /questions/template', { status: 500, body: {} });
    api.on('GET /ciar-questions-template.json', { text: '<!doctype html>', headers: { 'content-type': 'text/html' } });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors du téléchargement du modèle (fallback échoué) : Type de contenu incorrect',
    );
    expect(saved).toHaveLength(2);
    vi.restoreAllMocks();
  });
});
