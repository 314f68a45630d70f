import { IMPORT_MAX_BYTES } from '@ciar/shared/constants';

export const IMPORT_MESSAGES = {
  notJson: 'Veuillez sélectionner un fichier JSON',
  tooLarge: 'Le fichier est trop volumineux (max 5MB)',
  noFile: 'Veuillez sélectionner un fichier',
  failed: "Erreur lors de l'import",
} as const;

/**
 * The browser-side checks of spec §5 before anything is sent: a JSON file of 5 MB at most.
 * Some systems give .json files no type at all; the name then tells, as it does for the server.
 */
export function checkImportFile(file: File): string | null {
  const type = file.type.toLowerCase();
  const isJson = type === 'application/json' || (type === '' && /\.json$/i.test(file.name));
  if (!isJson) return IMPORT_MESSAGES.notJson;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/** '12,55 KB': the selected file's size as the summary shows it. */
export function formatKilobytes(bytes: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(bytes / 1024)} KB`;
}
