import type { Question } from '@ciar/shared/question';
import { Modal } from '../../../components/Modal';
import { AnswerBrowser } from './AnswerBrowser';
import { AnswerGroups } from './AnswerGroups';
import { EvaluationSummary } from './EvaluationSummary';
import { useEvaluationStats } from './get-evaluation-stats';
import './evaluation.css';

/**
 * Every student's answer to one open question, with its scores, for the teacher to check and
 * grade: the groups first, then the answers one by one, a page at a time (decision 182).
 */
export function AnswersModal({ question, onClose }: { question: Pick<Question, 'id' | 'title'>; onClose: () => void }) {
  const stats = useEvaluationStats(question.id);

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
      <AnswerBrowser questionId={question.id} />
    </Modal>
  );
}
