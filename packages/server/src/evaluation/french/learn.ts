/**
 * What the teacher's grade teaches (decision 153). When the teacher grades an answer
 * above the evaluator, its words that met nothing of the model answer (nor of the question,
 * nor of an accepted idea) were the evaluator's blind spot: together they become an accepted
 * wording, a line of « Idées et mots acceptés » that the teacher can read and remove. Made of
 * new words only, the line stands for whichever idea a later answer misses most (accepted.ts):
 * the grade says the answer deserved more, not which idea it gave in other words. Nothing is
 * learned when the evaluator found every idea (the grade then judges something else).
 */
import { acceptedIdeaLine } from '@ciar/shared/accepted-ideas';
import { mathAsPlainText } from '@ciar/shared/math-plain-text';
import type { EvaluationInput } from '../evaluator';
import { withAccepted } from './accepted';
import { analyse } from './analyse';
import { withoutDontKnow } from './answer-shape';
import { coverIdeas } from './coverage';
import { prepared } from './french-evaluator';
import { questionEchoes } from './key-ideas';

/** Words taken from one answer at most: a long answer's blind spot is not a single wording. */
const MOST_WORDS = 12;

/** The line the teacher's higher grade of this answer adds, or null when it teaches nothing. */
export function learnedIdea(input: EvaluationInput): string | null {
  const [question, proposition, answer] = [input.question, input.proposition, input.answer].map(mathAsPlainText) as [string, string, string];
  const { questionAnalysis, propositionAnalysis, ideas, everyWord, accepted } = prepared(question, proposition, input.acceptedIdeas);
  if (ideas.length === 0) return null;
  const answerAnalysis = analyse(withoutDontKnow(answer), { everyWord });
  const result = withAccepted(coverIdeas(ideas, answerAnalysis, questionAnalysis, propositionAnalysis), accepted, answerAnalysis, questionAnalysis);
  const missed = result.ideas.filter((item) => item.status !== 'found' && item.status !== 'contradicted');
  if (missed.length === 0) return null;
  const echoes = questionEchoes(answerAnalysis, questionAnalysis);
  const seen = new Set<string>();
  const unmatched: string[] = [];
  for (const word of answerAnalysis.words) {
    if (!word.content || word.negated || echoes.has(word.position) || result.linked?.has(word.position) === true) continue;
    if (seen.has(word.folded)) continue;
    seen.add(word.folded);
    unmatched.push(word.surface);
  }
  if (unmatched.length === 0) return null;
  return acceptedIdeaLine([unmatched.slice(0, MOST_WORDS).join(' ')]);
}
