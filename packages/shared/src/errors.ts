/**
 * Stable error codes and the French text people see for each. The server answers
 * `{ error, code }`; the web client shows `error`. A code is never renamed once used.
 */
export const ERRORS = {
  'invalid-json': { status: 400, message: 'Le corps de la requête n’est pas un JSON valide.' },
  'invalid-body': { status: 400, message: 'Données invalides.' },
  'unsupported-media-type': {
    status: 415,
    message: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  },
  'payload-too-large': { status: 413, message: 'La requête est trop volumineuse.' },
  'not-found': { status: 404, message: 'Ressource introuvable.' },
  'route-not-found': { status: 404, message: 'Cette adresse de l’API n’existe pas.' },
  'unauthenticated': { status: 401, message: 'Veuillez vous connecter.' },
  'forbidden': { status: 403, message: 'Accès refusé.' },
  'email-taken': { status: 409, message: 'Un compte existe déjà avec cet email.' },
  'invalid-credentials': { status: 401, message: 'Email ou mot de passe incorrect.' },
  'rate-limited': {
    status: 429,
    message: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.',
  },
  'database-unavailable': {
    status: 503,
    message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
  'internal': { status: 500, message: 'Une erreur interne est survenue.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every non-OK HTTP answer. */
export interface ErrorBody {
  error: string;
  code: string;
}
