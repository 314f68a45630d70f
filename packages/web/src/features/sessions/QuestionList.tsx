import { QUESTION_TYPE_LABELS, type Question } from '@ciar/shared/question';
import type { SessionStatus } from '@ciar/shared/session';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { QuestionPicture } from '../../components/QuestionPicture';
import { createdQuestionIdFrom } from '../../lib/created-question';
import { ReviewCount } from './evaluation/ReviewCount';

interface Props {
  sessionId: string;
  status: SessionStatus;
  questions: Question[];
  /** The question being activated or deleted, whose buttons wait. */
  busyId: string | null;
  onActivate: (question: Question) => void;
  onDelete: (question: Question) => void;
  /** Open questions: the students' answers with their scores. */
  onShowAnswers: (question: Question) => void;
  /** Answers awaiting the teacher's review, by question id (« À vérifier »). */
  reviewCounts?: Record<string, number>;
}

/** The session's questions in order, with what may be done to each in the current status. */
export function QuestionList({ sessionId, status, questions, busyId, onActivate, onDelete, onShowAnswers, reviewCounts }: Props) {
  // Back from creating a question: the focus is on it (decision 190).
  const createdId = createdQuestionIdFrom(useLocation().state);
  const createdShown = createdId !== null && questions.some((q) => q.id === createdId);
  useEffect(() => {
    if (createdShown) document.getElementById(`question-item-${createdId}`)?.focus();
  }, [createdShown, createdId]);
  if (questions.length === 0) {
    return <p className="muted">Aucune question pour le moment : ajoutez-en une, importez un fichier JSON ou GIFT, ou reprenez-en depuis vos autres sessions.</p>;
  }
  const editable = status !== 'ended';
  return (
    <ol className="question-list">
      {questions.map((question, index) => (
        <li key={question.id} className={question.isActive ? 'question-item question-item-active' : 'question-item'}>
          <span className="question-number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="question-item-body">
            <h3 id={`question-item-${question.id}`} tabIndex={question.id === createdId ? -1 : undefined}>
              {question.title}
            </h3>
            <p className="question-item-meta">
              <span>{QUESTION_TYPE_LABELS[question.type]}</span>
              <span aria-hidden="true">·</span>
              <span>{question.timeLimit} s</span>
              {question.isActive && <span className="badge badge-active">Active</span>}
              <ReviewCount count={reviewCounts?.[question.id] ?? 0} />
            </p>
            <QuestionPicture image={question.image} size="thumbnail" />
          </div>
          <div className="row question-item-actions">
            {question.type === 'open_ended' && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => onShowAnswers(question)}
                aria-label={`Réponses à la question ${question.title}`}
              >
                Réponses
              </button>
            )}
            {status === 'active' && !question.isActive && (
              <button
                type="button"
                className="btn btn-success"
                onClick={() => onActivate(question)}
                disabled={busyId === question.id}
                aria-label={`Activer la question ${question.title}`}
              >
                Activer
              </button>
            )}
            {editable && (
              <>
                <Link
                  to={`/teacher/sessions/${sessionId}/questions/${question.id}/edit`}
                  className="btn btn-secondary"
                  aria-label={`Modifier la question ${question.title}`}
                >
                  Modifier
                </Link>
                <button
                  type="button"
                  className="btn btn-ghost-danger"
                  onClick={() => onDelete(question)}
                  disabled={busyId === question.id}
                  aria-label={`Supprimer la question ${question.title}`}
                >
                  Supprimer
                </button>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
