/**
 * A class's answers to one open question in groups (decision 152): identical after normalisation
 * first, then close paraphrases by the evaluator's similarity; flagged groups on top, then the
 * largest. One pass over the distinct texts, each compared with the groups' first answers.
 *
 * In two steps (decision 185): `clusterAnswers` reads the distinct texts (the costly part, done in a
 * worker thread and remembered by groups-cache.ts while the texts stay the same), then
 * `assembleGroups` puts each answer in its group with its name, grade and flag (cheap, done at
 * every request, so a grade or a new score shows at once).
 */
import { createHash } from 'node:crypto';
import { awaitsReview, isAutoSubmitted } from '@ciar/shared/answer';
import type { AnswerGroup } from '@ciar/shared/evaluation';
import type { QuestionResponse } from '@ciar/shared/response';
import { isParaphrase, normalisedAnswer } from './french/similarity';

/** Names sent per group: the screen shows a few and « et N autres ». */
export const GROUP_NAMES_SENT = 6;

/** What grouping reads of an answer. */
export type GroupedAnswer = Pick<QuestionResponse, 'studentId' | 'studentName' | 'answer' | 'teacherScore' | 'needsReview'>;

/** The distinct answers of a class (auto-submitted ones left out), in the order they first came, and how many gave each. */
export interface AnswerTexts {
  answers: string[];
  counts: number[];
}

/** Where each distinct answer goes: its group, and its text's place in the group (the group's first text is its founder). */
export interface Clustering {
  group: number[];
  slot: number[];
  /** Each group's founding text, normalised: what names the group (its key). */
  founders: string[];
}

export function answerTexts(responses: readonly Pick<GroupedAnswer, 'answer'>[]): AnswerTexts {
  const counts = new Map<string, number>();
  for (const { answer } of responses) {
    if (isAutoSubmitted(answer)) continue;
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
  }
  return { answers: [...counts.keys()], counts: [...counts.values()] };
}

export function clusterAnswers({ answers, counts }: AnswerTexts): Clustering {
  // Identical after normalisation: one text, named by its first answer, counted over all.
  const texts = new Map<string, { first: string; count: number; members: number[] }>();
  answers.forEach((answer, i) => {
    const key = normalisedAnswer(answer);
    const text = texts.get(key);
    if (text) {
      text.count += counts[i]!;
      text.members.push(i);
    } else texts.set(key, { first: answer, count: counts[i]!, members: [i] });
  });
  // Most frequent texts first: they become the groups' representatives.
  const ordered = [...texts.entries()].sort(([, a], [, b]) => b.count - a.count || a.first.localeCompare(b.first, 'fr'));
  const founders: Array<{ key: string; first: string; texts: number }> = [];
  const group = new Array<number>(answers.length);
  const slot = new Array<number>(answers.length);
  for (const [key, text] of ordered) {
    let home = founders.findIndex((founder) => isParaphrase(founder.first, text.first));
    if (home < 0) home = founders.push({ key, first: text.first, texts: 0 }) - 1;
    const place = founders[home]!.texts++;
    for (const i of text.members) {
      group[i] = home;
      slot[i] = place;
    }
  }
  return { group, slot, founders: founders.map((founder) => founder.key) };
}

/** A group's name in requests (grading it): short, and the same in every process for the same answers. */
export function groupKey(founder: string): string {
  return createHash('sha256').update(founder).digest('base64url').slice(0, 16);
}

/** Every answer in its group, in `responses` order within a text; the groups in the list's order. */
export function assembleGroups(responses: readonly GroupedAnswer[], texts: AnswerTexts, clustering: Clustering): Array<AnswerGroup & { studentIds: string[] }> {
  const indexOf = new Map(texts.answers.map((answer, i) => [answer, i]));
  const slots: GroupedAnswer[][][] = clustering.founders.map(() => []);
  for (const response of responses) {
    const i = indexOf.get(response.answer);
    if (i === undefined) continue;
    ((slots[clustering.group[i]!]![clustering.slot[i]!] ??= [])).push(response);
  }
  return slots
    .map((bySlot, g) => {
      const members = bySlot.flat();
      return {
        key: groupKey(clustering.founders[g]!),
        answer: members[0]?.answer ?? '',
        size: members.length,
        studentIds: members.map((member) => member.studentId),
        studentNames: members.slice(0, GROUP_NAMES_SENT).map((member) => member.studentName),
        needsReviewCount: members.filter(awaitsReview).length,
      };
    })
    .filter((g) => g.size > 0)
    .sort((a, b) => Number(b.needsReviewCount > 0) - Number(a.needsReviewCount > 0) || b.size - a.size);
}

/** Both steps at once, on this thread. */
export function groupAnswers(responses: readonly GroupedAnswer[]): Array<AnswerGroup & { studentIds: string[] }> {
  const texts = answerTexts(responses);
  return assembleGroups(responses, texts, clusterAnswers(texts));
}
