import { alignments } from './alignment';
import type { Analysis } from './analyse';
import { type Attribution, crossedIdeas, isComparisonQuestion } from './comparison';
import { type KeyIdea, questionEchoes } from './key-ideas';
import { answerStrengths, type Link, linksByWord } from './links';
import { agreeingWords, judgeWord } from './polarity';

export type IdeaStatus = 'found' | 'partial' | 'missing' | 'contradicted';

export interface IdeaResult {
  idea: KeyIdea;
  /** Share of the idea's weight the answer shows, 0–1. */
  coverage: number;
  status: IdeaStatus;
}

export interface CoverageResult {
  ideas: IdeaResult[];
  /** Credit over all ideas, 0–1, ideas weighted by their words. */
  coverage: number;
  /** Share of the model answer's weight the answer contradicts, 0–1. */
  contradiction: number;
  /** Share of the answer's content words that relate to the model answer or the question, 0–1. */
  relevance: number;
  /** Distinct words of the answer, other than the question's, that meet the model answer. */
  sharedWords: number;
  /** Best strength with which each answer word (by position) meets the model answer. */
  linked?: ReadonlyMap<number, number>;
}

/**
 * An idea counts as contradicted when one of its own words (not a word of the question) is
 * contradicted, or when what contradicts it weighs this much against what supports it.
 */
const CONTRADICTION_RATIO = 0.5;
/** Coverage of an idea from which it counts as found, and below which as missing. */
const FOUND_AT = 0.6;
const PARTIAL_AT = 0.25;

/** Which ideas each answer clause speaks of, and whether through a term of the question. */
function attributions(ideas: readonly KeyIdea[], links: Map<number, Link[]>, echoes: Set<number>): Attribution[] {
  return ideas.flatMap((idea) =>
    idea.words.flatMap(({ word }) =>
      (links.get(word.position) ?? [])
        .filter((link) => link.kind !== 'antonym')
        .map((link) => ({ word: link.answer.position, clause: link.answer.clause, idea: idea.index, echo: echoes.has(link.answer.position) })),
    ),
  );
}

/** Ideas that mention a term of the question. */
function termIdeas(ideas: readonly KeyIdea[]): Set<number> {
  return new Set(ideas.filter((idea) => idea.words.some((item) => item.echo)).map((idea) => idea.index));
}

/** Credit for covering a share of an idea: its core words count most (half the words, most of the idea). */
export function ideaCredit(share: number): number {
  return 1 - (1 - Math.min(1, share)) ** 2;
}

export function statusOf(coverage: number): IdeaStatus {
  if (coverage >= FOUND_AT) return 'found';
  if (coverage >= PARTIAL_AT) return 'partial';
  return 'missing';
}

/** How much of each idea of the model answer the answer shows, and what it contradicts. */
export function coverIdeas(ideas: readonly KeyIdea[], answer: Analysis, question: Analysis, proposition: Analysis): CoverageResult {
  const answerWords = answer.words.filter((word) => word.content);
  const echoes = questionEchoes(answer, question);
  const links = linksByWord(answerWords, ideas, proposition, echoes);
  const aligned = alignments(ideas, links);
  const answerStrength = answerStrengths(links);
  const agreeing = agreeingWords(links, ideas.flatMap((idea) => idea.words.map(({ word }) => word)), answerWords);
  const crossed = isComparisonQuestion(question) ? crossedIdeas(attributions(ideas, links, echoes), termIdeas(ideas)) : new Set<number>();
  const total = ideas.reduce((sum, idea) => sum + idea.weight, 0);
  let credited = 0;
  let contradictedWeight = 0;
  const results = ideas.map((idea): IdeaResult => {
    let supported = 0;
    let against = 0;
    let strongest = 0;
    for (const { word, weight } of idea.words) {
      const verdict = judgeWord(word, { idea, links, aligned, answerStrength, agreeing });
      if (verdict.contradicted) {
        against += weight;
        strongest = Math.max(strongest, weight);
      } else {
        supported += verdict.support * weight;
      }
    }
    const coverage = idea.weight > 0 ? supported / idea.weight : 0;
    const contradicted = against > 0 && (against >= supported * CONTRADICTION_RATIO || strongest >= 1);
    if (contradicted || crossed.has(idea.index)) {
      contradictedWeight += idea.weight;
      return { idea, coverage: 0, status: 'contradicted' };
    }
    credited += ideaCredit(coverage) * idea.weight;
    return { idea, coverage, status: statusOf(coverage) };
  });
  const related = answerWords.map((a) => (echoes.has(a.position) ? 1 : (answerStrength.get(a.position) ?? 0)));
  const shared = new Set(answerWords.filter((a) => !echoes.has(a.position) && answerStrength.has(a.position)).map((a) => a.stems[0]));
  return {
    ideas: results,
    coverage: total > 0 ? credited / total : 0,
    contradiction: total > 0 ? contradictedWeight / total : 0,
    relevance: answerWords.length > 0 ? related.reduce((sum, value) => sum + value, 0) / answerWords.length : 0,
    sharedWords: shared.size,
    linked: answerStrength,
  };
}
