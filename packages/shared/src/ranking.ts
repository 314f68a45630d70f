/**
 * The student ranking (docs/product.md#ranking): by accuracy rate, then participation rate, then total
 * responses, each student's latest answer per question counting.
 *
 * "Ties within 0.1 points" is read as: accuracy rates are compared rounded to one decimal
 * place (RANKING_ACCURACY_TIE). Treating any two rates less than 0.1 apart as equal would not
 * be an order at all (10.0 ≈ 10.08 ≈ 10.16 but 10.0 < 10.16), and a sort given such a
 * comparator can return different rankings for the same class. The last tie-breaks, name then
 * id, make the order total, so the same results always give the same ranking.
 */
import { isAutoSubmitted, isResponseCorrect, openAnswerScore } from './answer';
import { PERFORMANCE_BAR, RANKING_ACCURACY_TIE } from './constants';
import { latestResponsesByQuestion } from './latest-responses';
import type { StatsResponse } from './latest-responses';
import { percent, roundToTenth } from './percent';
import type { QuestionType } from './question';
import { compareInFrench } from './french-order';

export type Medal = 'gold' | 'silver' | 'bronze';
export type Performance = 'green' | 'yellow' | 'red';

export interface RankedStudent {
  /** 1 to n, no two students share a rank. */
  rank: number;
  studentId: string;
  studentName: string;
  /** Questions answered, counting an auto-submitted answer. */
  totalResponses: number;
  correctResponses: number;
  /** Percent (one decimal) of the session's questions really answered (not auto-submitted). */
  participationRate: number;
  /** Percent (one decimal) of the gradable answers that are correct; 0 when none. */
  accuracyRate: number;
  /** Open answers with a score. */
  openEvaluated: number;
  /** Mean score of those open answers, one decimal; null when none. */
  openAverage: number | null;
  medal: Medal | null;
  performance: Performance;
}

/** What the order looks at. */
export type RankingKey = Pick<
  RankedStudent,
  'accuracyRate' | 'participationRate' | 'totalResponses' | 'studentName' | 'studentId'
>;

export interface RankingQuestion {
  id: string;
  type: QuestionType;
  correctAnswer: string;
}

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** Accuracy in steps of RANKING_ACCURACY_TIE, as an integer so that equal steps compare equal. */
function accuracyStep(accuracyRate: number): number {
  return Math.round(accuracyRate / RANKING_ACCURACY_TIE);
}

/**
 * Best first: higher accuracy (to the tenth), higher participation, more responses, then
 * name in French alphabetical order, then id. A total order.
 */
export function compareRanking(a: RankingKey, b: RankingKey): number {
  return (
    accuracyStep(b.accuracyRate) - accuracyStep(a.accuracyRate) ||
    b.participationRate - a.participationRate ||
    b.totalResponses - a.totalResponses ||
    compareInFrench(a.studentName, b.studentName) ||
    (a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0)
  );
}

/** Green at 80 or more, yellow at 60 or more, otherwise red. */
export function performanceOf(accuracyRate: number): Performance {
  if (accuracyRate >= PERFORMANCE_BAR.green) return 'green';
  if (accuracyRate >= PERFORMANCE_BAR.yellow) return 'yellow';
  return 'red';
}

interface Tally {
  studentId: string;
  studentName: string;
  total: number;
  answered: number;
  gradable: number;
  correct: number;
  openEvaluated: number;
  openSum: number;
}

/**
 * Ranks the students who answered, plus `participants` who did not (they rank last with
 * zeros). Responses to questions not in `questions` are ignored. Linear in the number of
 * responses, plus the sort.
 */
export function ranking(
  questions: ReadonlyArray<RankingQuestion>,
  responses: Iterable<StatsResponse>,
  participants: ReadonlyArray<{ studentId: string; studentName: string }> = [],
): RankedStudent[] {
  const latest = latestResponsesByQuestion(responses);
  const tallies = new Map<string, Tally>();
  const tallyOf = (studentId: string, studentName: string): Tally => {
    let tally = tallies.get(studentId);
    if (tally === undefined) {
      tally = { studentId, studentName, total: 0, answered: 0, gradable: 0, correct: 0, openEvaluated: 0, openSum: 0 };
      tallies.set(studentId, tally);
    }
    return tally;
  };
  // The name the student joined with is the one to show; otherwise the name on their answer to
  // the first question they answered, which does not depend on the order of the rows.
  for (const p of participants) tallyOf(p.studentId, p.studentName);

  for (const question of questions) {
    for (const response of latest.get(question.id)?.values() ?? []) {
      const tally = tallyOf(response.studentId, response.studentName);
      tally.total += 1;
      if (!isAutoSubmitted(response.answer)) tally.answered += 1;
      const verdict = isResponseCorrect(question, response);
      if (verdict !== null) {
        tally.gradable += 1;
        if (verdict) tally.correct += 1;
      }
      if (question.type === 'open_ended') {
        const score = openAnswerScore(response);
        if (score !== null) {
          tally.openEvaluated += 1;
          tally.openSum += score;
        }
      }
    }
  }

  const unranked = [...tallies.values()].map((t) => {
    const accuracyRate = percent(t.correct, t.gradable);
    return {
      studentId: t.studentId,
      studentName: t.studentName,
      totalResponses: t.total,
      correctResponses: t.correct,
      participationRate: percent(t.answered, questions.length),
      accuracyRate,
      openEvaluated: t.openEvaluated,
      openAverage: t.openEvaluated === 0 ? null : roundToTenth(t.openSum / t.openEvaluated),
      performance: performanceOf(accuracyRate),
    };
  });
  return unranked.sort(compareRanking).map((student, i) => ({
    rank: i + 1,
    ...student,
    medal: MEDALS[i] ?? null,
  }));
}
