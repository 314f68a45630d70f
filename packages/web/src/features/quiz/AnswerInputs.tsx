import { LIMITS } from '@ciar/shared/constants';
import { isChoiceType, normaliseRatingScale } from '@ciar/shared/question';
import type { StudentQuestion } from '@ciar/shared/student';
import { useId } from 'react';

interface Props {
  question: StudentQuestion;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The answer controls of spec §2: radio options, a radio scale for rating, a text area for open questions. */
export function AnswerInputs({ question, value, onChange, disabled }: Props) {
  const name = useId();
  if (question.type === 'open_ended') {
    return (
      <div className="field">
        <label htmlFor={name}>Votre réponse</label>
        <textarea
          id={name}
          className="textarea"
          rows={5}
          maxLength={LIMITS.answer}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }

  const choices = isChoiceType(question.type)
    ? question.options.map((o) => ({ value: o.id, label: o.text, hint: null as string | null }))
    : ratingChoices(question);
  return (
    <fieldset className={question.type === 'rating' ? 'answer-choices answer-scale' : 'answer-choices'} disabled={disabled}>
      <legend>Votre réponse</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={value === choice.value ? 'answer-choice answer-choice-selected' : 'answer-choice'}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span className="answer-choice-text">{choice.label}</span>
          {choice.hint && <span className="answer-choice-hint">{choice.hint}</span>}
        </label>
      ))}
    </fieldset>
  );
}

function ratingChoices(question: StudentQuestion) {
  const scale = normaliseRatingScale(question.ratingScale);
  const values = Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i);
  return values.map((n, i) => ({ value: String(n), label: String(n), hint: scale.labels[i] || null }));
}
