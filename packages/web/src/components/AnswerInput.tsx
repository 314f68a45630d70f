import { LIMITS } from '@ciar/shared/constants';
import { containsMath } from '@ciar/shared/math';
import { mathAsPlainText } from '@ciar/shared/math-plain-text';
import type { AnswerKind } from './answer-kind';
import './answer-input.css';
import { MathText } from './Markdown';
import { OptionMark } from './OptionMark';

/**
 * A radio whose label holds maths is named by the formula read as text (« 5/6 »): accessibility
 * checkers and some screen readers compute no name from MathML, and a radio must have one.
 */
function mathLabel(text: string): string | undefined {
  return containsMath(text) ? mathAsPlainText(text) : undefined;
}

interface Props {
  questionId: string;
  kind: AnswerKind;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/**
 * The answer inputs of one question (docs/product.md#student-live-page): radio rows for choices and ratings, whose whole
 * row is the touch target, and a text area for open questions.
 */
export function AnswerInput({ questionId, kind, value, onChange, disabled }: Props) {
  const name = `answer-${questionId}`;
  switch (kind.kind) {
    case 'unavailable':
      return (
        <p className="banner banner-error" role="alert">
          {kind.message}
        </p>
      );
    case 'open':
      return (
        <div className="field">
          <label htmlFor={name}>Votre réponse</label>
          <textarea
            id={name}
            className="textarea answer-text"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            maxLength={LIMITS.answer}
            rows={5}
            disabled={disabled}
          />
        </div>
      );
    case 'choice':
      return (
        <fieldset className="answer-choices" disabled={disabled}>
          <legend>Votre réponse</legend>
          {kind.options.map((option, index) => (
            <label key={option.id} className="answer-option">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                aria-label={mathLabel(option.text)}
              />
              <OptionMark index={index} />
              <span>
                <MathText>{option.text}</MathText>
              </span>
            </label>
          ))}
        </fieldset>
      );
    case 'rating':
      return (
        <fieldset className="answer-choices answer-rating" disabled={disabled}>
          <legend>Votre note</legend>
          {kind.values.map(({ value: rating, label }) => (
            <label key={rating} className="answer-option">
              <input
                type="radio"
                name={name}
                value={String(rating)}
                checked={value === String(rating)}
                onChange={() => onChange(String(rating))}
              />
              <span className="answer-rating-value">{rating}</span>
              {label && (
                <>
                  {' '}
                  <span className="muted">{label}</span>
                </>
              )}
            </label>
          ))}
        </fieldset>
      );
  }
}
