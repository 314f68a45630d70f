import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS, type Question } from '@ciar/shared/question';
import { SESSION_STATUS_LABELS } from '@ciar/shared/session';
import { createPortal } from 'react-dom';
import { formatDateTime, plural } from '../../../lib/format';
import { QuestionFigures, responsesCount } from './QuestionFigures';
import { RankingTable } from './RankingTable';
import { StatsSummary } from './StatsSummary';
import type { PrintJob } from './use-print-results';
import { Markdown, MathText } from '../../../components/Markdown';

function PrintedQuestion({ question, number, job }: { question: Question; number: number; job: PrintJob }) {
  const figures = job.results.questions.find((q) => q.questionId === question.id);
  return (
    <section className="results-print-question">
      <h3>
        {number}. {frenchSpacing(question.title)}
      </h3>
      <p className="results-question-meta">
        {QUESTION_TYPE_LABELS[question.type]} · {question.timeLimit} s{figures ? ` · ${responsesCount(figures)}` : ''}
      </p>
      <Markdown className="results-print-text">{question.content}</Markdown>
      {question.options.length > 0 && (
        <ol className="results-print-options">
          {question.options.map((option) => (
            <li key={option.id}>
              <MathText>{option.text}</MathText>
              {option.id === question.correctAnswer && <strong> (bonne réponse)</strong>}
            </li>
          ))}
        </ol>
      )}
      {question.type === 'open_ended' && question.proposition && (
        <div className="results-print-text">
          <strong>Réponse modèle : </strong>
          <Markdown>{question.proposition}</Markdown>
        </div>
      )}
      {figures && <QuestionFigures stats={figures} title={question.title} />}
    </section>
  );
}

/**
 * What gets printed (docs/product.md#results): the session, its summary, every question with its
 * options, correct answer or model answer and its figures, then the ranking. Rendered beside
 * the app, shown only by the print style sheet.
 */
export function PrintView({ job }: { job: PrintJob }) {
  const { session, results } = job;
  const questions = session.questions ?? [];
  return createPortal(
    <div className="results-print" data-testid="results-print">
      <h1>{session.name}</h1>
      <p>
        Code {session.code} · {SESSION_STATUS_LABELS[results.session.status]} · {plural(results.session.participantsCount, 'participant')} ·
        créée le {formatDateTime(session.createdAt)} · imprimé le {formatDateTime(new Date().toISOString())}
      </p>
      <h2>Synthèse</h2>
      <StatsSummary results={results} />
      <h2>Questions ({questions.length})</h2>
      {questions.map((question, i) => (
        <PrintedQuestion key={question.id} question={question} number={i + 1} job={job} />
      ))}
      <h2>Classement</h2>
      {results.ranking.length === 0 ? <p>Aucun étudiant n’a participé à cette session.</p> : <RankingTable ranking={results.ranking} />}
    </div>,
    document.body,
  );
}
