import { LIMITS, TIME_LIMIT_MAX, TIME_LIMIT_MIN } from '@ciar/shared/constants';
import { isChoiceType, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@ciar/shared/question';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { containsMath } from '@ciar/shared/math';
import { Markdown, MathText } from '../../components/Markdown';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeType,
  draftRatingScale,
  removeOption,
  setRatingLabel,
  toQuestionPayload,
  updateOption,
  QUESTION_FIELDS,
  type QuestionDraft,
  type QuestionField,
  type QuestionFieldErrors,
  type QuestionPayload,
} from './question-draft';
import { PictureField } from './PictureField';
import { pictureChange, pictureDraft, type PictureChange } from './question-picture';
import type { QuestionImage } from '@ciar/shared/question-image';
import { AcceptedIdeasField } from './AcceptedIdeasField';
import './question-form.css';

interface Props {
  initial: QuestionDraft;
  /** 'Créer la question' or 'Sauvegarder'. */
  submitLabel: string;
  /** Shown on the submit button while saving. */
  savingLabel: string;
  saving: boolean;
  /** The last failure of the save call. */
  error: string | null;
  /** Where Cancel goes (the session page). */
  cancelTo: string;
  /** The question's saved picture (edit form). */
  initialImage?: QuestionImage | null;
  /** The question's fields, and the change to its picture to make once it is saved. */
  onSubmit: (payload: QuestionPayload, picture: PictureChange) => void;
}

/** The input that takes the focus when its field is wrong. */
const FIELD_INPUT: Record<QuestionField, string> = {
  title: 'q-title',
  content: 'q-content',
  timeLimit: 'q-time',
  options: 'q-option-0',
  ratingScale: 'q-rating-min',
  proposition: 'q-proposition',
};

const errorId = (field: QuestionField) => `${FIELD_INPUT[field]}-error`;

/** A field's error, under it; its input names it in aria-describedby. */
function FieldError({ field, errors }: { field: QuestionField; errors: QuestionFieldErrors }) {
  if (!errors[field]) return null;
  return (
    <p id={errorId(field)} className="field-error">
      {errors[field]}
    </p>
  );
}

/** aria-invalid and aria-describedby of a field's input: its error first, then its hint. */
function invalidProps(field: QuestionField, errors: QuestionFieldErrors, hintId?: string) {
  const ids = [errors[field] ? errorId(field) : null, hintId].filter(Boolean).join(' ');
  return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The question create and edit form (docs/product.md#question-form): every error at once, next to its field (decision 190). */
export function QuestionForm({ initial, submitLabel, savingLabel, saving, error, cancelTo, initialImage, onSubmit }: Props) {
  const [draft, setDraft] = useState(initial);
  const [picture, setPicture] = useState(() => pictureDraft(initialImage));
  /** A picture that cannot be sent (too large, not a picture, no description): said with the form's error. */
  const [pictureError, setPictureError] = useState<string | null>(null);
  const shown = pictureError ?? error;
  const [errors, setErrors] = useState<QuestionFieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  // After a refused submit, the focus goes to the first wrong field.
  useEffect(() => {
    const first = QUESTION_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(FIELD_INPUT[first])?.focus();
    // Once per submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toQuestionPayload(draft);
    setAttempt((n) => n + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const change = pictureChange(picture);
    if (!change.ok) {
      setPictureError(change.message);
      return;
    }
    setPictureError(null);
    onSubmit(result.payload, change.change);
  };

  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form className="stack question-form" onSubmit={submit} noValidate>
      <section className="card stack" aria-labelledby="q-general">
        <h2 id="q-general">La question</h2>
        <div className="field">
          <label htmlFor="q-title">Titre</label>
          <input
            id="q-title"
            className="input"
            value={draft.title}
            maxLength={LIMITS.questionTitle}
            onChange={(e) => set('title', e.target.value)}
            required
            {...invalidProps('title', errors)}
          />
          <FieldError field="title" errors={errors} />
        </div>
        <div className="field">
          <label htmlFor="q-content">Énoncé</label>
          <textarea
            id="q-content"
            className="textarea"
            value={draft.content}
            maxLength={LIMITS.questionContent}
            onChange={(e) => set('content', e.target.value)}
            required
            {...invalidProps('content', errors, 'q-content-hint')}
          />
          <FieldError field="content" errors={errors} />
          <span id="q-content-hint" className="field-hint">
            Markdown accepté : **gras**, *italique*, listes, liens… et formules LaTeX entre dollars :{' '}
            <code>{'$\\frac{1}{2}$'}</code>, ou <code>{'$$…$$'}</code> pour une formule centrée.
          </span>
        </div>
        {draft.content.trim() && (
          <div className="question-preview">
            <h3>Aperçu de l’énoncé</h3>
            <Markdown>{draft.content}</Markdown>
          </div>
        )}
        <div className="question-form-pair">
          <div className="field">
            <label htmlFor="q-type">Type de question</label>
            <select
              id="q-type"
              className="select"
              value={draft.type}
              onChange={(e) => setDraft((d) => changeType(d, e.target.value as QuestionType))}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {QUESTION_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="q-time">Temps limite (secondes)</label>
            <input
              id="q-time"
              className="input"
              type="number"
              inputMode="numeric"
              min={TIME_LIMIT_MIN}
              max={TIME_LIMIT_MAX}
              step={1}
              value={draft.timeLimit}
              onChange={(e) => set('timeLimit', e.target.value)}
              required
              {...invalidProps('timeLimit', errors, 'q-time-hint')}
            />
            <FieldError field="timeLimit" errors={errors} />
            <span id="q-time-hint" className="field-hint">
              Entre {TIME_LIMIT_MIN} et {TIME_LIMIT_MAX} secondes.
            </span>
          </div>
        </div>
      </section>

      <PictureField draft={picture} onChange={setPicture} />

      {isChoiceType(draft.type) && <ChoiceOptions draft={draft} setDraft={setDraft} errors={errors} />}
      {draft.type === 'rating' && <RatingScaleFields draft={draft} setDraft={setDraft} errors={errors} />}
      {draft.type === 'open_ended' && (
        <section className="card stack" aria-labelledby="q-proposition-title">
          <h2 id="q-proposition-title">Proposition de réponse</h2>
          <div className="field">
            <label htmlFor="q-proposition">Réponse modèle (Markdown, facultative)</label>
            <textarea
              id="q-proposition"
              className="textarea"
              value={draft.proposition}
              maxLength={LIMITS.proposition}
              onChange={(e) => set('proposition', e.target.value)}
              {...invalidProps('proposition', errors, 'q-proposition-hint')}
            />
            <FieldError field="proposition" errors={errors} />
            <span id="q-proposition-hint" className="field-hint">
              Montrée aux étudiants après leur réponse, et utilisée pour évaluer les réponses ouvertes.
            </span>
          </div>
          <div className="question-preview">
            <h3>Aperçu</h3>
            {draft.proposition.trim() ? (
              <Markdown>{draft.proposition}</Markdown>
            ) : (
              <p className="muted">L’aperçu de la proposition apparaîtra ici.</p>
            )}
          </div>
          <AcceptedIdeasField value={draft.acceptedIdeas} onChange={(value) => set('acceptedIdeas', value)} />
        </section>
      )}

      {shown && (
        <p className="banner banner-error" role="alert">
          {shown}
        </p>
      )}
      <div className="row question-form-actions">
        <Link to={cancelTo} className="btn btn-secondary">
          Annuler
        </Link>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

interface SectionProps {
  draft: QuestionDraft;
  setDraft: (update: (draft: QuestionDraft) => QuestionDraft) => void;
  errors: QuestionFieldErrors;
}

function ChoiceOptions({ draft, setDraft, errors }: SectionProps) {
  const removable = canRemoveOption(draft);
  return (
    <fieldset className="card stack question-options">
      <legend>Options de réponse</legend>
      <p className="field-hint" id="q-options-hint">
        Cochez la bonne réponse (sans bonne réponse, la question est un simple sondage). Les options laissées vides ne
        sont pas enregistrées.
      </p>
      <FieldError field="options" errors={errors} />
      <ol className="question-option-list">
        {draft.options.map((option, index) => {
          const number = index + 1;
          return (
            <li key={option.id} className="question-option">
              <div className="question-option-head">
                <label htmlFor={`q-option-${index}`}>Option {number}</label>
                <label className="question-option-correct">
                  <input
                    type="radio"
                    name="q-correct"
                    value={option.id}
                    checked={draft.correctAnswer === option.id}
                    onChange={() => setDraft((d) => ({ ...d, correctAnswer: option.id }))}
                    aria-label={`Bonne réponse, option ${number}`}
                  />
                  Bonne réponse
                </label>
                {removable && (
                  <button
                    type="button"
                    className="btn btn-ghost-danger question-option-remove"
                    onClick={() => setDraft((d) => removeOption(d, index))}
                    aria-label={`Retirer l’option ${number}`}
                  >
                    Retirer
                  </button>
                )}
              </div>
              <input
                id={`q-option-${index}`}
                className="input"
                value={option.text}
                maxLength={LIMITS.optionText}
                onChange={(e) => setDraft((d) => updateOption(d, index, { text: e.target.value }))}
                {...(index === 0 ? invalidProps('options', errors) : {})}
              />
              <label htmlFor={`q-explication-${index}`} className="question-option-sub">
                Explication de l’option {number} (facultative, Markdown)
              </label>
              <textarea
                id={`q-explication-${index}`}
                className="textarea question-option-explication"
                rows={2}
                value={option.explication}
                maxLength={LIMITS.explication}
                onChange={(e) => setDraft((d) => updateOption(d, index, { explication: e.target.value }))}
              />
              {(containsMath(option.text) || containsMath(option.explication, { markdown: true })) && (
                <div className="question-preview">
                  <h3>Aperçu de l’option {number}</h3>
                  <p>
                    <MathText>{option.text}</MathText>
                  </p>
                  {option.explication.trim() && <Markdown>{option.explication}</Markdown>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setDraft(addOption)}
          disabled={!canAddOption(draft)}
        >
          + Ajouter une option
        </button>
        {draft.correctAnswer !== '' && (
          <button type="button" className="btn btn-ghost" onClick={() => setDraft((d) => ({ ...d, correctAnswer: '' }))}>
            Aucune bonne réponse
          </button>
        )}
      </div>
    </fieldset>
  );
}

function RatingScaleFields({ draft, setDraft, errors }: SectionProps) {
  const scale = draftRatingScale(draft);
  const setBound = (bound: 'min' | 'max', value: string) =>
    setDraft((d) => ({ ...d, rating: { ...d.rating, [bound]: value } }));
  return (
    <fieldset className="card stack">
      <legend>Échelle de notation</legend>
      <FieldError field="ratingScale" errors={errors} />
      <div className="question-form-pair">
        <div className="field">
          <label htmlFor="q-rating-min">Valeur minimale (1 à 10)</label>
          <input
            id="q-rating-min"
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={draft.rating.min}
            onChange={(e) => setBound('min', e.target.value)}
            {...invalidProps('ratingScale', errors)}
          />
        </div>
        <div className="field">
          <label htmlFor="q-rating-max">Valeur maximale (2 à 10)</label>
          <input
            id="q-rating-max"
            className="input"
            type="number"
            inputMode="numeric"
            min={2}
            max={10}
            value={draft.rating.max}
            onChange={(e) => setBound('max', e.target.value)}
          />
        </div>
      </div>
      <p className="field-hint">
        Échelle enregistrée : de {scale.min} à {scale.max}. Une valeur hors limites revient à 1 pour le minimum et à 5
        pour le maximum. Les libellés sont facultatifs.
      </p>
      <div className="question-rating-labels">
        {scale.labels.map((label, index) => {
          const value = scale.min + index;
          return (
            <div key={value} className="field">
              <label htmlFor={`q-rating-label-${index}`}>Libellé pour {value}</label>
              <input
                id={`q-rating-label-${index}`}
                className="input"
                value={label}
                maxLength={100}
                onChange={(e) => setDraft((d) => setRatingLabel(d, index, e.target.value))}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
