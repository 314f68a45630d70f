/**
 * The question form's state and its rules (docs/product.md#question-form), as plain functions: defaults,
 * option add/remove, type changes, and the payload sent for each type after validation
 * by the same `questionInput` schema the server applies.
 */
// Before any zod schema is built: no eval probe under the Content-Security-Policy.
import '@ciar/shared/zod-without-eval';
import { MIN_OPTIONS } from '@ciar/shared/constants';
import { defaultQuestionDraft, isChoiceType, normaliseRatingScale, type Question, type QuestionOption, type QuestionType, type RatingScale } from '@ciar/shared/question';
import { questionInput } from '@ciar/shared/question-schemas';

/** The shared schema accepts at most 20 options. */
export const MAX_OPTIONS = 20;

/** What the inputs hold: numbers stay text while typed, so an empty field is possible. */
export interface QuestionDraft {
  title: string;
  content: string;
  type: QuestionType;
  options: QuestionOption[];
  correctAnswer: string;
  rating: { min: string; max: string; labels: string[] };
  timeLimit: string;
  proposition: string;
  /** « Idées et mots acceptés » of an open question. */
  acceptedIdeas: string;
  /**
   * The accepted ideas as the edit form loaded them: sent with the save, so that the server keeps
   * the lines the teacher's grades teach while the form is open (decision 157). None for a new question.
   */
  acceptedIdeasBase?: string;
}

/** Exactly what the API receives: the common fields plus only those of the type. */
export type QuestionPayload = {
  title: string;
  content: string;
  type: QuestionType;
  timeLimit: number;
} & (
  | { options: QuestionOption[]; correctAnswer: string }
  | { ratingScale: RatingScale }
  | { proposition: string; acceptedIdeas: string; acceptedIdeasBase?: string }
);

const TRUE_FALSE_OPTIONS = ['Vrai', 'Faux'];

function emptyOption(index: number): QuestionOption {
  return { id: String(index), text: '', explication: '' };
}

function reindex(options: QuestionOption[]): QuestionOption[] {
  return options.map((option, index) => ({ ...option, id: String(index) }));
}

export function newDraft(): QuestionDraft {
  const defaults = defaultQuestionDraft();
  return {
    title: defaults.title,
    content: defaults.content,
    type: defaults.type,
    options: defaults.options,
    correctAnswer: defaults.correctAnswer,
    rating: {
      min: String(defaults.ratingScale.min),
      max: String(defaults.ratingScale.max),
      labels: defaults.ratingScale.labels,
    },
    timeLimit: String(defaults.timeLimit),
    proposition: defaults.proposition,
    acceptedIdeas: defaults.acceptedIdeas,
  };
}

/** The edit form, prefilled; fields of the other types keep their defaults for a type change. */
export function draftFromQuestion(question: Question): QuestionDraft {
  const draft = newDraft();
  const options = reindex(question.options.map((o) => ({ id: o.id, text: o.text, explication: o.explication ?? '' })));
  while (options.length < MIN_OPTIONS) options.push(emptyOption(options.length));
  const scale = question.ratingScale;
  return {
    ...draft,
    title: question.title,
    content: question.content,
    type: question.type,
    options,
    correctAnswer: question.correctAnswer ?? '',
    rating: scale
      ? { min: String(scale.min), max: String(scale.max), labels: [...scale.labels] }
      : draft.rating,
    timeLimit: String(question.timeLimit),
    proposition: question.proposition ?? '',
    acceptedIdeas: question.acceptedIdeas ?? '',
    acceptedIdeasBase: question.acceptedIdeas ?? '',
  };
}

export function canAddOption(draft: QuestionDraft): boolean {
  return draft.options.length < MAX_OPTIONS;
}

export function canRemoveOption(draft: QuestionDraft): boolean {
  return draft.options.length > MIN_OPTIONS;
}

export function addOption(draft: QuestionDraft): QuestionDraft {
  if (!canAddOption(draft)) return draft;
  return { ...draft, options: [...draft.options, emptyOption(draft.options.length)] };
}

/**
 * Removes an option while more than 2 remain. The correct answer is an index: removing the
 * correct option clears it, removing one before it shifts it down.
 */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  if (!canRemoveOption(draft) || index < 0 || index >= draft.options.length) return draft;
  const options = reindex(draft.options.filter((_, i) => i !== index));
  const correct = draft.correctAnswer === '' ? null : Number(draft.correctAnswer);
  const correctAnswer =
    correct === null || correct === index ? '' : correct > index ? String(correct - 1) : draft.correctAnswer;
  return { ...draft, options, correctAnswer };
}

export function updateOption(draft: QuestionDraft, index: number, change: Partial<Omit<QuestionOption, 'id'>>): QuestionDraft {
  return { ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, ...change } : o)) };
}

/** A true/false question with no option typed yet gets 'Vrai' and 'Faux'. */
export function changeType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  const untouched = draft.options.every((o) => o.text.trim() === '' && o.explication.trim() === '');
  if (type === 'true_false' && untouched) {
    return {
      ...draft,
      type,
      options: TRUE_FALSE_OPTIONS.map((text, index) => ({ ...emptyOption(index), text })),
      correctAnswer: '',
    };
  }
  return { ...draft, type };
}

/** The rating scale as it will be saved: bounds with the spec's fallbacks. */
export function draftRatingScale(draft: QuestionDraft): RatingScale {
  const { min, max } = normaliseRatingScale({ min: Number(draft.rating.min), max: Number(draft.rating.max) });
  const count = Math.max(0, max - min + 1);
  const labels = Array.from({ length: count }, (_, i) => draft.rating.labels[i] ?? '');
  return { min, max, labels };
}

export function setRatingLabel(draft: QuestionDraft, index: number, label: string): QuestionDraft {
  const labels = [...draft.rating.labels];
  while (labels.length <= index) labels.push('');
  labels[index] = label;
  return { ...draft, rating: { ...draft.rating, labels } };
}

/** The form's fields that can be wrong, in the order they appear (the first one gets the focus). */
export const QUESTION_FIELDS = ['title', 'content', 'timeLimit', 'options', 'ratingScale', 'proposition'] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];
export type QuestionFieldErrors = Partial<Record<QuestionField, string>>;

function fieldOf(path: readonly PropertyKey[], type: QuestionType): QuestionField {
  const key = path[0];
  if (key === 'title' || key === 'content' || key === 'timeLimit' || key === 'ratingScale' || key === 'proposition') return key;
  if (key === 'options' || key === 'correctAnswer') return 'options';
  // The type's own rules (options, scale) are checked once the common fields are valid.
  return isChoiceType(type) ? 'options' : type === 'rating' ? 'ratingScale' : 'title';
}

/** Every message of the form at once, each on its field (decision 190), the first one wins per field. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], type: QuestionType): QuestionFieldErrors {
  const errors: QuestionFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, type);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates like the server and gives the payload of the type, or every French message by field. */
export function toQuestionPayload(
  draft: QuestionDraft,
): { ok: true; payload: QuestionPayload } | { ok: false; message: string; errors: QuestionFieldErrors } {
  const timeLimit = draft.timeLimit.trim() === '' ? undefined : Number(draft.timeLimit);
  const common = { title: draft.title, content: draft.content, type: draft.type, timeLimit };
  const typeFields = isChoiceType(draft.type)
    ? { options: draft.options, correctAnswer: draft.correctAnswer }
    : draft.type === 'rating'
      ? { ratingScale: draftRatingScale(draft) }
      : { proposition: draft.proposition, acceptedIdeas: draft.acceptedIdeas };
  const parsed = questionInput.safeParse({ ...common, ...typeFields });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, draft.type);
    // The schema checks the type's rules only once the common fields pass: check them alone too,
    // so that every error shows at once.
    const typeOnly = questionInput.safeParse({ title: 'x', content: 'x', type: draft.type, timeLimit: 30, ...typeFields });
    if (!typeOnly.success) {
      for (const [field, message] of Object.entries(fieldErrors(typeOnly.error.issues, draft.type))) {
        errors[field as QuestionField] ??= message;
      }
    }
    const message = parsed.error.issues[0]?.message ?? 'Données invalides.';
    return { ok: false, message, errors };
  }
  const q = parsed.data;
  const base = { title: q.title, content: q.content, type: q.type, timeLimit: q.timeLimit };
  if (isChoiceType(q.type)) return { ok: true, payload: { ...base, options: q.options, correctAnswer: q.correctAnswer } };
  if (q.type === 'rating') return { ok: true, payload: { ...base, ratingScale: q.ratingScale ?? draftRatingScale(draft) } };
  const loaded = draft.acceptedIdeasBase === undefined ? {} : { acceptedIdeasBase: draft.acceptedIdeasBase };
  return { ok: true, payload: { ...base, proposition: q.proposition ?? '', acceptedIdeas: q.acceptedIdeas, ...loaded } };
}
