import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS } from '@ciar/shared/question';
import type { QuestionResults } from '@ciar/shared/session-results';
import { useId } from 'react';
import { Modal } from '../../../components/Modal';
import { QuestionWordCloud } from '../../../components/word-cloud/QuestionWordCloud';
import { useSessionStats } from './get-session-stats';
import { QuestionFigures, responsesCount } from './QuestionFigures';
import { StatsLoading, StatsProblem } from './StatsProblem';
import { StatsSummary } from './StatsSummary';
import './results.css';

function QuestionCard({ question, number }: { question: QuestionResults; number: number }) {
  const titleId = useId();
  return (
    <section className="results-question" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {number}. {frenchSpacing(question.title)}
      </h3>
      <p className="results-question-meta">
        {QUESTION_TYPE_LABELS[question.type]} · {responsesCount(question)}
      </p>
      <QuestionFigures stats={question} title={question.title} />
      {question.type === 'open_ended' && question.totalResponses > 0 && (
        <QuestionWordCloud questionId={question.questionId} answersCount={question.totalResponses} />
      )}
    </section>
  );
}

/** docs/product.md#results: the session's statistics, with a chart per question. */
export function SessionStatsModal({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const stats = useSessionStats(sessionId);
  const results = stats.data;
  return (
    <Modal
      title="Statistiques de la session"
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Fermer
        </button>
      }
    >
      {results ? (
        <>
          <StatsSummary results={results} />
          {results.questions.length === 0 ? (
            <p className="muted">Aucune question dans cette session.</p>
          ) : (
            results.questions.map((question, i) => <QuestionCard key={question.questionId} question={question} number={i + 1} />)
          )}
        </>
      ) : stats.isError ? (
        <StatsProblem error={stats.error} retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsLoading />
      )}
    </Modal>
  );
}
