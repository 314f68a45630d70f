import type { Analysis, Word } from './analyse';
import { type Attribution, crossedIdeas, isComparisonQuestion } from './comparison';
import type { KeyIdea } from './key-ideas';
import { questionEchoes } from './key-ideas';
import { acronymLinks, MATCH_STRENGTH, type MatchKind, matchKind } from './match';
import { areAntonyms } from './negation';

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
}

/** "ne diminue pas" for "augmente": an opposite under a negation. */
const NEGATED_OPPOSITE = 0.6;
/** An answer clause speaks about the ideas it resembles most, within this ratio of the best. */
const ALIGNMENT_RATIO = 0.6;
/**
 * An idea counts as contradicted when one of its own words (not a word of the question) is
 * contradicted, or when what contradicts it weighs this much against what supports it.
 */
const CONTRADICTION_RATIO = 0.5;
/** Coverage of an idea from which it counts as found, and below which as missing. */
const FOUND_AT = 0.6;
const PARTIAL_AT = 0.25;

interface Link {
  answer: Word;
  kind: MatchKind | 'antonym';
}

function samePolarity(a: Word, b: Word): boolean {
  return a.negated === b.negated && !degreesDiffer(a, b);
}

/** Every way each answer word meets each word of the model answer. */
function linksByWord(answer: readonly Word[], ideas: readonly KeyIdea[], proposition: Analysis, echoes: Set<number>): Map<number, Link[]> {
  const acronyms = acronymLinks(answer, proposition.words);
  const links = new Map<number, Link[]>();
  // Long texts repeat their words: each pair of spellings is compared once.
  const compared = new Map<string, MatchKind | 'antonym' | null>();
  const compare = (a: Word, b: Word): MatchKind | 'antonym' | null => {
    const key = `${a.folded}\u0000${b.folded}`;
    let kind = compared.get(key);
    if (kind === undefined) {
      kind = matchKind(a, b) ?? (!a.isNumber && !b.isNumber && areAntonyms(a, b) ? 'antonym' : null);
      compared.set(key, kind);
    }
    return kind;
  };
  for (const idea of ideas) {
    for (const { word } of idea.words) {
      const found: Link[] = [];
      for (const a of answer) {
        let kind = acronyms.get(a.position)?.includes(word.position) === true ? 'same' : compare(a, word);
        // An answer word that only repeats the question does not also earn its paraphrases.
        if (kind === 'synonym' && echoes.has(a.position)) kind = null;
        if (kind !== null) found.push({ answer: a, kind });
      }
      links.set(word.position, found);
    }
  }
  return links;
}

function strength(kind: MatchKind | 'antonym'): number {
  return kind === 'antonym' ? MATCH_STRENGTH.synonym : MATCH_STRENGTH[kind];
}

/** For each answer clause, the ideas it talks about: those it resembles nearly as much as its best. */
function alignments(ideas: readonly KeyIdea[], links: Map<number, Link[]>): Map<number, Set<number>> {
  const affinity = new Map<number, Map<number, number>>();
  for (const idea of ideas) {
    for (const { word, weight } of idea.words) {
      const bestByClause = new Map<number, number>();
      for (const link of links.get(word.position) ?? []) {
        // An opposite alone does not tie a clause to an idea: "on monte en altitude" is not about "la température baisse".
        if (link.kind === 'antonym') continue;
        const clause = link.answer.clause;
        bestByClause.set(clause, Math.max(bestByClause.get(clause) ?? 0, strength(link.kind)));
      }
      for (const [clause, best] of bestByClause) {
        const perIdea = affinity.get(clause) ?? new Map<number, number>();
        perIdea.set(idea.index, (perIdea.get(idea.index) ?? 0) + best * weight);
        affinity.set(clause, perIdea);
      }
    }
  }
  const aligned = new Map<number, Set<number>>();
  for (const [clause, perIdea] of affinity) {
    const best = Math.max(...perIdea.values());
    aligned.set(clause, new Set([...perIdea].filter(([, value]) => value >= best * ALIGNMENT_RATIO).map(([idea]) => idea)));
  }
  return aligned;
}

interface WordVerdict {
  support: number;
  contradicted: boolean;
}

interface Judging {
  idea: KeyIdea;
  links: Map<number, Link[]>;
  aligned: Map<number, Set<number>>;
  /** Best strength with which each answer word (by position) meets the model answer. */
  answerStrength: Map<number, number>;
}

/**
 * "moins de lumière" for "plus de lumière", or the sides of a comparison of the same property
 * swapped ("le son va plus vite que la lumière"). The property's own degree only flips with
 * the sentence ("le son va moins vite que la lumière" is right), so the sides decide.
 */
function degreesDiffer(a: Word, b: Word): boolean {
  if (a.degree !== 0 && b.degree !== 0 && a.degree !== b.degree && !a.compared && !b.compared) return true;
  if (a.comparison === 0 || b.comparison === 0 || a.comparison === b.comparison) return false;
  return a.property !== null && b.property !== null && matchKind(a.property, b.property) !== null;
}

/**
 * Whether a negation really bears on the matched word. "La Lune ne produit pas de lumière"
 * denies producing light, not light: an answer saying "elle réfléchit la lumière" does not
 * contradict it. The negated word must head its scope, or the head must be matched too (by the
 * answer's clause for a negation of the model answer, anywhere for a negation of the answer).
 */
function negationBears(answer: Word, word: Word, { links, answerStrength }: Judging): boolean {
  if (answer.negated) return answer.negationHead === answer.position || answerStrength.has(answer.negationHead);
  if (word.negationHead === word.position) return true;
  return (links.get(word.negationHead) ?? []).some((link) => link.kind !== 'antonym' && link.answer.clause === answer.clause);
}

function judgeWord(word: Word, judging: Judging): WordVerdict {
  let support = 0;
  let contradicted = false;
  for (const link of judging.links.get(word.position) ?? []) {
    const { answer, kind } = link;
    const agrees = samePolarity(answer, word);
    const speaksOfIdea = judging.aligned.get(answer.clause)?.has(judging.idea.index) === true;
    if (kind === 'antonym') {
      if (!agrees) support = Math.max(support, NEGATED_OPPOSITE);
      else if (speaksOfIdea) contradicted = true;
    } else if (agrees) {
      support = Math.max(support, MATCH_STRENGTH[kind]);
    } else if (degreesDiffer(answer, word)) {
      if (speaksOfIdea) contradicted = true;
    } else if (!negationBears(answer, word, judging)) {
      // The negation denies something else ("pour ne pas tomber malade" still speaks of illness).
      support = Math.max(support, MATCH_STRENGTH[kind]);
    } else if (speaksOfIdea) {
      contradicted = true;
    }
  }
  return { support, contradicted: contradicted && support < MATCH_STRENGTH.synonym };
}

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

function statusOf(coverage: number): IdeaStatus {
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
  const answerStrength = new Map<number, number>();
  for (const found of links.values()) {
    for (const link of found) {
      if (link.kind === 'antonym') continue;
      answerStrength.set(link.answer.position, Math.max(answerStrength.get(link.answer.position) ?? 0, strength(link.kind)));
    }
  }
  const crossed = isComparisonQuestion(question) ? crossedIdeas(attributions(ideas, links, echoes), termIdeas(ideas)) : new Set<number>();
  const total = ideas.reduce((sum, idea) => sum + idea.weight, 0);
  let credited = 0;
  let contradictedWeight = 0;
  const results = ideas.map((idea): IdeaResult => {
    let supported = 0;
    let against = 0;
    let strongest = 0;
    for (const { word, weight } of idea.words) {
      const verdict = judgeWord(word, { idea, links, aligned, answerStrength });
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
  return {
    ideas: results,
    coverage: total > 0 ? credited / total : 0,
    contradiction: total > 0 ? contradictedWeight / total : 0,
    relevance: answerWords.length > 0 ? related.reduce((sum, value) => sum + value, 0) / answerWords.length : 0,
  };
}
