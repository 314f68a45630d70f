/**
 * What the self-paced quiz's one live region says (decision 192): the verdict after answering
 * and the end of the quiz (a new question is said by lib/question-announcement). Sentences of
 * their own, not copies of the texts on screen, so a search of the page finds those once.
 */
import { awaitsReview, isAutoSubmitted, openAnswerScore } from '@ciar/shared/answer';
import type { AnswerFeedback } from '@ciar/shared/events';
import { isChoiceType } from '@ciar/shared/question';
import { quizScoreMessage } from '@ciar/shared/quiz-score';
import type { QuestionResponse } from '@ciar/shared/response';
import { SCORE_BAND_LABELS, scoreBand } from '@ciar/shared/score-bands';
import type { StudentQuestion } from '@ciar/shared/student';
import type { QuizAvailability } from '@ciar/shared/student-results';
import { optionText } from '../../components/student-stats/answer-text';
import { formatPercent } from '../../lib/format';

/** The verdict of a stored answer, as the region says it. */
export function quizVerdictAnnouncement(question: StudentQuestion, response: QuestionResponse, feedback: AnswerFeedback | null): string {
  if (isAutoSubmitted(response.answer)) return 'Le temps est fini : vous n’avez pas répondu.';
  if (feedback?.isCorrect === true) return 'Votre réponse est juste. Bravo !';
  if (feedback?.isCorrect === false) {
    const correct = isChoiceType(question.type) && feedback.correctAnswer !== '' ? ` La bonne réponse était : ${optionText(question, feedback.correctAnswer)}.` : '';
    return `Votre réponse est fausse.${correct}`;
  }
  if (question.type === 'open_ended') {
    const score = openAnswerScore(response);
    if (score !== null) return `Votre réponse obtient ${score} sur 100, ${SCORE_BAND_LABELS[scoreBand(score)].toLowerCase()}.`;
    return awaitsReview(response) ? 'Votre réponse sera vérifiée par l’enseignant.' : 'Votre réponse est reçue ; elle sera évaluée.';
  }
  return 'Votre réponse est reçue, merci.';
}

/** The end of the quiz, once the average score is known. */
export function quizEndAnnouncement(questionsCount: number, score: number): string {
  const questions = `${questionsCount} question${questionsCount > 1 ? 's' : ''}`;
  return `Vous avez fini le quiz : ${questions}, score moyen ${formatPercent(score)}. ${quizScoreMessage(score)}`;
}

/** Why the quiz cannot be taken now, in words other than the card's (its title and text stay found once). */
export const QUIZ_CLOSED_ANNOUNCEMENTS: Record<Exclude<QuizAvailability, 'open'>, string> = {
  ended: 'Le quiz est fermé : la session est finie.',
  supervised: 'Ce quiz se suit en direct avec l’enseignant, pas à votre rythme.',
  'not-started': 'Le quiz n’est pas encore ouvert ; attendez l’enseignant.',
  paused: 'Le quiz est suspendu par l’enseignant ; attendez qu’il reprenne.',
};
