import { MSG } from '@ciar/shared/messages';
import { QUESTION_TEMPLATE_FILENAME } from '@ciar/shared/question-template';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, errorMessage } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

const WRONG_TYPE = 'Type de contenu incorrect';

function isJson(contentType: string | null): boolean {
  return /^(application|text)\/([\w.-]+\+)?json\b/i.test(contentType ?? '');
}

/** The static copy at the site root, when the API cannot give the template. */
async function downloadStaticTemplate(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/${QUESTION_TEMPLATE_FILENAME}`);
  } catch {
    throw new Error(MSG.connectionError);
  }
  if (!response.ok) throw new Error(MSG.httpError(response.status));
  if (!isJson(response.headers.get('content-type'))) throw new Error(WRONG_TYPE);
  saveFile(await response.blob(), QUESTION_TEMPLATE_FILENAME);
}

/** The JSON template from the API, or else its static copy (docs/product.md#question-import). */
export async function downloadTemplate(): Promise<void> {
  try {
    const { blob, filename } = await apiDownload('/questions/template');
    if (!isJson(blob.type)) throw new Error(WRONG_TYPE);
    saveFile(blob, filename ?? QUESTION_TEMPLATE_FILENAME);
  } catch {
    try {
      await downloadStaticTemplate();
    } catch (fallbackError) {
      throw new Error(
        `Erreur lors du téléchargement du modèle (fallback échoué) : ${errorMessage(fallbackError, MSG.connectionError)}`,
      );
    }
  }
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
