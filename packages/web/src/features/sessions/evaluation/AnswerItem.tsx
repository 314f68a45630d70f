import { awaitsReview, isAutoSubmitted } from '@ciar/shared/answer';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { QuestionResponse } from '@ciar/shared/response';
import { scoreBand } from '@ciar/shared/score-bands';
import { useId } from 'react';
import { GradeToggle } from './GradeToggle';
import { REVIEW_TEXTS } from '../../../components/review-texts';
import { scoreText } from './score-text';

export const ANSWER_TEXTS = {
  pending: 'En attente d’évaluation',
  noAnswer: 'Aucune réponse (temps écoulé)',
  automatic: (score: number) => `Note automatique : ${scoreText(score)}`,
  teacher: (score: number) => `Note de l'enseignant : ${scoreText(score)}`,
  teacherCounts: 'Les résultats retiennent la note de l’enseignant.',
  fromGroup: 'Note donnée au groupe de réponses semblables.',
  autoSubmittedCounts: 'Une réponse non donnée compte toujours 0 dans les résultats.',
} as const;

/**
 * One student's open answer: the text exactly as typed (never HTML), the evaluator's score,
 * band and feedback, and the teacher's own score beside it, never in its place.
 */
export function AnswerItem({ response }: { response: QuestionResponse }) {
  const titleId = useId();
  const { concordanceScore, teacherScore } = response;
  const autoSubmitted = isAutoSubmitted(response.answer);
  const toCheck = awaitsReview(response);

  return (
    <article className={toCheck ? 'answer-item answer-item-review' : 'answer-item'} aria-labelledby={titleId}>
      <h3 id={titleId}>{response.studentName}</h3>
      {toCheck && <p className="badge badge-review">{REVIEW_TEXTS.badge}</p>}
      <p className={autoSubmitted ? 'answer-item-text muted' : 'answer-item-text'}>
        {autoSubmitted ? ANSWER_TEXTS.noAnswer : response.answer}
      </p>
      {concordanceScore === null ? (
        <p className="answer-item-pending">{ANSWER_TEXTS.pending}</p>
      ) : (
        <div className="answer-item-score">
          <p className={`score-line score-${scoreBand(concordanceScore)}`}>{ANSWER_TEXTS.automatic(concordanceScore)}</p>
          {toCheck && <p className="evaluation-hint">{REVIEW_TEXTS.hint}</p>}
          {response.evaluationNote && <p className="evaluation-hint">{response.evaluationNote}</p>}
          {response.aiFeedback && (
            <p className="answer-item-feedback">
              <span className="answer-item-feedback-label">Commentaire de l’évaluateur : </span>
              {frenchSpacing(response.aiFeedback)}
            </p>
          )}
        </div>
      )}
      {teacherScore !== null && (
        <div className="answer-item-score">
          <p className={`score-line score-teacher score-${scoreBand(teacherScore)}`}>{ANSWER_TEXTS.teacher(teacherScore)}</p>
          {response.gradedGroupId && <p className="evaluation-hint">{ANSWER_TEXTS.fromGroup}</p>}
          {response.teacherFeedback && <p className="answer-item-feedback">{frenchSpacing(response.teacherFeedback)}</p>}
          {!autoSubmitted && <p className="evaluation-hint">{ANSWER_TEXTS.teacherCounts}</p>}
        </div>
      )}
      {autoSubmitted ? (
        <p className="evaluation-hint">{ANSWER_TEXTS.autoSubmittedCounts}</p>
      ) : (
        <GradeToggle response={response} describedBy={titleId} />
      )}
    </article>
  );
}
