// Before any zod schema is built (@ciar/shared/evaluation has one): no eval probe under the Content-Security-Policy.
import '@ciar/shared/zod-without-eval';
import { EVALUATION_MESSAGES, evaluateAllMessage, evaluationErrorText, type EvaluateAllResult } from '@ciar/shared/evaluation';
import type { Session } from '@ciar/shared/session';
import { serverMessageOr } from '../../../lib/server-message';
import { useEvaluateAll } from './evaluate-all';
import { useEvaluationStatus } from './get-evaluation-status';
import './evaluation.css';

export const EVALUATION_CARD_TEXTS = {
  evaluateAll: 'Évaluer toutes les réponses ouvertes',
  running: 'Évaluation en cours…',
  nothingWaiting: 'Aucune réponse ouverte en attente d’évaluation.',
  noOpenQuestion: 'Aucune question ouverte dans cette session.',
} as const;

function outcomeText({ evaluatedCount, errorCount }: EvaluateAllResult): string {
  if (evaluatedCount === 0 && errorCount === 0) return EVALUATION_CARD_TEXTS.nothingWaiting;
  return evaluateAllMessage(evaluatedCount, errorCount);
}

/**
 * docs/product.md#evaluation-of-open-answers: which evaluator
 * scores open answers, and a button that scores those still waiting (answers are scored as
 * they arrive; this catches up after an evaluator failure).
 */
export function EvaluationCard({ session }: { session: Pick<Session, 'id' | 'questions'> }) {
  const status = useEvaluationStatus();
  const evaluation = useEvaluateAll();
  const hasOpenQuestions = (session.questions ?? []).some((q) => q.type === 'open_ended');
  // A status that did not load counts as not configured (docs/product.md#evaluation-of-open-answers): nothing is sent to an unknown evaluator.
  const configured = status.data?.configured === true;

  return (
    <section className="card stack" aria-labelledby="evaluation-title">
      <h2 id="evaluation-title">Évaluation des réponses ouvertes</h2>
      {status.isError ? (
        <p className="banner banner-warning" role="alert">
          {EVALUATION_MESSAGES.statusLoadFailed}
        </p>
      ) : status.data ? (
        <p className={configured ? 'banner banner-info' : 'banner banner-warning'} role="status">
          {status.data.message}
        </p>
      ) : (
        <p className="muted" role="status">
          Chargement du statut…
        </p>
      )}

      {hasOpenQuestions ? (
        <>
          <p className="evaluation-hint">
            Chaque réponse ouverte est notée automatiquement dès son envoi. Ce bouton évalue celles qui attendent encore
            leur note.
          </p>
          <div className="row">
            <button
              type="button"
              className="btn"
              disabled={evaluation.isPending || !configured}
              onClick={() => evaluation.mutate(session.id)}
            >
              {evaluation.isPending ? EVALUATION_CARD_TEXTS.running : EVALUATION_CARD_TEXTS.evaluateAll}
            </button>
          </div>
          <div aria-live="polite">
            {evaluation.isSuccess && (
              <p className={evaluation.data.errorCount > 0 ? 'banner banner-warning' : 'banner banner-success'} role="status">
                {outcomeText(evaluation.data)}
              </p>
            )}
            {evaluation.isError && (
              <p className="banner banner-error" role="alert">
                {evaluationErrorText(serverMessageOr(evaluation.error, ''))}
              </p>
            )}
          </div>
        </>
      ) : (
        <p className="evaluation-hint">{EVALUATION_CARD_TEXTS.noOpenQuestion}</p>
      )}
    </section>
  );
}
