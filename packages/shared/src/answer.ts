/**
 * Answers (docs/product.md#answers): checking what a student submits, whether it is
 * correct, and when a live session refuses it. The server validates with these before storing;
 * the web uses the same rules to explain a refusal before sending.
 */
import { AUTO_SUBMIT_ANSWER, LIMITS } from './constants';
import { isChoiceType, normaliseRatingScale } from './question';
import type { QuestionType, RatingScale } from './question';
import { isOpenAnswerCorrect } from './score-bands';
import type { SessionStatus } from './session';
import { hasForbiddenChars } from './text-rules';

export const ANSWER_MESSAGES = {
  empty: 'Veuillez donner une réponse.',
  invalidIndex: (answer: string) => `Index invalide: ${answer}`,
  invalidRating: (min: number, max: number) => `La note doit être un nombre entier entre ${min} et ${max}.`,
  invalidText: 'La réponse doit être un texte.',
  tooLong: `La réponse : ${LIMITS.answer} caractères au maximum`,
  forbiddenChars: 'La réponse contient des caractères non autorisés',
  sessionPaused: 'Impossible de soumettre une réponse : la session est en pause.',
  sessionEnded: 'Impossible de soumettre une réponse : la session est terminée.',
  sessionNotActive: "Impossible de soumettre une réponse : la session n'est pas active.",
} as const;

/** What answer validation needs to know of a question. */
export interface AnswerQuestion {
  type: QuestionType;
  options: ReadonlyArray<unknown>;
  ratingScale?: Partial<RatingScale> | null;
}

export type AnswerValidation = { ok: true; answer: string } | { ok: false; message: string };

/** The text sent for a student when the timer reached zero before they answered. */
export function isAutoSubmitted(answer: string): boolean {
  return answer.trim() === AUTO_SUBMIT_ANSWER;
}

/** A non-negative whole number given as a number or as digits; null otherwise. */
function wholeNumber(input: string | number): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  const trimmed = input.trim();
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The refused value as shown in a message: short, because it is echoed back to the user. */
function shown(input: string | number): string {
  const value = String(input).trim();
  return value.length > 30 ? `${value.slice(0, 30)}…` : value;
}

/**
 * Checks a submitted answer against its question and returns it as stored: the option index
 * ('0', '1', …) for choice types, the chosen number for rating, the trimmed text for open
 * questions. The auto-submitted text is accepted for every type.
 */
export function validateAnswer(question: AnswerQuestion, input: unknown): AnswerValidation {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return { ok: false, message: ANSWER_MESSAGES.empty };
  }
  if (typeof input === 'string' && isAutoSubmitted(input)) return { ok: true, answer: AUTO_SUBMIT_ANSWER };

  if (isChoiceType(question.type)) {
    if (typeof input !== 'string' && typeof input !== 'number') {
      return { ok: false, message: ANSWER_MESSAGES.invalidIndex('') };
    }
    const index = wholeNumber(input);
    if (index === null || index < 0 || index >= question.options.length) {
      return { ok: false, message: ANSWER_MESSAGES.invalidIndex(shown(input)) };
    }
    return { ok: true, answer: String(index) };
  }

  if (question.type === 'rating') {
    const { min, max } = normaliseRatingScale(question.ratingScale);
    const value = typeof input === 'string' || typeof input === 'number' ? wholeNumber(input) : null;
    if (value === null || value < min || value > max) {
      return { ok: false, message: ANSWER_MESSAGES.invalidRating(min, max) };
    }
    return { ok: true, answer: String(value) };
  }

  if (typeof input !== 'string') return { ok: false, message: ANSWER_MESSAGES.invalidText };
  const text = input.trim();
  if (text.length > LIMITS.answer) return { ok: false, message: ANSWER_MESSAGES.tooLong };
  if (hasForbiddenChars(text)) return { ok: false, message: ANSWER_MESSAGES.forbiddenChars };
  return { ok: true, answer: text };
}

/** The scores a response carries: the evaluator's and, when given, the teacher's override. */
export interface ScoredAnswer {
  answer: string;
  concordanceScore: number | null;
  teacherScore?: number | null;
  /** The evaluator could not tell and asked the teacher (see `awaitsReview`). */
  needsReview?: boolean;
}

/**
 * The score that counts: a teacher's override wins over the automatic evaluation. An automatic
 * score the evaluator flagged for review counts for nothing (null, as if not evaluated yet)
 * until the teacher grades the answer: it is neither correct nor wrong meanwhile.
 */
export function effectiveScore(response: Pick<ScoredAnswer, 'concordanceScore' | 'teacherScore' | 'needsReview'>): number | null {
  if (response.teacherScore !== null && response.teacherScore !== undefined) return response.teacherScore;
  return response.needsReview ? null : response.concordanceScore;
}

/** What a student reads instead of a score while the teacher checks a flagged answer. */
export const UNDER_REVIEW_TEXT = "Réponse en cours de vérification par l'enseignant";

/** Flagged by the evaluator and not graded by the teacher yet: « À vérifier ». */
export function awaitsReview(response: Pick<ScoredAnswer, 'answer' | 'teacherScore' | 'needsReview'>): boolean {
  return response.needsReview === true && (response.teacherScore ?? null) === null && !isAutoSubmitted(response.answer);
}

/**
 * The score of an open answer for results (quiz score, ranking, statistics): an
 * auto-submitted answer is settled at 0, whatever an evaluator made of the placeholder text,
 * so that running out of time never scores better than a weak answer. Null while waiting for
 * an evaluation.
 */
export function openAnswerScore(response: ScoredAnswer): number | null {
  return isAutoSubmitted(response.answer) ? 0 : effectiveScore(response);
}

/**
 * The comment a student reads with an open answer's score: the teacher's when they graded it
 * with one, else the evaluator's, none while the answer awaits the teacher's review.
 */
export function openAnswerComment(
  response: Pick<ScoredAnswer, 'answer' | 'teacherScore' | 'needsReview'> & { aiFeedback: string | null; teacherFeedback?: string | null },
): string | null {
  const graded = response.teacherScore !== null && response.teacherScore !== undefined;
  if (graded && response.teacherFeedback) return response.teacherFeedback;
  return awaitsReview(response) ? null : response.aiFeedback;
}

/**
 * Whether an answer is correct; null when it cannot be graded: rating questions, choice
 * questions without a correct answer (polls) and open answers not evaluated yet. `score` is
 * the effective score of an open answer (see `effectiveScore`). An auto-submitted answer to a
 * gradable question is never correct.
 */
export function isAnswerCorrect(
  question: { type: QuestionType; correctAnswer: string },
  answer: string,
  score: number | null,
): boolean | null {
  if (question.type === 'rating') return null;
  if (isChoiceType(question.type) && question.correctAnswer.trim() === '') return null;
  if (isAutoSubmitted(answer)) return false;
  if (isChoiceType(question.type)) return answer.trim() === question.correctAnswer.trim();
  return score === null ? null : isOpenAnswerCorrect(score);
}

/** `isAnswerCorrect` for a stored response. */
export function isResponseCorrect(
  question: { type: QuestionType; correctAnswer: string },
  response: ScoredAnswer,
): boolean | null {
  return isAnswerCorrect(question, response.answer, openAnswerScore(response));
}

/** Why a live session refuses an answer (docs/product.md#answers); null when it takes answers. */
export function submitRefusal(status: SessionStatus): string | null {
  switch (status) {
    case 'active':
      return null;
    case 'paused':
      return ANSWER_MESSAGES.sessionPaused;
    case 'ended':
      return ANSWER_MESSAGES.sessionEnded;
    default:
      return ANSWER_MESSAGES.sessionNotActive;
  }
}
