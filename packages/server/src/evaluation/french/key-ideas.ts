import { type Analysis, type Word } from './analyse';
import { acronymLinks, matchKind } from './match';

/** A content word of the model answer and how much finding it proves. */
export interface IdeaWord {
  word: Word;
  weight: number;
}

/** One idea of the model answer: a clause, or a few short clauses taken together. */
export interface KeyIdea {
  index: number;
  words: IdeaWord[];
  /** Sum of the word weights. */
  weight: number;
  /** A few of its words, in order, to name it in feedback. */
  label: string;
}

/** Repeating the question proves little: its words count this much in the model answer. */
export const QUESTION_ECHO_WEIGHT = 0.3;
/** A clause lighter than this (fewer than two real words) is part of its neighbour's idea. */
const MIN_IDEA_WEIGHT = 1.5;
const LABEL_WORDS = 4;

/** Positions of the model answer's words that repeat the question (same word, family, spelling, acronym). */
export function questionEchoes(text: Analysis, question: Analysis): Set<number> {
  const echoes = new Set<number>();
  const questionWords = question.words.filter((word) => word.content);
  for (const word of text.words) {
    if (!word.content) continue;
    const repeated = questionWords.some((q) => {
      const kind = matchKind(q, word);
      return kind !== null && kind !== 'synonym';
    });
    if (repeated) echoes.add(word.position);
  }
  for (const [position, targets] of acronymLinks(text.words, question.words)) {
    if (targets.length > 0) echoes.add(position);
  }
  for (const targets of acronymLinks(question.words, text.words).values()) {
    targets.forEach((position) => echoes.add(position));
  }
  return echoes;
}

function label(words: readonly IdeaWord[]): string {
  const distinct = words.filter((item, i) => words.findIndex((other) => other.word.folded === item.word.folded) === i);
  const chosen = [...distinct]
    .sort((a, b) => b.weight - a.weight || a.word.position - b.word.position)
    .slice(0, LABEL_WORDS)
    .sort((a, b) => a.word.position - b.word.position);
  return chosen.map((item) => item.word.surface).join(' ');
}

/** The model answer's ideas, with the words that show each one. */
export function keyIdeas(proposition: Analysis, question: Analysis): KeyIdea[] {
  const echoes = questionEchoes(proposition, question);
  const clauses: IdeaWord[][] = [];
  for (const word of proposition.words) {
    if (!word.content) continue;
    const weight = echoes.has(word.position) ? QUESTION_ECHO_WEIGHT : 1;
    (clauses[word.group] ??= []).push({ word, weight });
  }
  const weightOf = (words: readonly IdeaWord[]): number => words.reduce((sum, item) => sum + item.weight, 0);
  const groups = clauses.filter((clause) => clause !== undefined && clause.length > 0);
  // A clause too light to be an idea joins its lighter neighbour ("elle ruisselle ou s'infiltre").
  for (;;) {
    const light = groups
      .map((words, i) => ({ i, weight: weightOf(words) }))
      .filter(({ weight }) => weight < MIN_IDEA_WEIGHT)
      .sort((a, b) => a.weight - b.weight || a.i - b.i)[0];
    if (light === undefined || groups.length < 2) break;
    const before = groups[light.i - 1];
    const after = groups[light.i + 1];
    const lightWords = groups[light.i] ?? [];
    const joinsBefore = before?.at(-1)?.word.sentence === lightWords[0]?.word.sentence;
    const joinsAfter = after?.[0]?.word.sentence === lightWords.at(-1)?.word.sentence;
    const intoBefore =
      after === undefined ||
      (before !== undefined && (joinsBefore === joinsAfter ? weightOf(before) <= weightOf(after) : joinsBefore));
    const [merged] = groups.splice(light.i, 1);
    if (intoBefore) before?.push(...(merged ?? []));
    else after.unshift(...(merged ?? []));
  }
  return groups.map((words, index) => ({ index, words, weight: weightOf(words), label: label(words) }));
}
