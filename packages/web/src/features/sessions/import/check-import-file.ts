import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';

export const IMPORT_MESSAGES = {
  notJson: 'Veuillez sélectionner un fichier JSON ou GIFT',
  tooLarge: 'Le fichier est trop volumineux (max 5MB)',
  noFile: 'Veuillez sélectionner un fichier',
  failed: "Erreur lors de l'import",
} as const;

/** What the file picker offers: JSON, and Moodle GIFT text files (decision 140). */
export const IMPORT_ACCEPT = 'application/json,.json,.gift,.txt,text/plain';

/**
 * The browser-side checks of docs/product.md#question-import before anything is sent: a JSON or GIFT file of 5 MB at
 * most, judged as the server does. Browsers give .gift files no type (or a generic one) and
 * some systems give .json files none: the name then tells. The server reads the content.
 */
export function checkImportFile(file: File): string | null {
  const type = file.type.toLowerCase();
  const byName = /\.(json|gift|txt)$/i.test(file.name);
  const accepted = type === 'application/json' || type === 'text/plain' || byName;
  if (!accepted) return IMPORT_MESSAGES.notJson;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/** '12,55 KB': the selected file's size as the summary shows it. */
export function formatKilobytes(bytes: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(bytes / 1024)} KB`;
}
