/**
 * A student's quiz score (docs/product.md#quiz-score), shown on the self-paced completion screen and in the
 * personal statistics: choice questions count the percent answered correctly, open questions
 * the average score, and the two are averaged weighted by how many of each were graded.
 */
import { isResponseCorrect, openAnswerScore } from './answer';
import { PERSONAL_BADGE, QUIZ_SCORE_MESSAGE_AT } from './constants';
import { latestResponsesByQuestion } from './latest-responses';
import type { StatsResponse } from './latest-responses';
import { roundToTenth } from './percent';
import { isChoiceType } from './question';
import type { QuestionType } from './question';

export interface QuizScore {
  /** 0–100, rounded to a whole number; 0 when nothing could be graded. */
  score: number;
  /** Choice answers graded (questions with a correct answer) and how many were right. */
  choiceGraded: number;
  choiceCorrect: number;
  /** Open answers with a score, and their mean (one decimal); null when none. */
  openEvaluated: number;
  openAverage: number | null;
}

export const QUIZ_SCORE_MESSAGES = {
  excellent: 'Excellent',
  good: 'Bon travail',
  encouragement: 'Continuez vos efforts, vous êtes sur la bonne voie !',
  none: "Merci pour votre participation ! Chaque question est une occasion d'apprendre.",
} as const;

export type PersonalBadge = 'good' | 'neutral' | 'poor';

/**
 * The score of one student's `responses` (latest answer per question). Rating questions and
 * polls are not scored; open answers still waiting for an evaluation are left out rather than
 * counted as 0, and an auto-submitted open answer counts as 0.
 */
export function quizScore(
  questions: ReadonlyArray<{ id: string; type: QuestionType; correctAnswer: string }>,
  responses: Iterable<StatsResponse>,
): QuizScore {
  const latest = latestResponsesByQuestion(responses);
  let choiceGraded = 0;
  let choiceCorrect = 0;
  let openEvaluated = 0;
  let openSum = 0;
  for (const question of questions) {
    for (const response of latest.get(question.id)?.values() ?? []) {
      if (isChoiceType(question.type)) {
        const verdict = isResponseCorrect(question, response);
        if (verdict === null) continue;
        choiceGraded += 1;
        if (verdict) choiceCorrect += 1;
      } else if (question.type === 'open_ended') {
        const score = openAnswerScore(response);
        if (score === null) continue;
        openEvaluated += 1;
        openSum += score;
      }
    }
  }
  const graded = choiceGraded + openEvaluated;
  return {
    // (choice percent × choice count + open average × open count) / total count
    score: graded === 0 ? 0 : Math.round((choiceCorrect * 100 + openSum) / graded),
    choiceGraded,
    choiceCorrect,
    openEvaluated,
    openAverage: openEvaluated === 0 ? null : roundToTenth(openSum / openEvaluated),
  };
}

/** 'Excellent' from 80, 'Bon travail' from 60, otherwise a kind word (docs/product.md#quiz-score). */
export function quizScoreMessage(score: number): string {
  if (score >= QUIZ_SCORE_MESSAGE_AT.excellent) return QUIZ_SCORE_MESSAGES.excellent;
  if (score >= QUIZ_SCORE_MESSAGE_AT.good) return QUIZ_SCORE_MESSAGES.good;
  if (score > 0) return QUIZ_SCORE_MESSAGES.encouragement;
  // Also what a student sees when nothing was gradable (a survey), so it thanks rather than judges.
  return QUIZ_SCORE_MESSAGES.none;
}

/** The badge of a student's score (docs/product.md#quiz-score): 70 or more good, 50 to 69 neutral. */
export function personalBadge(score: number): PersonalBadge {
  if (score >= PERSONAL_BADGE.good) return 'good';
  if (score >= PERSONAL_BADGE.neutral) return 'neutral';
  return 'poor';
}
