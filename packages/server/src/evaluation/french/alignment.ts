import type { KeyIdea } from './key-ideas';
import { type Link, strength } from './links';

/** An answer clause speaks about the ideas it resembles most, within this ratio of the best. */
const ALIGNMENT_RATIO = 0.6;
/** For each answer clause, the ideas it talks about: those it resembles nearly as much as its best. */
export function alignments(ideas: readonly KeyIdea[], links: Map<number, Link[]>): Map<number, Set<number>> {
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
