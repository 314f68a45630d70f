import { awaitsReview, isAutoSubmitted, openAnswerComment, openAnswerScore, UNDER_REVIEW_TEXT } from '@ciar/shared/answer';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { AnswerFeedback } from '@ciar/shared/events';
import { isChoiceType } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { SCORE_BAND_LABELS, scoreBand } from '@ciar/shared/score-bands';
import type { StudentQuestion } from '@ciar/shared/student';
import { Markdown } from '../Markdown';
import { optionText } from './answer-text';
import { MathText } from '../Markdown';

interface Props {
  question: StudentQuestion;
  response: QuestionResponse | null;
  feedback: AnswerFeedback;
}

type VerdictKind = 'correct' | 'incorrect' | 'neutral';

function verdict({ question, response, feedback }: Props): { kind: VerdictKind; text: string } {
  if (!response) return { kind: 'neutral', text: 'Sans réponse' };
  if (feedback.isCorrect === true) return { kind: 'correct', text: '✓ Bonne réponse' };
  if (feedback.isCorrect === false) {
    return { kind: 'incorrect', text: isAutoSubmitted(response.answer) ? '✗ Temps écoulé' : '✗ Réponse incorrecte' };
  }
  if (question.type === 'open_ended') {
    return { kind: 'neutral', text: awaitsReview(response) ? UNDER_REVIEW_TEXT : 'Réponse enregistrée, en attente d’évaluation' };
  }
  return { kind: 'neutral', text: 'Réponse enregistrée' };
}

/**
 * What a student learns about a question once they answered it (or the session ended):
 * correctness, the explanations, the correct answer when they missed it and, for an open
 * question, their score with its band, the evaluator's comment and the model answer.
 */
export function AnswerFeedbackDetails(props: Props) {
  const { question, response, feedback } = props;
  const { kind, text } = verdict(props);
  const showCorrect = isChoiceType(question.type) && feedback.correctAnswer !== '' && feedback.isCorrect !== true;
  const score = response && question.type === 'open_ended' ? openAnswerScore(response) : null;
  const comment = score !== null && response ? openAnswerComment(response) : null;
  return (
    <div className="feedback stack">
      <p className={`verdict verdict-${kind}`}>{text}</p>
      {feedback.explication && (
        <div>
          <p className="feedback-title">Explication</p>
          <Markdown>{feedback.explication}</Markdown>
        </div>
      )}
      {showCorrect && (
        <div>
          <p className="feedback-title">
            Bonne réponse : <span className="feedback-correct">
              <MathText>{optionText(question, feedback.correctAnswer)}</MathText>
            </span>
          </p>
          {feedback.correctExplication && feedback.correctExplication !== feedback.explication && (
            <Markdown>{feedback.correctExplication}</Markdown>
          )}
        </div>
      )}
      {score !== null && (
        <p className="feedback-score">
          Score : <strong>{score}/100</strong> · {SCORE_BAND_LABELS[scoreBand(score)]}
        </p>
      )}
      {comment && (
        <div>
          <p className="feedback-title">Commentaire</p>
          <p className="markdown-plain">{frenchSpacing(comment)}</p>
        </div>
      )}
      {feedback.proposition && (
        <div className="feedback-proposition">
          <p className="feedback-title">Réponse modèle</p>
          <Markdown>{feedback.proposition}</Markdown>
        </div>
      )}
    </div>
  );
}
