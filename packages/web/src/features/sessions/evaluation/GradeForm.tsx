// Before any zod schema is built (@ciar/shared/evaluation has one): no eval probe under the Content-Security-Policy.
import '@ciar/shared/zod-without-eval';
import { EVALUATION_MESSAGES } from '@ciar/shared/evaluation';
import type { QuestionResponse } from '@ciar/shared/response';
import { useId, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../../lib/server-message';
import { useEvaluateAnswer } from './evaluate-answer';
import { useOverrideScore } from './override-score';
import { parseTeacherScore } from './score-text';

export const GRADE_TEXTS = {
  label: 'Votre note (0 à 100)',
  save: 'Enregistrer',
  remove: 'Retirer ma note',
  evaluate: 'Évaluer',
  reevaluate: 'Réévaluer',
  evaluating: 'Évaluation…',
  reevaluated: 'Réponse réévaluée.',
  saveFailed: 'Erreur lors de l’enregistrement de la note',
} as const;

const asText = (score: number | null) => (score === null ? '' : String(score));

/**
 * The teacher's hand on one answer: their own score (set or removed) and a fresh automatic
 * evaluation. Each control is described by the student's name (`describedBy`), as the list
 * repeats the same buttons for every student.
 */
export function GradeForm({ response, describedBy }: { response: QuestionResponse; describedBy: string }) {
  const inputId = useId();
  const errorId = useId();
  const override = useOverrideScore();
  const evaluation = useEvaluateAnswer();
  const [text, setText] = useState(() => asText(response.teacherScore));
  const [error, setError] = useState<string | null>(null);
  const answer = { questionId: response.questionId, studentId: response.studentId };
  const busy = override.isPending || evaluation.isPending;

  const saveScore = (score: number | null) => {
    setError(null);
    evaluation.reset();
    override.mutate(
      { ...answer, score },
      {
        onSuccess: ({ response: saved }) => setText(asText(saved.teacherScore)),
        onError: (failure) => setError(serverMessageOr(failure, GRADE_TEXTS.saveFailed)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const score = parseTeacherScore(text);
    if (score === null) setError(EVALUATION_MESSAGES.invalidScore);
    else saveScore(score);
  };

  const evaluate = () => {
    setError(null);
    evaluation.mutate(answer, { onError: (failure) => setError(serverMessageOr(failure, EVALUATION_MESSAGES.failed)) });
  };

  const evaluateLabel = response.concordanceScore === null ? GRADE_TEXTS.evaluate : GRADE_TEXTS.reevaluate;
  return (
    <form className="grade-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{GRADE_TEXTS.label}</label>
        <input
          id={inputId}
          className="input grade-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error === EVALUATION_MESSAGES.invalidScore}
          aria-describedby={error ? `${describedBy} ${errorId}` : describedBy}
          disabled={busy}
        />
      </div>
      <div className="row">
        <button type="submit" className="btn" disabled={busy} aria-describedby={describedBy}>
          {GRADE_TEXTS.save}
        </button>
        {response.teacherScore !== null && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => saveScore(null)}
            aria-describedby={describedBy}
          >
            {GRADE_TEXTS.remove}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={evaluate}
          aria-describedby={describedBy}
        >
          {evaluation.isPending ? GRADE_TEXTS.evaluating : evaluateLabel}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        {evaluation.isSuccess && (
          <p className="evaluation-hint" role="status">
            {GRADE_TEXTS.reevaluated}
          </p>
        )}
      </div>
    </form>
  );
}
