/**
 * Evaluation of open answers (docs/product.md#evaluation-of-open-answers, docs/product.md#statistics,
 * docs/api.md#evaluation): the shapes the server sends, the override body and the
 * French texts, so the teacher screens and the API agree.
 */
import * as z from 'zod';
import type { QuestionResponse } from './response';
import type { OpenQuestionStats } from './statistics';

export const EVALUATION_MESSAGES = {
  failed: "Échec de l'évaluation",
  unknown: 'Erreur inconnue',
  noProposition: 'Aucune réponse modèle pour cette question',
  /** Feedback of an auto-submitted open answer, scored 0 without asking any evaluator. */
  autoSubmitted: "Aucune réponse n'a été donnée avant la fin du temps imparti.",
  invalidScore: 'La note doit être un nombre entier entre 0 et 100.',
  active: (providerName: string) => `Évaluation automatique active : ${providerName}`,
  statusLoadFailed: 'Erreur lors du chargement du statut',
} as const;

/** docs/product.md#evaluation-of-open-answers: 'Erreur lors de l'évaluation: {message or Erreur inconnue}'. */
export function evaluationErrorText(message: string | null | undefined): string {
  return `Erreur lors de l'évaluation: ${message?.trim() || EVALUATION_MESSAGES.unknown}`;
}

/** Whatever the server runs, the reason a failed evaluation gives: "Échec de l'évaluation : …". */
export function evaluationFailure(reason: string | null | undefined): string {
  return `${EVALUATION_MESSAGES.failed} : ${reason?.trim() || EVALUATION_MESSAGES.unknown}`;
}

/** GET /api/evaluation/status. */
export interface EvaluationStatus {
  success: true;
  configured: boolean;
  /** 'Évaluation automatique active : Évaluateur français intégré', or naming the model. */
  message: string;
}

/** POST /api/evaluation/evaluate-open-question/{questionId}/{studentId}. */
export interface EvaluateOneResult {
  success: true;
  evaluation: { score: number; feedback: string; evaluationTimestamp: string };
  response: QuestionResponse;
}

/** POST /api/evaluation/evaluate-all-responses/{sessionId}. */
export interface EvaluateAllResult {
  success: true;
  evaluatedCount: number;
  errorCount: number;
  message: string;
}

/** docs/product.md#statistics, as GET /api/evaluation/stats/{questionId} sends them. */
export type EvaluationStats = Pick<
  OpenQuestionStats,
  | 'questionId'
  | 'totalResponses'
  | 'evaluatedResponses'
  | 'unevaluatedResponses'
  | 'needsReviewResponses'
  | 'averageScore'
  | 'evaluationRate'
  | 'scoreDistribution'
>;

export function evaluationStats(stats: OpenQuestionStats): EvaluationStats {
  return {
    questionId: stats.questionId,
    totalResponses: stats.totalResponses,
    evaluatedResponses: stats.evaluatedResponses,
    unevaluatedResponses: stats.unevaluatedResponses,
    needsReviewResponses: stats.needsReviewResponses,
    averageScore: stats.averageScore,
    evaluationRate: stats.evaluationRate,
    scoreDistribution: stats.scoreDistribution,
  };
}

export function evaluateAllMessage(evaluatedCount: number, errorCount: number): string {
  const evaluated = evaluatedCount === 1 ? '1 réponse évaluée' : `${evaluatedCount} réponses évaluées`;
  if (errorCount === 0) return evaluated;
  return `${evaluated}, ${errorCount === 1 ? '1 en échec' : `${errorCount} en échec`}`;
}

/**
 * PATCH /api/evaluation/override/{questionId}/{studentId}: the teacher's own score, kept
 * apart from the automatic one; null removes it.
 */
export const overrideScoreBody = z.strictObject({
  score: z.union([z.int({ error: EVALUATION_MESSAGES.invalidScore }).min(0, { error: EVALUATION_MESSAGES.invalidScore }).max(100, { error: EVALUATION_MESSAGES.invalidScore }), z.null()], {
    error: EVALUATION_MESSAGES.invalidScore,
  }),
});
export type OverrideScoreBody = z.input<typeof overrideScoreBody>;

export interface OverrideScoreResult {
  success: true;
  response: QuestionResponse;
}

/** GET /api/evaluation/groups/{questionId}: one group of alike answers. */
export interface AnswerGroup {
  /**
   * Names the group when grading it (`{ group: key }`), the same in every process for the same
   * answers: a lecture hall's groups are not sent with their members' ids (decision 185).
   */
  key: string;
  /** The group's most frequent answer, as a student typed it. */
  answer: string;
  /** How many answers it holds. */
  size: number;
  /** The first members' names only (six). */
  studentNames: string[];
  /** Members flagged by the evaluator and not graded yet. */
  needsReviewCount: number;
}

export interface AnswerGroupsResult {
  success: true;
  /** In order; the first `limit` only when the call asks (`?limit=20`, decision 185). */
  groups: AnswerGroup[];
  /** Groups of the question, whatever the limit. */
  totalGroups?: number;
}

const teacherScore = z.int({ error: EVALUATION_MESSAGES.invalidScore }).min(0, { error: EVALUATION_MESSAGES.invalidScore }).max(100, { error: EVALUATION_MESSAGES.invalidScore });

/**
 * POST /api/evaluation/groups/{questionId}: the teacher grades every answer of a group of the
 * list (`group`: its key) or every listed answer (`studentIds`) at once, and later answers that
 * fall into the group get the same grade.
 */
export const gradeGroupBody = z
  .strictObject({
    group: z.string().min(1).max(64).optional(),
    studentIds: z.array(z.string().max(200)).min(1).max(5_000).optional(),
    score: teacherScore,
    feedback: z.string().trim().max(500, { error: 'Le commentaire : 500 caractères au maximum' }).optional(),
  })
  .refine((body) => (body.group === undefined) !== (body.studentIds === undefined), { error: 'Indiquez soit le groupe, soit les élèves à noter.' });
export type GradeGroupBody = z.input<typeof gradeGroupBody>;

export interface GradeGroupResult {
  success: true;
  gradedCount: number;
}

