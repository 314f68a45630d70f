import { mathAsPlainText } from '@ciar/shared/math-plain-text';
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput, Evaluator } from '../evaluator';
import { type AcceptedIdea, prepareAccepted, withAccepted } from './accepted';
import { type Analysis, analyse } from './analyse';
import { isKeywordList, withoutDontKnow } from './answer-shape';
import { coverIdeas } from './coverage';
import { feedbackFor } from './feedback';
import { type KeyIdea, keyIdeas, questionEchoes } from './key-ideas';
import { memoise } from './memo';
import { confidenceOf, needsReview } from './review';
import { finalScore } from './score';
import { loadThesaurus } from './thesaurus';

export const FRENCH_EVALUATOR_NAME = 'Évaluateur français intégré';

/** Score of an answer that says nothing: neither empty nor "je ne sais pas" earns points. */
const NOTHING_SAID_SCORE = 0;
const NO_MODEL_WORDS = 'La réponse modèle ne contient aucun mot à comparer.';

interface Prepared {
  questionAnalysis: Analysis;
  propositionAnalysis: Analysis;
  ideas: KeyIdea[];
  listExpected: boolean;
  /** The model answer is only small words ("Non."): answers are read word for word too. */
  everyWord: boolean;
  accepted: AcceptedIdea[];
}

const SEPARATOR = '\u0000';

// A whole class answers the same question: its analysis is done once.
const prepare = memoise((key: string): Prepared => {
  const [question = '', proposition = '', acceptedJson = '[]'] = key.split(SEPARATOR);
  const questionAnalysis = analyse(question);
  let everyWord = false;
  let propositionAnalysis = analyse(proposition);
  let ideas = keyIdeas(propositionAnalysis, questionAnalysis);
  if (ideas.length === 0) {
    everyWord = true;
    propositionAnalysis = analyse(proposition, { everyWord });
    ideas = keyIdeas(propositionAnalysis, questionAnalysis);
  }
  const lines = JSON.parse(acceptedJson) as string[][];
  const accepted = prepareAccepted(lines, ideas, questionAnalysis, everyWord);
  return { questionAnalysis, propositionAnalysis, ideas, listExpected: isKeywordList(propositionAnalysis), everyWord, accepted };
}, 64);

/** The question's preparation: its analyses, the model answer's key ideas, the accepted ones. */
export function prepared(question: string, proposition: string, acceptedIdeas: readonly (readonly string[])[] = []): Prepared {
  const lines = acceptedIdeas.map((line) => line.map(mathAsPlainText));
  return prepare(`${question}${SEPARATOR}${proposition}${SEPARATOR}${JSON.stringify(lines)}`);
}

/**
 * The built-in evaluator, synchronous: no network, no randomness, same input → same output.
 * Throws an EvaluationError when the model answer has no word to compare with.
 */
export function evaluateInFrench(input: EvaluationInput): Evaluation {
  // LaTeX is read as the formula's text (« $v = \frac{d}{t}$ » as « v = d/t »): a command
  // name or a brace is never a word to find in the answers (decision 170).
  const [question, proposition, answer] = [input.question, input.proposition, input.answer].map(mathAsPlainText) as [string, string, string];
  const { questionAnalysis, propositionAnalysis, ideas, listExpected, everyWord, accepted } = prepared(question, proposition, input.acceptedIdeas);
  if (ideas.length === 0) throw new EvaluationError(NO_MODEL_WORDS, false);
  const answerAnalysis = analyse(withoutDontKnow(answer), { everyWord });
  const answerWords = answerAnalysis.words.filter((word) => word.content);
  const result = withAccepted(coverIdeas(ideas, answerAnalysis, questionAnalysis, propositionAnalysis), accepted, answerAnalysis, questionAnalysis);

  if (answerWords.length === 0) {
    const feedback = feedbackFor({ score: NOTHING_SAID_SCORE, ideas: result.ideas, dontKnow: true, keywordList: false, offTopic: false });
    // Signs or figures it cannot read as words (« L × l × h »): not an empty answer, the teacher looks.
    const unread = hasSomethingWritten(withoutDontKnow(answer));
    return { score: NOTHING_SAID_SCORE, feedback, confidence: confidenceOf(NOTHING_SAID_SCORE, unread), needsReview: unread };
  }
  const echoes = questionEchoes(answerAnalysis, questionAnalysis);
  const keywordList = isKeywordList(answerAnalysis) && !listExpected;
  const ownWords = answerWords.filter((word) => !echoes.has(word.position)).length;
  const score = finalScore({ result, keywordList, ownWords, ideaCount: ideas.length });
  const offTopic = result.coverage === 0 && result.contradiction === 0;
  const flagged = needsReview({
    score,
    result,
    ownWords,
    questionWords: echoes.size,
    negation: answerWords.some((word) => word.negated),
    keywordList,
  });
  return {
    score,
    feedback: feedbackFor({ score, ideas: result.ideas, dontKnow: false, keywordList, offTopic }),
    confidence: confidenceOf(score, flagged),
    needsReview: flagged,
  };
}

/** A formula or a figure (« L × l × h », « 3 ») rather than words: something the teacher can read. */
function hasSomethingWritten(text: string): boolean {
  return /[\p{S}\p{N}]/u.test(text);
}

/** Loads what the evaluator reads with, so that the first student of the day does not wait for it. */
export function loadFrenchEvaluator(): void {
  loadThesaurus();
}

export function createFrenchEvaluator(): Evaluator {
  // At start, so the first student of the day does not wait for it.
  loadFrenchEvaluator();
  return {
    name: FRENCH_EVALUATOR_NAME,
    kind: 'builtin',
    evaluate: (input) => Promise.resolve(input).then(evaluateInFrench),
  };
}
