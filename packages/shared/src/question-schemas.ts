/**
 * The one question input schema that the form, the API and the JSON import all validate with
 * (docs/product.md#question-rules). Kept apart from question.ts so that pages that only show questions stay small.
 */
import * as z from 'zod';
import { ACCEPTED_IDEAS_MAX } from './accepted-ideas';
import { LIMITS, MIN_OPTIONS, TIME_LIMIT_MAX, TIME_LIMIT_MIN } from './constants';
import { normaliseRatingScale, QUESTION_TYPES } from './question';
import { optionalText, text } from './text';

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
 * What a teacher may send for a question (the body of POST /api/questions without sessionId, docs/api.md#questions).
 * The transform normalises it to exactly what is stored: blank options dropped and
 * re-indexed, type-specific fields only (open: proposition and accepted ideas; rating: scale; choice: options
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
    acceptedIdeas: optionalText('Les idées et mots acceptés', ACCEPTED_IDEAS_MAX).nullable().optional(),
  })
  .transform((q, ctx) => {
    const base = { title: q.title, content: q.content, type: q.type, timeLimit: q.timeLimit };
    if (q.type === 'open_ended') {
      return { ...base, options: [], correctAnswer: '', ratingScale: null, proposition: (q.proposition ?? '').trim(), acceptedIdeas: (q.acceptedIdeas ?? '').trim() };
    }
    if (q.type === 'rating') {
      const scale = normaliseRatingScale(q.ratingScale ?? undefined);
      if (scale.min >= scale.max) {
        ctx.addIssue({ code: 'custom', message: 'Le minimum de l’échelle doit être inférieur au maximum' });
        return z.NEVER;
      }
      const labels = scale.labels.slice(0, scale.max - scale.min + 1);
      return { ...base, options: [], correctAnswer: '', ratingScale: { ...scale, labels }, proposition: null, acceptedIdeas: '' };
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
      acceptedIdeas: '',
    };
  });

export type QuestionInput = z.output<typeof questionInput>;

/** The question's own fields of a body that carries others, checked by `questionInput`; null when wrong (issues added). */
function questionOf(fields: unknown, ctx: z.RefinementCtx): QuestionInput | null {
  const parsed = questionInput.safeParse(fields);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return null;
}

/** POST /questions: the question plus the session it goes to. */
export const createQuestionBody = z
  .looseObject({ sessionId: z.string({ error: 'ID de session manquant' }).min(1, { error: 'ID de session manquant' }).max(100) })
  .transform((value, ctx) => {
    const { sessionId, ...rest } = value;
    const question = questionOf(rest, ctx);
    return question ? { sessionId, question } : z.NEVER;
  });

/**
 * PATCH /questions/{id}: the question, and optionally the « Idées et mots acceptés » the form
 * loaded (decision 157): lines the teacher's grades taught since are then kept, not replaced;
 * and optionally how many answers the teacher agreed the save deletes (decision 226): when it
 * would delete more, students having answered meanwhile, the save is refused.
 */
export const updateQuestionBody = z
  .looseObject({
    acceptedIdeasBase: optionalText('Les idées et mots acceptés chargés', ACCEPTED_IDEAS_MAX).nullable().optional(),
    confirmedRemovals: z
      .number({ error: 'Le nombre de réponses à supprimer doit être un nombre' })
      .int({ error: 'Le nombre de réponses à supprimer doit être un nombre entier' })
      .min(0, { error: 'Le nombre de réponses à supprimer doit être positif' })
      .max(1_000_000, { error: 'Le nombre de réponses à supprimer est trop grand' })
      .optional(),
  })
  .transform((value, ctx) => {
    const { acceptedIdeasBase, confirmedRemovals, ...rest } = value;
    const question = questionOf(rest, ctx);
    return question ? { question, acceptedIdeasBase: acceptedIdeasBase ?? null, confirmedRemovals: confirmedRemovals ?? null } : z.NEVER;
  });

/** GET /questions/export/{sessionId}?format=: CIAR's JSON (the default) or Moodle GIFT (decision 140). */
export const QUESTION_EXPORT_FORMATS = ['json', 'gift'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];

export const questionExportQuery = z.looseObject({
  format: z.enum(QUESTION_EXPORT_FORMATS, { error: 'Format d’export inconnu : json ou gift' }).optional(),
});

/** POST /questions/{id}/copy: the session that receives the copy. */
export const copyQuestionBody = z.strictObject({
  sessionId: z.string({ error: 'ID de session manquant' }).min(1, { error: 'ID de session manquant' }).max(100),
});

/** The most questions one page of the bank holds (decision 141). */
export const QUESTION_BANK_PAGE_MAX = 50;

/** GET /questions/bank: words to find (case and accents ignored), a type, and the page. */
export const questionBankQuery = z.looseObject({
  search: z.string().max(200, { error: 'La recherche : 200 caractères au maximum' }).optional(),
  type: z.enum(QUESTION_TYPES, { error: 'Type de question non supporté' }).or(z.literal('')).optional(),
  limit: z.coerce
    .number({ error: 'limit doit être un nombre' })
    .int({ error: 'limit doit être un nombre entier' })
    .min(1, { error: `limit doit être compris entre 1 et ${QUESTION_BANK_PAGE_MAX}` })
    .max(QUESTION_BANK_PAGE_MAX, { error: `limit doit être compris entre 1 et ${QUESTION_BANK_PAGE_MAX}` })
    .optional(),
  offset: z.coerce
    .number({ error: 'offset doit être un nombre' })
    .int({ error: 'offset doit être un nombre entier' })
    .min(0, { error: 'offset doit être positif' })
    .max(1_000_000, { error: 'offset trop grand' })
    .optional(),
});
