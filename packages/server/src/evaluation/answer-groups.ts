/**
 * A class's answers to one open question in groups (issue 17): identical after normalisation
 * first, then close paraphrases by the evaluator's similarity; flagged groups on top, then the
 * largest. One pass over the distinct texts, each compared with the groups' first answers.
 */
import { awaitsReview, isAutoSubmitted } from '@ciar/shared/answer';
import type { AnswerGroup } from '@ciar/shared/evaluation';
import type { QuestionResponse } from '@ciar/shared/response';
import { answerSimilarity, normaliseAnswer, PARAPHRASE_SIMILARITY } from './french/similarity';

/** Names sent per group: the screen shows a few and « et N autres » (issue 24: a lecture hall's groups list every id already). */
export const GROUP_NAMES_SENT = 6;

/** What grouping reads of an answer: little enough to send to a worker thread. */
export type GroupedAnswer = Pick<QuestionResponse, 'studentId' | 'studentName' | 'answer' | 'teacherScore' | 'needsReview'>;

export function groupedAnswer({ studentId, studentName, answer, teacherScore, needsReview }: GroupedAnswer): GroupedAnswer {
  return { studentId, studentName, answer, teacherScore, needsReview };
}

export function groupAnswers(responses: readonly GroupedAnswer[]): AnswerGroup[] {
  const byText = new Map<string, GroupedAnswer[]>();
  for (const response of responses) {
    if (isAutoSubmitted(response.answer)) continue;
    const key = normaliseAnswer(response.answer);
    const list = byText.get(key);
    if (list) list.push(response);
    else byText.set(key, [response]);
  }
  // Most frequent texts first: they become the groups' representatives.
  const texts = [...byText.values()].sort((a, b) => b.length - a.length || a[0]!.answer.localeCompare(b[0]!.answer, 'fr'));
  const groups: GroupedAnswer[][] = [];
  for (const members of texts) {
    const home = groups.find((group) => answerSimilarity(group[0]!.answer, members[0]!.answer) >= PARAPHRASE_SIMILARITY);
    if (home) home.push(...members);
    else groups.push([...members]);
  }
  return groups
    .map((members): AnswerGroup => ({
      answer: members[0]!.answer,
      studentIds: members.map((member) => member.studentId),
      studentNames: members.slice(0, GROUP_NAMES_SENT).map((member) => member.studentName),
      needsReviewCount: members.filter(awaitsReview).length,
    }))
    .sort((a, b) => Number(b.needsReviewCount > 0) - Number(a.needsReviewCount > 0) || b.studentIds.length - a.studentIds.length);
}
