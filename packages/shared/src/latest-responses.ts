/**
 * Results count each student's latest answer per question (docs/product.md#statistics,
 * docs/product.md#ranking). Statistics, ranking and the quiz
 * score all start here, so they agree on which answer counts.
 */

/** A response as results need it: the server passes database rows, the web passes API data. */
export interface StatsResponse {
  questionId: string;
  studentId: string;
  studentName: string;
  answer: string;
  timestamp: string | Date;
  concordanceScore: number | null;
  teacherScore?: number | null;
  needsReview?: boolean;
}

function timeOf(response: StatsResponse): number {
  const ms = typeof response.timestamp === 'string' ? Date.parse(response.timestamp) : response.timestamp.getTime();
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Whether `a` replaces `b` as the latest. Equal timestamps are settled on the content so that
 * the result never depends on the order the database returned the rows in.
 */
function isLater(a: StatsResponse, b: StatsResponse): boolean {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta !== tb) return ta > tb;
  if (a.answer !== b.answer) return a.answer > b.answer;
  const sa = a.teacherScore ?? a.concordanceScore ?? -1;
  const sb = b.teacherScore ?? b.concordanceScore ?? -1;
  if (sa !== sb) return sa > sb;
  return a.studentName > b.studentName;
}

/**
 * The latest response of each student, grouped by question: question id → student id →
 * response. One pass, linear in the number of responses.
 */
export function latestResponsesByQuestion<R extends StatsResponse>(
  responses: Iterable<R>,
): Map<string, Map<string, R>> {
  const byQuestion = new Map<string, Map<string, R>>();
  for (const response of responses) {
    let byStudent = byQuestion.get(response.questionId);
    if (byStudent === undefined) {
      byStudent = new Map();
      byQuestion.set(response.questionId, byStudent);
    }
    const kept = byStudent.get(response.studentId);
    if (kept === undefined || isLater(response, kept)) byStudent.set(response.studentId, response);
  }
  return byQuestion;
}
