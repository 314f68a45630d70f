/**
 * The words of a word cloud of open answers (decision 095): the content words the class used, each
 * counted once per student, French stop words left out. Words are case-folded but keep their
 * accents (« côte » and « cote » are different words to a reader), and elisions are split
 * (« l'oxygène » counts as « oxygène »).
 */
import stopwordsFr from 'stopwords-fr/stopwords-fr.json' with { type: 'json' };
import { isAutoSubmitted } from './answer';
import { compareInFrench } from './french-order';

export interface CloudWord {
  word: string;
  /** How many students used it. */
  count: number;
}

export interface CloudAnswer {
  studentId: string;
  text: string;
}

/** At most this many words are drawn: past it, a cloud is noise. */
export const CLOUD_WORD_LIMIT = 60;

const STOPWORDS: ReadonlySet<string> = new Set([
  ...stopwordsFr.map((word) => word.toLowerCase()),
  // Fillers, and « je ne sais pas », the commonest answer that says nothing.
  'pas', 'sais', 'ben', 'bah', 'euh', 'etc',
]);


// A word: letters (any script), with inner hyphens or apostrophes kept for the elision split.
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
// Elided articles and pronouns in front of a word: l', d', qu', jusqu'…
const ELISION = /^(?:[ldjmntsc]|qu|jusqu|lorsqu|puisqu|quoiqu)['’]/u;

/** The distinct content words of one answer, as shown in the cloud. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = /['’]/.test(match[0]) ? match[0].replace(ELISION, '') : match[0];
    if (word.length < 2 || /^\p{N}+$/u.test(word) || STOPWORDS.has(word)) continue;
    words.add(word);
  }
  return words;
}

/** The cloud: words by number of students who used them, most used first, ties alphabetical. */
export function cloudWords(answers: Iterable<CloudAnswer>, limit = CLOUD_WORD_LIMIT): CloudWord[] {
  const students = new Map<string, Set<string>>();
  for (const answer of answers) {
    // The placeholder of an answer that ran out of time is nobody's word.
    if (isAutoSubmitted(answer.text)) continue;
    for (const word of contentWords(answer.text)) {
      let who = students.get(word);
      if (!who) students.set(word, (who = new Set()));
      who.add(answer.studentId);
    }
  }
  return [...students]
    .map(([word, who]) => ({ word, count: who.size }))
    .sort((a, b) => b.count - a.count || compareInFrench(a.word, b.word))
    .slice(0, limit);
}
