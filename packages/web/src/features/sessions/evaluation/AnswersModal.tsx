import { awaitsReview } from '@ciar/shared/answer';
import type { Question } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { Modal } from '../../../components/Modal';
import { serverMessageOr } from '../../../lib/server-message';
import { AnswerGroups } from './AnswerGroups';
import { AnswerItem } from './AnswerItem';
import { EvaluationSummary } from './EvaluationSummary';
import { useEvaluationStats } from './get-evaluation-stats';
import { useQuestionAnswers } from './get-question-answers';
import './evaluation.css';

/** « À vérifier » first: the answers only the teacher can settle; then by name. */
const byReviewThenName = (a: QuestionResponse, b: QuestionResponse) =>
  Number(awaitsReview(b)) - Number(awaitsReview(a)) || a.studentName.localeCompare(b.studentName, 'fr');

/** Every student's answer to one open question, with its scores, for the teacher to check and grade. */
export function AnswersModal({ question, onClose }: { question: Pick<Question, 'id' | 'title'>; onClose: () => void }) {
  const answers = useQuestionAnswers(question.id);
  const stats = useEvaluationStats(question.id);
  const responses = answers.data ? [...answers.data.responses].sort(byReviewThenName) : null;

  return (
    <Modal
      title={`Réponses : ${question.title}`}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Fermer
        </button>
      }
    >
      {stats.data && <EvaluationSummary stats={stats.data} />}
      <AnswerGroups questionId={question.id} />
      {responses ? (
        responses.length === 0 ? (
          <p className="muted">Aucune réponse pour le moment.</p>
        ) : (
          <ul className="answer-list">
            {responses.map((response) => (
              <li key={response.studentId}>
                <AnswerItem response={response} />
              </li>
            ))}
          </ul>
        )
      ) : answers.isError ? (
        <p className="banner banner-error" role="alert">
          {serverMessageOr(answers.error, 'Erreur lors du chargement de la question')}
        </p>
      ) : (
        <p className="muted" role="status">
          Chargement des réponses…
        </p>
      )}
    </Modal>
  );
}
