/** French texts that both sides show (docs/product.md#validation-messages, docs/product.md#error-messages). */
export const MSG = {
  emailRequired: 'Veuillez saisir votre email',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  nameRequired: 'Veuillez saisir votre nom',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  authFailed: "Erreur lors de l'authentification",
  connectionError: 'Erreur de connexion',
  httpError: (status: number) => `Erreur HTTP: ${status}`,
  emailInvalid: 'Veuillez saisir un email valide',
} as const;
