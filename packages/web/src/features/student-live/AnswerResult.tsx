import { awaitsReview, effectiveScore, isAutoSubmitted, openAnswerComment, UNDER_REVIEW_TEXT } from '@ciar/shared/answer';
import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { AnswerFeedback } from '@ciar/shared/events';
import { isChoiceType } from '@ciar/shared/question';
import type { QuestionResponse } from '@ciar/shared/response';
import { isOpenAnswerCorrect, SCORE_BAND_LABELS, scoreBand } from '@ciar/shared/score-bands';
import type { StudentQuestion } from '@ciar/shared/student';
import { useEffect, useRef } from 'react';
import { Celebration } from '../../components/Celebration';
import { Markdown, MathText } from '../../components/Markdown';

interface Props {
  question: StudentQuestion;
  response: QuestionResponse;
  feedback: AnswerFeedback | null;
  /** Just answered here: the focus goes to the result, which the keyboard and screen reader follow. */
  focusOnMount?: boolean;
}

export const RESULT_TEXTS = {
  correct: 'Bonne réponse !',
  wrong: 'Mauvaise réponse',
  recorded: 'Réponse enregistrée. Merci !',
  awaitingEvaluation: 'Réponse enregistrée : en attente d’évaluation par l’enseignant.',
  underReview: UNDER_REVIEW_TEXT,
  noAnswer: 'Aucune réponse (temps écoulé)',
  noAnswerGiven: 'Temps écoulé : aucune réponse n’a été donnée.',
} as const;

/** The answer as the student gave it: the option's text, the rating and its label, or the text. */
function answerText(question: StudentQuestion, answer: string): string {
  if (isAutoSubmitted(answer)) return RESULT_TEXTS.noAnswer;
  if (isChoiceType(question.type)) return question.options.find((o) => o.id === answer)?.text ?? answer;
  if (question.type === 'rating' && question.ratingScale) {
    const label = question.ratingScale.labels[Number(answer) - question.ratingScale.min];
    return label ? `${answer} — ${label}` : answer;
  }
  return answer;
}

export interface Verdict {
  text: string;
  tone: 'success' | 'error' | 'info';
  /**
   * What the page's live region says: a sentence of its own, not a copy of the text on screen,
   * so that a search of the page for the verdict finds the verdict once.
   */
  said: string;
}

/** The one-line verdict of an answer: shown under it and announced by the page's live region. */
export function answerVerdict(question: StudentQuestion, response: QuestionResponse, feedback: AnswerFeedback | null): Verdict {
  // Time ran out with nothing sent: neither thanks nor a pending evaluation (docs/product.md#student-live-page).
  if (isAutoSubmitted(response.answer)) {
    return { text: RESULT_TEXTS.noAnswerGiven, tone: 'info', said: 'Le temps est fini : vous n’avez pas répondu.' };
  }
  if (question.type === 'open_ended') {
    const score = effectiveScore(response);
    if (score === null) {
      const review = awaitsReview(response);
      return {
        text: review ? RESULT_TEXTS.underReview : RESULT_TEXTS.awaitingEvaluation,
        tone: 'info',
        said: review ? 'Votre réponse sera vérifiée par l’enseignant.' : 'Votre réponse est reçue ; l’enseignant l’évaluera.',
      };
    }
    const band = SCORE_BAND_LABELS[scoreBand(score)];
    return {
      text: `Score : ${score}/100 — ${band}`,
      tone: isOpenAnswerCorrect(score) ? 'success' : 'error',
      said: `Votre réponse obtient ${score} sur 100, ${band.toLowerCase()}.`,
    };
  }
  if (feedback?.isCorrect === true) return { text: RESULT_TEXTS.correct, tone: 'success', said: 'Votre réponse est juste. Bravo !' };
  if (feedback?.isCorrect === false) return { text: RESULT_TEXTS.wrong, tone: 'error', said: 'Votre réponse est fausse.' };
  return { text: RESULT_TEXTS.recorded, tone: 'info', said: 'Votre réponse est reçue, merci.' };
}

/** What a student learns once they answered (docs/product.md#student-live-page): correctness, explanations, the model answer. */
export function AnswerResult({ question, response, feedback, focusOnMount = false }: Props) {
  const open = question.type === 'open_ended';
  const score = open ? effectiveScore(response) : null;
  const comment = open && score !== null ? openAnswerComment(response) : null;
  const correctOption =
    feedback && feedback.isCorrect === false && feedback.correctAnswer
      ? question.options.find((o) => o.id === feedback.correctAnswer)
      : undefined;
  const verdict = answerVerdict(question, response, feedback);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
    // Only when the result first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="stack answer-result" aria-labelledby={`result-${question.id}`}>
      <h3 id={`result-${question.id}`} ref={headingRef} tabIndex={-1}>
        Votre réponse
      </h3>
      <p className="answer-given">
        <MathText>{answerText(question, response.answer)}</MathText>
      </p>
      {verdict.tone === 'success' && <Celebration />}
      <p className={`banner banner-${verdict.tone} answer-verdict`}>
        {verdict.text}
      </p>
      {comment && (
        <div>
          <h4>Commentaire</h4>
          <p>{frenchSpacing(comment)}</p>
        </div>
      )}
      {feedback?.explication && (
        <div>
          <h4>Explication</h4>
          <Markdown>{feedback.explication}</Markdown>
        </div>
      )}
      {correctOption && (
        <div>
          <h4>La bonne réponse</h4>
          <p className="answer-given">
            <MathText>{correctOption.text}</MathText>
          </p>
          {feedback?.correctExplication && <Markdown>{feedback.correctExplication}</Markdown>}
        </div>
      )}
      {open && feedback?.proposition && (
        <div>
          <h4>Proposition de réponse</h4>
          <Markdown>{feedback.proposition}</Markdown>
        </div>
      )}
    </section>
  );
}
