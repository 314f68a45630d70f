/** The student join form's rules (docs/product.md#student-join-page). */
export const JOIN_MESSAGES = {
  fillAll: 'Veuillez remplir tous les champs',
  missingCode: 'Code de session manquant',
  failed: 'Erreur lors de la connexion à la session',
  /** A join sent offline waits for the network (react-query pauses it) and then goes on by itself. */
  offline: 'Pas de connexion au réseau : vous rejoindrez la session automatiquement dès son retour.',
} as const;

export interface JoinFormValues {
  code: string;
  name: string;
}

/** The submit button is usable only once both fields hold something besides spaces. */
export function canSubmitJoin({ code, name }: JoinFormValues): boolean {
  return code.trim() !== '' && name.trim() !== '';
}

/** The message to show instead of sending, or null when the form can be sent. */
export function validateJoinForm(values: JoinFormValues): string | null {
  return canSubmitJoin(values) ? null : JOIN_MESSAGES.fillAll;
}
