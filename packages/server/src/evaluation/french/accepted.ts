/**
 * « Idées et mots acceptés » (decision 153): wordings the teacher accepts besides the
 * model answer's own words, one idea a line with its alternatives. Each alternative is read as
 * a small model answer of one idea; an answer covering it earns that coverage for the ideas of
 * the model answer it stands for. Those are the ideas the alternatives' own words already meet
 * ("compare deux éléments / assimile" stands for the idea about comparing); a line meeting none
 * (only new words) stands for whichever idea the answer misses most.
 *
 * Accepted wordings only add: an idea keeps the better of its own coverage and the accepted
 * one, and nothing is contradicted through them.
 */
import type { Analysis } from './analyse';
import { analyse } from './analyse';
import { type CoverageResult, coverIdeas, ideaCredit, type IdeaResult, statusOf } from './coverage';
import { type KeyIdea, keyIdeas, questionEchoes } from './key-ideas';
import { matchKind } from './match';

/** One alternative wording, as a single idea. */
interface Alternative {
  analysis: Analysis;
  idea: KeyIdea;
}

export interface AcceptedIdea {
  alternatives: Alternative[];
  /** Indexes of the model answer's ideas it stands for; empty: the one the answer misses most. */
  targets: number[];
}

/** Share of an idea an alternative must cover to stand for it. */
const STANDS_FOR = 0.25;

function asOneIdea(text: string, question: Analysis, everyWord: boolean): Alternative | null {
  const analysis = analyse(text, { everyWord });
  const words = keyIdeas(analysis, question).flatMap((idea) => idea.words);
  if (words.length === 0) return null;
  const weight = words.reduce((sum, item) => sum + item.weight, 0);
  return { analysis, idea: { index: 0, words, weight, label: text } };
}

/** The accepted ideas of a question, read once for the whole class. */
export function prepareAccepted(
  lines: readonly (readonly string[])[],
  ideas: readonly KeyIdea[],
  question: Analysis,
  everyWord: boolean,
): AcceptedIdea[] {
  return lines.flatMap((line): AcceptedIdea[] => {
    const alternatives = line.map((text) => asOneIdea(text, question, everyWord)).filter((a): a is Alternative => a !== null);
    if (alternatives.length === 0) return [];
    // Which ideas it is about, whatever its polarity: "sans outil" and "outil" name one idea.
    const words = alternatives.flatMap((alternative) => alternative.idea.words.map((item) => item.word));
    const targets = ideas
      .filter((idea) => {
        const met = idea.words.filter((item) => words.some((word) => matchKind(word, item.word) !== null)).reduce((sum, item) => sum + item.weight, 0);
        return idea.weight > 0 && met >= STANDS_FOR * idea.weight;
      })
      .map((idea) => idea.index);
    return [{ alternatives, targets }];
  });
}

/** The coverage result with the accepted ideas the answer shows credited to the ideas they stand for. */
export function withAccepted(result: CoverageResult, accepted: readonly AcceptedIdea[], answer: Analysis, question: Analysis): CoverageResult {
  if (accepted.length === 0) return result;
  const coverage = new Map(result.ideas.map((item) => [item.idea.index, item.status === 'contradicted' ? null : item.coverage]));
  const linked = new Map(result.linked ?? []);
  const free: number[] = [];
  for (const { alternatives, targets } of accepted) {
    let best = 0;
    for (const alternative of alternatives) {
      const shown = coverIdeas([alternative.idea], answer, question, alternative.analysis);
      const [own] = shown.ideas;
      if (!own || own.status === 'contradicted') continue;
      best = Math.max(best, own.coverage);
      for (const [position, strength] of shown.linked ?? []) linked.set(position, Math.max(linked.get(position) ?? 0, strength));
    }
    if (best === 0) continue;
    if (targets.length === 0) free.push(best);
    for (const target of targets) {
      const current = coverage.get(target);
      if (current !== undefined && current !== null) coverage.set(target, Math.max(current, best));
    }
  }
  // Lines of new words: each stands for the idea the answer misses most, the heaviest first.
  for (const share of free.sort((a, b) => b - a)) {
    const open = result.ideas
      .filter((item) => coverage.get(item.idea.index) !== null)
      .sort((a, b) => (coverage.get(a.idea.index) ?? 0) - (coverage.get(b.idea.index) ?? 0) || b.idea.weight - a.idea.weight)[0];
    if (open && (coverage.get(open.idea.index) ?? 0) < share) coverage.set(open.idea.index, share);
  }
  const ideas = result.ideas.map((item): IdeaResult => {
    const share = coverage.get(item.idea.index);
    return share === null || share === undefined || share === item.coverage ? item : { ...item, coverage: share, status: statusOf(share) };
  });
  const total = ideas.reduce((sum, item) => sum + item.idea.weight, 0);
  const credited = ideas.reduce((sum, item) => sum + (item.status === 'contradicted' ? 0 : ideaCredit(item.coverage) * item.idea.weight), 0);
  const answerWords = answer.words.filter((word) => word.content);
  const echoes = questionEchoes(answer, question);
  const related = answerWords.map((word) => (echoes.has(word.position) ? 1 : (linked.get(word.position) ?? 0)));
  const shared = new Set(answerWords.filter((word) => !echoes.has(word.position) && linked.has(word.position)).map((word) => word.stems[0]));
  return {
    ...result,
    ideas,
    coverage: total > 0 ? credited / total : 0,
    relevance: answerWords.length > 0 ? related.reduce((sum, value) => sum + value, 0) / answerWords.length : 0,
    sharedWords: shared.size,
    linked,
  };
}
