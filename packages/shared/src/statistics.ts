/**
 * Session statistics (docs/product.md#statistics, "Evaluation stats per question") and the
 * per-question figures of the live screen and the statistics modal. Counts use each student's
 * latest answer per question; every function is one pass over the responses, so the server
 * can run it for a thousand students and thirty questions on each new answer.
 */
import { awaitsReview, isAutoSubmitted, isResponseCorrect, openAnswerScore } from './answer';
import { OPEN_ANSWER_PREVIEW_LENGTH, RATING_STATS_FALLBACK } from './constants';
import { latestResponsesByQuestion } from './latest-responses';
import type { StatsResponse } from './latest-responses';
import { percent, roundToTenth } from './percent';
import { isChoiceType, normaliseRatingScale } from './question';
import type { QuestionOption, QuestionType, RatingScale } from './question';
import { scoreBand } from './score-bands';
import type { ScoreBand } from './score-bands';

export type { StatsResponse } from './latest-responses';

/** A question as statistics need it; a full `Question` fits. */
export interface StatsQuestion {
  id: string;
  type: QuestionType;
  options: ReadonlyArray<Pick<QuestionOption, 'id' | 'text'>>;
  correctAnswer: string;
  ratingScale?: Partial<RatingScale> | null;
}

/** docs/product.md#statistics. */
export interface SessionStats {
  /** One per student and question: re-submissions are not counted twice. */
  totalResponses: number;
  /** Percent (one decimal) of the gradable responses that are correct; 0 when none. */
  globalAccuracy: number;
  /** Choice questions with a correct answer set (the others are polls). */
  questionsWithCorrectAnswer: number;
  openEndedQuestions: number;
}

export interface Share {
  count: number;
  /** Percent of the question's responses, one decimal. */
  percent: number;
}

export interface ChoiceQuestionStats {
  kind: 'choice';
  questionId: string;
  totalResponses: number;
  options: Array<Share & { id: string; text: string; isCorrect: boolean }>;
  /** Auto-submitted when the time ran out. */
  noAnswer: Share;
  /** Answers that match no option (the options changed after they were given). */
  other: Share;
  correctResponses: number;
  /** Percent correct, one decimal; null for a poll (no correct answer). */
  accuracy: number | null;
}

export interface RatingQuestionStats {
  kind: 'rating';
  questionId: string;
  totalResponses: number;
  scale: { min: number; max: number };
  values: Array<Share & { value: number; label: string | null }>;
  /** Mean of the values on the scale, one decimal; null without any. */
  average: number | null;
  noAnswer: Share;
  /** Values off the scale (the scale changed after they were given). */
  other: Share;
}

/** docs/product.md#statistics, plus the answers for the live histogram. */
export interface OpenQuestionStats {
  kind: 'open';
  questionId: string;
  totalResponses: number;
  evaluatedResponses: number;
  unevaluatedResponses: number;
  /**
   * Answers the evaluator flagged and the teacher has not graded yet (« À vérifier »): counted
   * among the unevaluated ones, neither correct nor wrong.
   */
  needsReviewResponses: number;
  /** Mean effective score of the evaluated responses, one decimal; null when none. */
  averageScore: number | null;
  /** Percent of the responses evaluated, one decimal. */
  evaluationRate: number;
  scoreDistribution: Record<ScoreBand, number>;
  /** Identical answers (after trimming) counted together, most frequent first. */
  answers: Array<{ answer: string; count: number }>;
  noAnswer: Share;
}

export type QuestionStats = ChoiceQuestionStats | RatingQuestionStats | OpenQuestionStats;

function share(count: number, total: number): Share {
  return { count, percent: percent(count, total) };
}

export function sessionStats(
  questions: ReadonlyArray<StatsQuestion>,
  responses: Iterable<StatsResponse>,
): SessionStats {
  const latest = latestResponsesByQuestion(responses);
  let totalResponses = 0;
  let gradable = 0;
  let correct = 0;
  for (const question of questions) {
    for (const response of latest.get(question.id)?.values() ?? []) {
      totalResponses += 1;
      const verdict = isResponseCorrect(question, response);
      if (verdict === null) continue;
      gradable += 1;
      if (verdict) correct += 1;
    }
  }
  return {
    totalResponses,
    globalAccuracy: percent(correct, gradable),
    questionsWithCorrectAnswer: questions.filter((q) => isChoiceType(q.type) && q.correctAnswer.trim() !== '').length,
    openEndedQuestions: questions.filter((q) => q.type === 'open_ended').length,
  };
}

/** The figures of one question; `responses` may hold the whole session's, others are ignored. */
export function questionStats(question: StatsQuestion, responses: Iterable<StatsResponse>): QuestionStats {
  const own = latestResponsesByQuestion(responses).get(question.id);
  return statsOf(question, [...(own?.values() ?? [])]);
}

/** `questionStats` for every question, grouping the responses once. */
export function allQuestionStats(
  questions: ReadonlyArray<StatsQuestion>,
  responses: Iterable<StatsResponse>,
): QuestionStats[] {
  const latest = latestResponsesByQuestion(responses);
  return questions.map((q) => statsOf(q, [...(latest.get(q.id)?.values() ?? [])]));
}

/** `latest` holds one response per student, all to `question`. */
function statsOf(question: StatsQuestion, latest: StatsResponse[]): QuestionStats {
  if (isChoiceType(question.type)) return choiceStats(question, latest);
  if (question.type === 'rating') return ratingStats(question, latest);
  return openStats(question, latest);
}

function choiceStats(question: StatsQuestion, latest: StatsResponse[]): ChoiceQuestionStats {
  const counts = new Map(question.options.map((o) => [o.id, 0]));
  let noAnswer = 0;
  let other = 0;
  let correct = 0;
  for (const response of latest) {
    const answer = response.answer.trim();
    if (isAutoSubmitted(answer)) noAnswer += 1;
    else if (counts.has(answer)) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    else other += 1;
    if (isResponseCorrect(question, response) === true) correct += 1;
  }
  const total = latest.length;
  const isPoll = question.correctAnswer.trim() === '';
  return {
    kind: 'choice',
    questionId: question.id,
    totalResponses: total,
    options: question.options.map((o) => ({
      id: o.id,
      text: o.text,
      isCorrect: !isPoll && o.id === question.correctAnswer.trim(),
      ...share(counts.get(o.id) ?? 0, total),
    })),
    noAnswer: share(noAnswer, total),
    other: share(other, total),
    correctResponses: correct,
    accuracy: isPoll ? null : percent(correct, total),
  };
}

/** The question's scale, or the statistics fallback 1–10 when it has none. */
function statsScale(scale: Partial<RatingScale> | null | undefined): RatingScale {
  if (scale === null || scale === undefined) return { ...RATING_STATS_FALLBACK, labels: [] };
  const normalised = normaliseRatingScale(scale);
  return normalised.min < normalised.max ? normalised : { ...RATING_STATS_FALLBACK, labels: [] };
}

function ratingStats(question: StatsQuestion, latest: StatsResponse[]): RatingQuestionStats {
  const scale = statsScale(question.ratingScale);
  const counts = new Array<number>(scale.max - scale.min + 1).fill(0);
  let noAnswer = 0;
  let other = 0;
  let sum = 0;
  let rated = 0;
  for (const response of latest) {
    const answer = response.answer.trim();
    const value = /^-?\d+$/.test(answer) ? Number(answer) : Number.NaN;
    if (isAutoSubmitted(answer)) noAnswer += 1;
    else if (Number.isInteger(value) && value >= scale.min && value <= scale.max) {
      counts[value - scale.min]! += 1;
      sum += value;
      rated += 1;
    } else other += 1;
  }
  const total = latest.length;
  return {
    kind: 'rating',
    questionId: question.id,
    totalResponses: total,
    scale: { min: scale.min, max: scale.max },
    values: counts.map((count, i) => ({
      value: scale.min + i,
      label: scale.labels[i] || null,
      ...share(count, total),
    })),
    average: rated === 0 ? null : roundToTenth(sum / rated),
    noAnswer: share(noAnswer, total),
    other: share(other, total),
  };
}

function openStats(question: StatsQuestion, latest: StatsResponse[]): OpenQuestionStats {
  const scoreDistribution: Record<ScoreBand, number> = { excellent: 0, good: 0, average: 0, poor: 0 };
  const answerCounts = new Map<string, number>();
  let evaluated = 0;
  let sum = 0;
  let noAnswer = 0;
  let needsReview = 0;
  for (const response of latest) {
    if (awaitsReview(response)) needsReview += 1;
    const score = openAnswerScore(response);
    if (score !== null) {
      evaluated += 1;
      sum += score;
      scoreDistribution[scoreBand(score)] += 1;
    }
    const answer = response.answer.trim();
    if (isAutoSubmitted(answer)) noAnswer += 1;
    else answerCounts.set(answer, (answerCounts.get(answer) ?? 0) + 1);
  }
  const total = latest.length;
  return {
    kind: 'open',
    questionId: question.id,
    totalResponses: total,
    evaluatedResponses: evaluated,
    unevaluatedResponses: total - evaluated,
    needsReviewResponses: needsReview,
    averageScore: evaluated === 0 ? null : roundToTenth(sum / evaluated),
    evaluationRate: percent(evaluated, total),
    scoreDistribution,
    answers: [...answerCounts]
      .map(([answer, count]) => ({ answer, count }))
      .sort((a, b) => b.count - a.count || (a.answer < b.answer ? -1 : a.answer > b.answer ? 1 : 0)),
    noAnswer: share(noAnswer, total),
  };
}

/**
 * An open answer as the live histogram shows it (docs/product.md#live-screen): 50 characters then '...'.
 * Characters are counted as code points so that an emoji is never cut in half.
 */
export function truncateOpenAnswer(text: string): string {
  const characters = Array.from(text);
  return characters.length > OPEN_ANSWER_PREVIEW_LENGTH
    ? `${characters.slice(0, OPEN_ANSWER_PREVIEW_LENGTH).join('')}...`
    : text;
}
