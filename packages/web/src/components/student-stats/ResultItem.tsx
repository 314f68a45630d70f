import { isAutoSubmitted } from '@ciar/shared/answer';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import { QUESTION_TYPE_LABELS } from '@ciar/shared/question';
import type { StudentResult } from '@ciar/shared/student-results';
import { AnswerFeedbackDetails } from './AnswerFeedbackDetails';
import { answerText } from './answer-text';
import { Markdown, MathText } from '../Markdown';

/** One question of the statistics: the student's answer and what they may learn about it. */
export function ResultItem({ result, number }: { result: StudentResult; number: number }) {
  const { question, response, feedback } = result;
  const auto = response !== null && isAutoSubmitted(response.answer);
  return (
    <li className={auto ? 'card result result-auto' : 'card result'} data-auto-submitted={auto || undefined}>
      <div className="row-between">
        <h3 className="result-title">
          {number}. {frenchSpacing(question.title)}
        </h3>
        <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type]}</span>
      </div>
      <Markdown className="muted">{question.content}</Markdown>
      {response && (
        <p className="result-answer">
          <span className="result-answer-label">Votre réponse :</span>{' '}
          <span className={auto ? 'result-answer-auto' : undefined}>
            <MathText>{answerText(question, response.answer)}</MathText>
          </span>
          {auto && <span className="badge result-auto-badge">Envoyée automatiquement</span>}
        </p>
      )}
      {feedback ? (
        <AnswerFeedbackDetails question={question} response={response} feedback={feedback} />
      ) : (
        <p className="muted">Pas encore répondu : la correction s’affichera après votre réponse.</p>
      )}
    </li>
  );
}
