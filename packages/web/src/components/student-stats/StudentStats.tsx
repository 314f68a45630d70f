import { personalBadge, quizScoreMessage, type PersonalBadge } from '@ciar/shared/quiz-score';
import { useId } from 'react';
import { formatPercent } from '../../lib/format';
import { serverMessageOr } from '../../lib/server-message';
import { useStudentResults, type StudentIdentity } from './get-student-results';
import { ResultItem } from './ResultItem';
import { usePrint } from './use-print';
import './student-stats.css';

export const STATS_LOAD_ERROR = 'Erreur lors du chargement de vos statistiques';

const BADGE_LABELS: Record<PersonalBadge, string> = {
  good: 'Bon résultat',
  neutral: 'Résultat moyen',
  poor: 'À retravailler',
};

interface Props extends StudentIdentity {
  /** The page hides its own header too while printing. */
  onPrintingChange?: (printing: boolean) => void;
}

/**
 * A student's personal statistics (docs/product.md#student-statistics): their score and badge, then every question with
 * their answer, its correctness and explanations; a timed-out answer stands out. Shown from
 * the live page after the end and from the quiz's completion screen.
 */
export function StudentStats({ sessionId, studentId, token, onPrintingChange }: Props) {
  const titleId = useId();
  const results = useStudentResults({ sessionId, studentId, token });
  const { printing, error: printError, print } = usePrint(onPrintingChange);

  const data = results.data;
  const answered = data ? data.results.filter((r) => r.response !== null).length : 0;
  const graded = data ? data.score.choiceGraded + data.score.openEvaluated : 0;
  return (
    <section className="student-stats stack" aria-labelledby={titleId}>
      {printing ? (
        <h2 id={titleId} className="visually-hidden">
          Mes statistiques
        </h2>
      ) : (
        <div className="row-between no-print stats-toolbar">
          <h2 id={titleId}>Mes statistiques</h2>
          <button type="button" className="btn btn-secondary" onClick={print} disabled={!data}>
            Imprimer
          </button>
        </div>
      )}
      {printError && (
        <p className="banner banner-error no-print" role="alert">
          {printError}
        </p>
      )}
      {results.isPending && (
        <p className="muted" role="status">
          Chargement de vos statistiques…
        </p>
      )}
      {results.isError && (
        <div className="banner banner-error stack" role="alert">
          <p>{serverMessageOr(results.error, STATS_LOAD_ERROR)}</p>
          <button type="button" className="btn btn-secondary no-print" onClick={() => void results.refetch()}>
            Réessayer
          </button>
        </div>
      )}
      {data && (
        <>
          <div className="card stats-summary stack">
            <p className="stats-who">
              <strong>{data.student.studentName}</strong> · {data.session.name}
            </p>
            {graded > 0 ? (
              <p className="stats-score">
                Score global : <strong className="stats-score-value">{formatPercent(data.score.score)}</strong>{' '}
                <span className={`badge stats-badge stats-badge-${personalBadge(data.score.score)}`}>
                  {BADGE_LABELS[personalBadge(data.score.score)]}
                </span>
              </p>
            ) : (
              <p className="stats-score">Aucune réponse notée pour le moment.</p>
            )}
            <p>{quizScoreMessage(graded > 0 ? data.score.score : 0)}</p>
            <dl className="stats-facts">
              <div>
                <dt>Questions répondues</dt>
                <dd>
                  {answered}/{data.results.length}
                </dd>
              </div>
              {data.score.choiceGraded > 0 && (
                <div>
                  <dt>Bonnes réponses (questions à choix)</dt>
                  <dd>
                    {data.score.choiceCorrect}/{data.score.choiceGraded}
                  </dd>
                </div>
              )}
              {data.score.openAverage !== null && (
                <div>
                  <dt>Moyenne des questions ouvertes</dt>
                  <dd>{data.score.openAverage}/100</dd>
                </div>
              )}
            </dl>
          </div>
          {data.results.length === 0 ? (
            <p className="muted">Aucune question dans cette session.</p>
          ) : (
            <ol className="stats-results stack">
              {data.results.map((result, index) => (
                <ResultItem key={result.question.id} result={result} number={index + 1} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
