import { type Analysis, type Word } from './analyse';
import { informativeness } from './generic-words';
import { acronymLinks, isRepetition } from './match';

/** A content word of the model answer and how much finding it proves. */
export interface IdeaWord {
  word: Word;
  weight: number;
  /** Repeats a word of the question. */
  echo: boolean;
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
/**
 * A number of the model answer is most often its point (180 degrés, 1789, 3 côtés): finding it
 * proves more than finding a word, except in the answer to a why-question.
 */
export const NUMBER_WEIGHT = 2;
/** A clause lighter than this (fewer than two real words) is part of its neighbour's idea. */
const MIN_IDEA_WEIGHT = 1.5;
const LABEL_WORDS = 6;

/** Positions of the text's words that repeat the question (same word or root, misspelling, acronym). */
export function questionEchoes(text: Analysis, question: Analysis): Set<number> {
  const echoes = new Set<number>();
  const questionWords = question.words.filter((word) => word.content);
  for (const word of text.words) {
    if (!word.content) continue;
    // Only a repetition counts: "campagnes" is an idea of its own even when the question says "rural".
    const repeated = questionWords.some((q) => isRepetition(q, word));
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

/** The idea's own words (not the question's), in order, as the teacher wrote them. */
function label(words: readonly IdeaWord[]): string {
  const own = words.filter((item) => item.weight === 1);
  const shown = (own.length > 0 ? own : words).map((item) => item.word.surface);
  const distinct = shown.filter((surface, i) => shown.findIndex((other) => other.toLowerCase() === surface.toLowerCase()) === i);
  const more = distinct.length > LABEL_WORDS ? ' …' : '';
  return `${distinct.slice(0, LABEL_WORDS).join(' ')}${more}`;
}

/** The model answer's ideas, with the words that show each one. */
export function keyIdeas(proposition: Analysis, question: Analysis): KeyIdea[] {
  const echoes = questionEchoes(proposition, question);
  // A why-question asks for a cause: the figures of its model answer support the explanation
  // (« 300 000 km/s contre 340 m/s ») rather than make its point, and count as words.
  const numberWeight = question.words.some((word) => word.folded === 'pourquoi') ? 1 : NUMBER_WEIGHT;
  const clauses: IdeaWord[][] = [];
  for (const word of proposition.words) {
    if (!word.content) continue;
    const echo = echoes.has(word.position);
    const weight = echo ? QUESTION_ECHO_WEIGHT : word.isNumber ? numberWeight : informativeness(word.stems);
    (clauses[word.group] ??= []).push({ word, weight, echo });
  }
  const weightOf = (words: readonly IdeaWord[]): number => words.reduce((sum, item) => sum + item.weight, 0);
  const groups = clauses.filter((clause) => clause !== undefined && clause.length > 0);
  // A clause too light to be an idea joins a neighbour in its sentence, the lighter one
  // ("elle ruisselle ou s'infiltre"); alone in its sentence, a real word stands as an idea
  // ("… : on ne peut plus la simplifier.").
  const joinsBefore = (i: number): boolean => groups[i - 1]?.at(-1)?.word.sentence === groups[i]?.[0]?.word.sentence;
  const joinsAfter = (i: number): boolean => groups[i + 1]?.[0]?.word.sentence === groups[i]?.at(-1)?.word.sentence;
  for (;;) {
    const light = groups
      .map((words, i) => ({ i, weight: weightOf(words) }))
      .filter(({ i, weight }) => weight < MIN_IDEA_WEIGHT && (joinsBefore(i) || joinsAfter(i) || weight < 1))
      .sort((a, b) => a.weight - b.weight || a.i - b.i)[0];
    if (light === undefined || groups.length < 2) break;
    const before = groups[light.i - 1];
    const after = groups[light.i + 1];
    const [intoPrevious, intoNext] = [joinsBefore(light.i), joinsAfter(light.i)];
    const intoBefore =
      after === undefined ||
      (before !== undefined && (intoPrevious === intoNext ? weightOf(before) <= weightOf(after) : intoPrevious));
    const [merged] = groups.splice(light.i, 1);
    if (intoBefore) before?.push(...(merged ?? []));
    else after.unshift(...(merged ?? []));
  }
  return groups.map((words, index) => ({ index, words, weight: weightOf(words), label: label(words) }));
}
