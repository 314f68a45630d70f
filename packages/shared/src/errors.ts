/**
 * Stable error codes and the French text people see for each. The server answers
 * `{ error, code }`; the web client shows `error`. A code is never renamed once used.
 */
import { ACCEPTED_IDEAS_MAX } from './accepted-ideas';
import { IMPORT_MAX_QUESTIONS } from './constants';

export const ERRORS = {
  'invalid-json': { status: 400, message: 'Le corps de la requête n’est pas un JSON valide.' },
  'invalid-body': { status: 400, message: 'Données invalides.' },
  'arrivals-locked': {
    status: 403,
    message: 'Les arrivées sont fermées pour cette session : demandez à votre enseignant de les rouvrir.',
  },
  'session-full': { status: 403, message: 'Cette session a atteint le nombre maximum de participants fixé par l’enseignant.' },
  'arrivals-paced': {
    status: 429,
    message: 'Beaucoup d’élèves arrivent en même temps dans cette session : réessayez dans quelques secondes.',
  },
  'password-too-common': {
    status: 400,
    message: 'Ce mot de passe fait partie des plus courants, que l’on devine en premier : choisissez-en un autre.',
  },
  'too-many-connections': {
    status: 429,
    message: 'Trop de connexions ouvertes depuis cette adresse sans rejoindre de session : réessayez dans un instant.',
  },
  'invalid-text': {
    status: 400,
    message: 'Le texte envoyé contient un caractère invalide (un caractère coupé en deux). Retapez-le et réessayez.',
  },
  'unsupported-media-type': {
    status: 415,
    message: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  },
  'unsupported-charset': {
    status: 415,
    message: 'Type de contenu non pris en charge : envoyez du JSON encodé en UTF-8.',
  },
  'payload-too-large': { status: 413, message: 'La requête est trop volumineuse.' },
  'bad-request': { status: 400, message: 'La requête HTTP est mal formée.' },
  'request-timeout': { status: 408, message: 'La requête est arrivée trop lentement. Veuillez réessayer.' },
  'headers-too-large': { status: 431, message: 'Les en-têtes de la requête sont trop volumineux.' },
  'cross-origin': {
    status: 403,
    message: 'Requête refusée : elle ne vient pas de l’application. Rechargez la page et réessayez.',
  },
  'not-found': { status: 404, message: 'Ressource introuvable.' },
  'route-not-found': { status: 404, message: 'Cette adresse de l’API n’existe pas.' },
  'file-not-found': { status: 404, message: 'Ce fichier n’existe pas.' },
  'invalid-url': { status: 400, message: 'Cette adresse n’est pas valide.' },
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
  'session-not-found': { status: 404, message: 'Session non trouvée' },
  'question-not-found': { status: 404, message: 'Question non trouvée' },
  'invalid-transition': { status: 409, message: "Ce changement de statut n'est pas possible." },
  'session-not-deletable': {
    status: 409,
    message: "Impossible de supprimer une session en cours : arrêtez-la d'abord.",
  },
  'session-ended': { status: 409, message: 'La session est terminée : elle ne peut plus être modifiée.' },
  'session-not-active': { status: 409, message: "Impossible d'activer une question : la session n'est pas active." },
  'accepted-ideas-too-long': {
    status: 409,
    message:
      `Vos notes ont appris de nouvelles idées pendant que vous modifiiez la question : avec elles, les idées et mots acceptés dépasseraient ${ACCEPTED_IDEAS_MAX} caractères. Supprimez des lignes puis sauvegardez à nouveau.`,
  },
  'answers-changed': {
    status: 409,
    message:
      'Des élèves ont répondu pendant que vous modifiiez la question : cette sauvegarde supprimerait plus de réponses qu’annoncé. Vérifiez puis sauvegardez à nouveau.',
  },
  'missing-file': { status: 400, message: 'Veuillez sélectionner un fichier' },
  'invalid-file': { status: 400, message: 'Veuillez sélectionner un fichier JSON ou GIFT' },
  'file-too-large': { status: 413, message: 'Le fichier est trop volumineux (max 5MB)' },
  'too-many-questions': {
    status: 400,
    message: `Le fichier contient trop de questions (max ${IMPORT_MAX_QUESTIONS}) : rien n’a été importé.`,
  },
  'import-failed': { status: 400, message: 'Import échoué' },
  'name-taken': {
    status: 409,
    message:
      'Ce nom est déjà utilisé dans cette session. Choisissez un autre nom (par exemple en ajoutant l’initiale de votre nom de famille).',
  },
  'session-closed-to-join': { status: 409, message: 'Cette session est terminée : il n’est plus possible de la rejoindre.' },
  'student-unauthenticated': {
    status: 401,
    message: 'Votre participation n’est pas reconnue sur cet appareil. Rejoignez la session avec votre nom.',
  },
  'rejoin-code-invalid': {
    status: 401,
    message:
      'Ce code de reprise ne correspond pas à ce nom dans cette session. Vérifiez le nom et le code, ou demandez à l’enseignant de vous laisser revenir.',
  },
  'rejoin-pending': { status: 409, message: 'Votre demande attend l’accord de l’enseignant.' },
  'rejoin-declined': { status: 403, message: 'L’enseignant n’a pas accepté votre demande de retour.' },
  'rejoin-request-unknown': {
    status: 404,
    message: 'Cette demande de retour n’est plus valable. Demandez à nouveau à l’enseignant.',
  },
  'rejoin-request-closed': { status: 409, message: 'Cette demande n’est plus en attente.' },
  'already-answered': { status: 409, message: 'Vous avez déjà répondu à cette question.' },
  'answer-refused': { status: 409, message: 'Impossible de soumettre une réponse : la session n\'est pas active.' },
  'options-changed': {
    status: 409,
    message: 'Les choix de cette question viennent de changer : choisissez à nouveau votre réponse.',
  },
  'question-not-open': { status: 409, message: 'Cette question n’est pas ouverte aux réponses pour le moment.' },
  'time-up': { status: 409, message: 'Temps écoulé : cette question n’accepte plus de réponses.' },
  'invalid-answer': { status: 400, message: 'Réponse invalide' },
  'student-not-found': { status: 404, message: 'Cet étudiant n’a pas rejoint cette session.' },
  'response-not-found': { status: 404, message: 'Réponse non trouvée' },
  'group-changed': {
    status: 409,
    message: 'Ce groupe de réponses a changé depuis son affichage : la liste des groupes est mise à jour, notez-le à nouveau.',
  },
  'not-open-question': { status: 409, message: 'Seules les réponses aux questions ouvertes sont évaluées.' },
  'missing-proposition': { status: 409, message: 'Aucune réponse modèle pour cette question' },
  'evaluation-failed': { status: 502, message: "Échec de l'évaluation" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every non-OK HTTP answer. */
export interface ErrorBody {
  error: string;
  code: string;
}
