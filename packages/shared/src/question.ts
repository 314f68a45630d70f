/**
 * Questions (spec §3, §5): the shape both sides use, the form defaults, and the one input
 * schema that the form, the API and the JSON import all validate with.
 */
import * as z from 'zod';
import {
  LIMITS,
  MIN_OPTIONS,
  RATING_DEFAULT_LABELS,
  RATING_MAX_BOUNDS,
  RATING_MIN_BOUNDS,
  TIME_LIMIT_DEFAULT,
  TIME_LIMIT_MAX,
  TIME_LIMIT_MIN,
} from './constants';
import { optionalText, text } from './text';

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
  isActive: boolean;
  /** When the question was last activated (server clock, ISO); the timer counts from it. */
  activatedAt: string | null;
}

/** Rating bounds with the fallbacks of spec §5: min 1–10 else 1, max 2–10 else 5. */
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

/** The defaults of the question form (spec §2). */
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
  };
}

const optionInput = z.strictObject({
  id: z.union([z.string().max(10), z.number().int()]).optional(),
  text: optionalText('Le texte de l’option', LIMITS.optionText),
  explication: optionalText('L’explication', LIMITS.explication).optional(),
});

const ratingScaleInput = z.strictObject({
  min: z.number({ error: 'Le minimum de l’échelle doit être un nombre' }).int().optional(),
  max: z.number({ error: 'Le maximum de l’échelle doit être un nombre' }).int().optional(),
  labels: z.array(z.string().max(100, { error: 'Libellé : 100 caractères au maximum' })).max(10).optional(),
});

/**
 * What a teacher may send for a question (spec §7 body of POST /questions without sessionId).
 * The transform normalises it to exactly what is stored: blank options dropped and
 * re-indexed, type-specific fields only (open: proposition; rating: scale; choice: options
 * and correct answer).
 */
export const questionInput = z
  .strictObject({
    title: text('Le titre', LIMITS.questionTitle),
    content: text('Le contenu', LIMITS.questionContent, { multiline: true }),
    type: z.enum(QUESTION_TYPES, { error: 'Type de question non supporté' }),
    timeLimit: z
      .number({ error: 'La limite de temps est obligatoire' })
      .int({ error: 'La limite de temps doit être un nombre entier de secondes' })
      .min(TIME_LIMIT_MIN, { error: `La limite de temps doit être comprise entre ${TIME_LIMIT_MIN} et ${TIME_LIMIT_MAX} secondes` })
      .max(TIME_LIMIT_MAX, { error: `La limite de temps doit être comprise entre ${TIME_LIMIT_MIN} et ${TIME_LIMIT_MAX} secondes` }),
    options: z.array(optionInput).max(20, { error: '20 options au maximum' }).optional(),
    correctAnswer: z.union([z.string().max(10), z.number().int()]).optional(),
    ratingScale: ratingScaleInput.nullable().optional(),
    proposition: optionalText('La proposition', LIMITS.proposition).nullable().optional(),
  })
  .transform((q, ctx) => {
    const base = { title: q.title, content: q.content, type: q.type, timeLimit: q.timeLimit };
    if (q.type === 'open_ended') {
      return { ...base, options: [], correctAnswer: '', ratingScale: null, proposition: (q.proposition ?? '').trim() };
    }
    if (q.type === 'rating') {
      const scale = normaliseRatingScale(q.ratingScale ?? undefined);
      if (scale.min >= scale.max) {
        ctx.addIssue({ code: 'custom', message: 'Le minimum de l’échelle doit être inférieur au maximum' });
        return z.NEVER;
      }
      const labels = scale.labels.slice(0, scale.max - scale.min + 1);
      return { ...base, options: [], correctAnswer: '', ratingScale: { ...scale, labels }, proposition: null };
    }
    // Choice types: drop blank options, re-index, keep the correct answer pointing at its option.
    const given = q.options ?? [];
    const correct = q.correctAnswer === undefined || q.correctAnswer === '' ? null : String(q.correctAnswer);
    const kept = given
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => option.text.trim() !== '');
    if (kept.length < MIN_OPTIONS) {
      ctx.addIssue({ code: 'custom', message: `Au moins ${MIN_OPTIONS} options sont nécessaires` });
      return z.NEVER;
    }
    const keptCorrect = kept.findIndex(({ option, index }) => correct !== null && String(option.id ?? index) === correct);
    if (correct !== null && keptCorrect === -1) {
      ctx.addIssue({ code: 'custom', message: 'La bonne réponse doit désigner une des options' });
      return z.NEVER;
    }
    return {
      ...base,
      options: kept.map(({ option }, i) => ({
        id: String(i),
        text: option.text.trim(),
        explication: (option.explication ?? '').trim(),
      })),
      correctAnswer: keptCorrect === -1 ? '' : String(keptCorrect),
      ratingScale: null,
      proposition: null,
    };
  });

export type QuestionInput = z.output<typeof questionInput>;

/** POST /questions: the question plus the session it goes to. */
export const createQuestionBody = z
  .looseObject({ sessionId: z.string({ error: 'ID de session manquant' }).min(1, { error: 'ID de session manquant' }).max(100) })
  .transform((value, ctx) => {
    const { sessionId, ...rest } = value;
    const parsed = questionInput.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { sessionId, question: parsed.data };
  });
