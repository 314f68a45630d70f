/**
 * The teacher's list of answers to one open question, made for a lecture hall (decision 182):
 * filtered, searched, ordered and paged on the server by these rules; component tests of the
 * web screen answer with the same rules.
 */
import { awaitsReview, isAutoSubmitted } from './answer';
import type { QuestionResponse } from './response';
import { SCORE_BANDS, scoreBand, type ScoreBand } from './score-bands';
import { foldForSearch, searchWords } from './search';
import { compareInFrench } from './french-order';

/** At most this many answers a page. */
export const ANSWER_PAGE_SIZE = 50;
export const ANSWER_SEARCH_MAX = 200;

/** A band of the score shown (the teacher's, else the automatic one), or not scored yet. */
export type AnswerBandFilter = ScoreBand | 'pending';
export const ANSWER_BAND_FILTERS = [...SCORE_BANDS, 'pending'] as const satisfies readonly AnswerBandFilter[];

export interface AnswerListFilter {
  /** Words that must all appear in the answer or the student's name, accents and case ignored. */
  search?: string;
  band?: AnswerBandFilter;
  /** Only « À vérifier » answers (true) or only the others (false). */
  review?: boolean;
  /** Only answers the teacher graded (true) or only those not graded (false). */
  graded?: boolean;
}

export interface AnswerListQuery extends AnswerListFilter {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** GET /evaluation/answers/{questionId}. */
export interface AnswerPageResult {
  success: true;
  responses: QuestionResponse[];
  page: number;
  pageSize: number;
  /** Answers that match the filter. */
  total: number;
  /** Every answer to the question, whatever the filter. */
  totalAnswers: number;
}

/** What the list's filters and order read of an answer (the server reads only these for the whole class, decision 182). */
export type ListedAnswer = Pick<QuestionResponse, 'id' | 'studentId' | 'studentName' | 'answer' | 'concordanceScore' | 'teacherScore' | 'needsReview'>;

/** The score the teacher reads first: theirs, else the evaluator's; null while not scored. */
export function shownScore(response: Pick<QuestionResponse, 'concordanceScore' | 'teacherScore'>): number | null {
  return response.teacherScore ?? response.concordanceScore;
}

export function matchesAnswerFilter(response: ListedAnswer, filter: AnswerListFilter, words = searchWords(filter.search)): boolean {
  if (filter.review !== undefined && awaitsReview(response) !== filter.review) return false;
  if (filter.graded !== undefined && (response.teacherScore !== null) !== filter.graded) return false;
  if (filter.band !== undefined) {
    const score = shownScore(response);
    if (filter.band === 'pending' ? score !== null : score === null || scoreBand(score) !== filter.band) return false;
  }
  if (words.length > 0) {
    const text = foldForSearch(`${response.studentName} ${isAutoSubmitted(response.answer) ? '' : response.answer}`);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}


/** « À vérifier » first: the answers only the teacher can settle; then by name. */
export function compareAnswersForList(a: ListedAnswer, b: ListedAnswer): number {
  return (
    Number(awaitsReview(b)) - Number(awaitsReview(a)) ||
    compareInFrench(a.studentName, b.studentName) ||
    a.studentId.localeCompare(b.studentId)
  );
}

/** One page of the filtered answers, in list order. A page past the end is empty. */
export function answerPage<T extends ListedAnswer>(all: readonly T[], query: AnswerListQuery): Omit<AnswerPageResult, 'success' | 'responses'> & { responses: T[] } {
  const words = searchWords(query.search);
  const matching = all.filter((response) => matchesAnswerFilter(response, query, words)).sort(compareAnswersForList);
  const start = (query.page - 1) * query.pageSize;
  return {
    responses: matching.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: matching.length,
    totalAnswers: all.length,
  };
}

/** The query string's fields the web screen sends (and the server reads back), in this order. */
export function answerListParams(query: AnswerListQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.search?.trim()) params.q = query.search.trim();
  if (query.band) params.band = query.band;
  if (query.review !== undefined) params.review = query.review ? 'yes' : 'no';
  if (query.graded !== undefined) params.graded = query.graded ? 'yes' : 'no';
  return params;
}
