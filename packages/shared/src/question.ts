/**
 * Questions (docs/product.md#questions): the shape both sides use and the form defaults. The input schema
 * lives in question-schemas.ts, so that student pages never load zod.
 */
import { RATING_DEFAULT_LABELS, RATING_MAX_BOUNDS, RATING_MIN_BOUNDS, TIME_LIMIT_DEFAULT } from './constants';
import type { QuestionImage } from './question-image';

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'open_ended', 'rating'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Choix multiple',
  true_false: 'Vrai / Faux',
  open_ended: 'Question ouverte',
  rating: 'Échelle de notation',
};

/** Choice questions have options and a correct answer given as the option's index. */
export function isChoiceType(type: QuestionType): boolean {
  return type === 'multiple_choice' || type === 'true_false';
}

export interface QuestionOption {
  /** The option's index as a string ('0', '1', …). */
  id: string;
  text: string;
  /** Explanation shown after answering, Markdown. */
  explication: string;
}

export interface RatingScale {
  min: number;
  max: number;
  labels: string[];
}

/** A question as the teacher sees it (everything). */
export interface Question {
  id: string;
  sessionId: string;
  position: number;
  title: string;
  content: string;
  type: QuestionType;
  options: QuestionOption[];
  /** Index of the correct option as a string; '' for open and rating questions (or a poll). */
  correctAnswer: string;
  ratingScale: RatingScale | null;
  timeLimit: number;
  /** Model answer of an open question, Markdown; null for the other types. */
  proposition: string | null;
  /**
   * « Idées et mots acceptés » of an open question: one idea per line, alternatives separated
   * by `/` (@ciar/shared/accepted-ideas); '' when none or for the other types. Teacher only.
   */
  acceptedIdeas?: string;
  isActive: boolean;
  /** When the question was last activated (server clock, ISO); the timer counts from it. */
  activatedAt: string | null;
  /** Milliseconds the session spent paused since the activation: the deadline moves by it (decision 100). */
  pausedMs?: number;
  /** The question's picture (decision 171); null or absent when it has none. */
  image?: QuestionImage | null;
}

/** A question of the teacher's bank (GET /questions/bank, decision 141): which session it is in, by name. */
export interface BankQuestion extends Question {
  sessionName: string;
  createdAt: string;
}

/** Rating bounds with the fallbacks of docs/product.md#question-rules: min 1–10 else 1, max 2–10 else 5. */
export function normaliseRatingScale(scale: Partial<RatingScale> | null | undefined): RatingScale {
  const min =
    Number.isInteger(scale?.min) && scale!.min! >= RATING_MIN_BOUNDS.lowest && scale!.min! <= RATING_MIN_BOUNDS.highest
      ? scale!.min!
      : RATING_MIN_BOUNDS.fallback;
  const max =
    Number.isInteger(scale?.max) && scale!.max! >= RATING_MAX_BOUNDS.lowest && scale!.max! <= RATING_MAX_BOUNDS.highest
      ? scale!.max!
      : RATING_MAX_BOUNDS.fallback;
  return { min, max, labels: (scale?.labels ?? []).map((l) => l.trim()) };
}

/** The defaults of the question form (docs/product.md#question-form). */
export function defaultQuestionDraft() {
  return {
    title: '',
    content: '',
    type: 'multiple_choice' as QuestionType,
    options: [
      { id: '0', text: '', explication: '' },
      { id: '1', text: '', explication: '' },
    ] as QuestionOption[],
    correctAnswer: '',
    ratingScale: { min: 1, max: 5, labels: [...RATING_DEFAULT_LABELS] } as RatingScale,
    timeLimit: TIME_LIMIT_DEFAULT,
    proposition: '',
    acceptedIdeas: '',
  };
}
