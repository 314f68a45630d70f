import { mathAsPlainText } from '@ciar/shared/math-plain-text';
import { EvaluationError } from '../evaluation-error';
import type { Evaluation, EvaluationInput, Evaluator } from '../evaluator';
import { type AcceptedIdea, prepareAccepted, withAccepted } from './accepted';
import { type Analysis, analyse, type Word } from './analyse';
import { isKeywordList, withoutDontKnow } from './answer-shape';
import { type CoverageResult, coverIdeas } from './coverage';
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

/** What the evaluator reads in an answer, before it turns it into a score. */
export interface AnswerReading {
  result: CoverageResult;
  ideas: readonly KeyIdea[];
  /** Content words of the answer. */
  answerWords: readonly Word[];
  /** Content words of the model answer. */
  propositionWords: readonly Word[];
  /** Positions of the answer's words that repeat the question. */
  echoes: ReadonlySet<number>;
  keywordList: boolean;
  /** Content words of the answer that do not just repeat the question. */
  ownWords: number;
  negation: boolean;
}

/**
 * Reads an answer against the question and its model answer (an answer that says nothing has
 * no content word). Throws an EvaluationError when the model answer has no word to compare with.
 */
export function readAnswer(input: EvaluationInput): AnswerReading {
  // LaTeX is read as the formula's text (« $v = \frac{d}{t}$ » as « v = d/t »): a command
  // name or a brace is never a word to find in the answers (decision 170).
  const [question, proposition, answer] = [input.question, input.proposition, input.answer].map(mathAsPlainText) as [string, string, string];
  const { questionAnalysis, propositionAnalysis, ideas, listExpected, everyWord, accepted } = prepared(question, proposition, input.acceptedIdeas);
  if (ideas.length === 0) throw new EvaluationError(NO_MODEL_WORDS, false);
  const answerAnalysis = analyse(withoutDontKnow(answer), { everyWord });
  const answerWords = answerAnalysis.words.filter((word) => word.content);
  const result = withAccepted(coverIdeas(ideas, answerAnalysis, questionAnalysis, propositionAnalysis), accepted, answerAnalysis, questionAnalysis);
  const echoes = questionEchoes(answerAnalysis, questionAnalysis);
  return {
    result,
    ideas,
    answerWords,
    propositionWords: propositionAnalysis.words.filter((word) => word.content),
    echoes,
    keywordList: isKeywordList(answerAnalysis) && !listExpected,
    ownWords: answerWords.filter((word) => !echoes.has(word.position)).length,
    negation: answerWords.some((word) => word.negated),
  };
}

/** The hand-written score of a reading (decisions 154 and 156). */
export function handScore({ result, keywordList, ownWords, ideas }: AnswerReading): number {
  return finalScore({ result, keywordList, ownWords, ideaCount: ideas.length });
}

/**
 * The built-in evaluator, synchronous: no network, no randomness, same input → same output.
 * Throws an EvaluationError when the model answer has no word to compare with.
 */
export function evaluateInFrench(input: EvaluationInput): Evaluation {
  const reading = readAnswer(input);
  if (reading.answerWords.length === 0) {
    const feedback = feedbackFor({ score: NOTHING_SAID_SCORE, ideas: reading.result.ideas, dontKnow: true, keywordList: false, offTopic: false });
    // Signs or figures it cannot read as words (« L × l × h »): not an empty answer, the teacher looks.
    const unread = hasSomethingWritten(withoutDontKnow(mathAsPlainText(input.answer)));
    return { score: NOTHING_SAID_SCORE, feedback, confidence: confidenceOf(NOTHING_SAID_SCORE, unread), needsReview: unread };
  }
  const { result, keywordList, ownWords, echoes, negation } = reading;
  const score = handScore(reading);
  const offTopic = result.coverage === 0 && result.contradiction === 0;
  const flagged = needsReview({ score, result, ownWords, questionWords: echoes.size, negation, keywordList });
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
