/**
 * What a teacher takes away from a session (docs/product.md#results, docs/product.md#statistics, and
 * GET /api/sessions/{id}/stats and /export in docs/api.md#sessions): the API shapes server and
 * web agree on. The figures themselves come from `statistics.ts` and `ranking.ts`.
 */
import type { Question, QuestionType } from './question';
import type { QuestionResponse } from './response';
import type { RankedStudent } from './ranking';
import type { SessionStatus } from './session';
import type { ChoiceQuestionStats, OpenQuestionStats, QuestionStats, RatingQuestionStats, SessionStats } from './statistics';

/** The session as the results name it. */
export interface ResultsSession {
  id: string;
  name: string;
  code: string;
  status: SessionStatus;
  participantsCount: number;
  questionsCount: number;
  createdAt: string;
}

/**
 * A question's figures without the grouped open answers: the modal charts the score bands,
 * and a thousand distinct answers would only weigh down every load (the export lists them).
 */
export type ResultsQuestionStats = ChoiceQuestionStats | RatingQuestionStats | Omit<OpenQuestionStats, 'answers'>;

/** One question of the statistics: its place, title and type, then its figures. */
export type QuestionResults = { position: number; title: string; type: QuestionType } & ResultsQuestionStats;

/** GET /sessions/{id}/stats → `{ success: true, data }`. */
export interface SessionResults {
  session: ResultsSession;
  stats: SessionStats;
  /** In the session's order. */
  questions: QuestionResults[];
  /** Best first; participants who never answered rank last. */
  ranking: RankedStudent[];
}

export interface SessionStatsResponse {
  success: true;
  data: SessionResults;
}

/** One stored response in the results file, with everything that scores it. */
/** A stored response as the file gives it, with what the rules make of it. */
export interface ExportedResponse extends Omit<QuestionResponse, 'id' | 'questionId'> {
  /** The score that counts for an open answer (the teacher's, else the evaluator's); null otherwise. */
  score: number | null;
  /** Null when the answer cannot be graded (rating, poll, open answer not evaluated yet). */
  isCorrect: boolean | null;
}

export interface ExportedQuestion extends Omit<Question, 'sessionId' | 'isActive' | 'activatedAt'> {
  stats: ResultsQuestionStats;
  /** Every stored response, oldest first. */
  responses: ExportedResponse[];
}

/** GET /sessions/{id}/export: the file `session-{code}-results-{date}.json`. */
export interface SessionResultsFile {
  format: 'ciar-session-results';
  version: 1;
  exportedAt: string;
  session: ResultsSession & { isAutonomous: boolean; disableTimer: boolean };
  stats: SessionStats;
  questions: ExportedQuestion[];
  ranking: RankedStudent[];
}

export const RESULTS_FILE_FORMAT = 'ciar-session-results';

/** The French texts of the results screens (docs/product.md#results). */
export const RESULTS_MESSAGES = {
  statsLoadFailed: 'Erreur inconnue lors du chargement des statistiques de session',
  exportFailed: "Erreur lors de l'export des résultats",
  printFailed: "Erreur lors de l'impression",
  noQuestionsToExport: "Aucune question disponible pour l'export",
  noSessionToExport: "Session non disponible pour l'export",
} as const;

/** The open stats without the grouped answers. */
export function withoutAnswers(stats: QuestionStats): ResultsQuestionStats {
  if (stats.kind !== 'open') return stats;
  const { answers: _answers, ...rest } = stats;
  return rest;
}
