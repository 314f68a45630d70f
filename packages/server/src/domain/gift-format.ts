/**
 * Moodle GIFT and CIAR questions, both ways (decision 140): the whole mapping table
 * lives here. Reading cuts the file into questions (gift-split.ts) and gives each one to
 * `gift-pegjs`, a kept PEG grammar of GIFT, so a question that does not parse is reported
 * with its line while the others import. Writing produces text that both our reader and
 * `gift-pegjs` read back to the same questions.
 */
import { TIME_LIMIT_DEFAULT } from '@ciar/shared/constants';
import type { QuestionFileSource } from '@ciar/shared/question-template';
import { parse as parseGift, type GIFTQuestion, type TextChoice, type TextFormat } from 'gift-pegjs';
import { splitGift, type GiftBlock } from './gift-split';
import { htmlToMarkdown } from './html-to-markdown';

/** One question of a GIFT file, cut but not parsed yet: parsing waits until it is checked. */
export interface GiftQuestion {
  /** Position in the file, from 1. */
  number: number;
  block: GiftBlock;
}

/** A GIFT question read: a question entry for the form's schema, or why it is refused. */
export interface GiftEntry {
  /** 'Question 12 (ligne 48, « Capitales »)' */
  label: string;
  entry: Record<string, unknown> | null;
  refusal: string | null;
}

const TITLE_FROM_TEXT_MAX = 80;
const LABEL_TITLE_MAX = 60;

const UNSUPPORTED = {
  numerical: 'les questions numériques ne sont pas prises en charge',
  matching: 'les questions d’appariement ne sont pas prises en charge',
  multipleAnswers: 'les questions à réponses multiples ne sont pas prises en charge',
  cloze: 'les questions de type texte à trous (cloze) ne sont pas prises en charge',
  description: 'un texte sans réponse (description) n’est pas une question',
  several: 'plusieurs questions sans ligne vide entre elles : séparez-les par une ligne vide',
} as const;

/** Moodle's embedded-answers (cloze) syntax, e.g. {1:MULTICHOICE:=a~b}: not GIFT, reported by name. */
const CLOZE = /\{\s*\d*\s*:\s*(MULTICHOICE|MULTIRESPONSE|SHORTANSWER|NUMERICAL|MC|MR|SA|NM)[A-Z_]*\s*:/i;

// ---------------------------------------------------------------------------------------------
// Reading

/** The first words of a text, at most 80 characters, cut between words, on one line. */
export function titleFromText(text: string, max = TITLE_FROM_TEXT_MAX): string {
  const flat = text
    .replace(/[*_`#>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : flat.slice(0, max)).trim();
}

function asMarkdown(value: TextFormat | null | undefined): string {
  if (!value) return '';
  return (value.format === 'html' ? htmlToMarkdown(value.text) : value.text).trim();
}

/** The general feedback follows an option's own feedback, so each student reads it whatever they chose. */
function withGeneral(feedback: string, general: string): string {
  return [feedback, general].filter((part) => part !== '').join('\n\n');
}

function choiceOptions(choices: TextChoice[], general: string) {
  return choices.map((choice) => ({ text: asMarkdown(choice.text), explication: withGeneral(asMarkdown(choice.feedback), general) }));
}

/** A parsed question as a CIAR question entry, or the French reason it has none. */
function toEntry(question: Exclude<GIFTQuestion, { type: 'Category' }>): { entry: Record<string, unknown> } | { refusal: string } {
  const content = asMarkdown(question.stem);
  const title = question.title?.trim() || titleFromText(content);
  const base = { title, content, timeLimit: TIME_LIMIT_DEFAULT };
  const general = 'globalFeedback' in question ? asMarkdown(question.globalFeedback) : '';
  switch (question.type) {
    case 'Description':
      return { refusal: UNSUPPORTED.description };
    case 'Numerical':
      return { refusal: UNSUPPORTED.numerical };
    case 'Matching':
      return { refusal: UNSUPPORTED.matching };
    case 'Essay':
      return { entry: { ...base, type: 'open_ended', proposition: general } };
    case 'Short': {
      const accepted = question.choices.map((choice) => asMarkdown(choice.text)).filter((text) => text !== '');
      const list = accepted.length === 1 ? accepted[0]! : accepted.map((text) => `- ${text}`).join('\n');
      return { entry: { ...base, type: 'open_ended', proposition: withGeneral(list, general) } };
    }
    case 'TF': {
      // Moodle: {T#feedback when wrong#feedback when right}; gift-pegjs names them true/false.
      const wrong = asMarkdown(question.trueFeedback);
      const right = asMarkdown(question.falseFeedback);
      const options = [
        { text: 'Vrai', explication: withGeneral(question.isTrue ? right : wrong, general) },
        { text: 'Faux', explication: withGeneral(question.isTrue ? wrong : right, general) },
      ];
      return { entry: { ...base, type: 'true_false', options, correctAnswer: question.isTrue ? '0' : '1' } };
    }
    case 'MC': {
      const correct = question.choices.filter((choice) => choice.isCorrect);
      const weighted = question.choices.some((choice) => choice.weight !== null && choice.weight !== 0);
      // No `=` and no weights: every option counts the same, which CIAR knows as a poll.
      const poll = correct.length === 0 && !weighted;
      if (correct.length !== 1 && !poll) return { refusal: UNSUPPORTED.multipleAnswers };
      return {
        entry: {
          ...base,
          type: 'multiple_choice',
          options: choiceOptions(question.choices, general),
          correctAnswer: poll ? '' : String(question.choices.indexOf(correct[0]!)),
        },
      };
    }
  }
}

const NAME = /^\s*::(?:\\.|[^\\:]|:(?!:))*::/;

/**
 * Moodle reads a lone `:` anywhere, and `=`, `~`, `#` in the question text, as plain
 * characters; gift-pegjs wants them escaped. French puts a colon in almost every question
 * ("Question : …"), so they are escaped first, leaving the name, the answer syntax and
 * numerical answers ({#1:0.5}, refused later by name) as they are.
 */
export function escapeLooseCharacters(text: string): string {
  const name = NAME.exec(text);
  const start = name ? name[0].length : 0;
  // Only escapes and special characters need a decision; the text between them is copied whole.
  const special = /\\[\s\S]|[{}=~#:]/g;
  special.lastIndex = start;
  let out = text.slice(0, start);
  let copied = start;
  let depth = 0;
  let numerical = false;
  for (let match = special.exec(text); match !== null; match = special.exec(text)) {
    const c = match[0];
    out += text.slice(copied, match.index);
    copied = match.index + c.length;
    if (c === '{') {
      depth++;
      numerical = /^\s*#(?!###)/.test(text.slice(copied, copied + 20));
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (c.length === 1 && (depth === 0 || (c === ':' && !numerical))) {
      out += '\\';
    }
    out += c;
  }
  return out + text.slice(copied);
}

function unescapeName(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

/** What names a question in an error: its GIFT name, else the first words of its text. */
function labelTitle(text: string): string {
  const named = NAME.exec(text);
  if (named) return titleFromText(unescapeName(named[0].trim().slice(2, -2)), LABEL_TITLE_MAX);
  const stem = text.replace(/^\s*\[(markdown|html|plain|moodle)\]/i, '').split(/(?<!\\)\{/)[0] ?? '';
  return titleFromText(unescapeName(stem), LABEL_TITLE_MAX);
}

function label(number: number, line: number, title: string): string {
  return title === '' ? `Question ${number} (ligne ${line})` : `Question ${number} (ligne ${line}, « ${title} »)`;
}

/** gift-pegjs's position inside one question, as a line of the file. */
function syntaxProblem(error: unknown, lines: number[]): string {
  const at = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
  const line = at !== undefined ? lines[Math.min(at, lines.length) - 1] : undefined;
  return line === undefined
    ? 'la question ne suit pas le format GIFT'
    : `la question ne suit pas le format GIFT (ligne ${line} : accolade, signe = ou ~ manquant ou en trop ?)`;
}

/**
 * The questions of a GIFT file, cut but not parsed: counting them is cheap, so a bound on the
 * number of questions can refuse a huge file before any parsing is spent on it.
 */
export function readGiftQuestions(text: string): GiftQuestion[] {
  return splitGift(text).map((block, index) => ({ number: index + 1, block }));
}

/** One question parsed by gift-pegjs and mapped, or refused with the reason, named by number, line and title. */
export function parseGiftQuestion({ number, block }: GiftQuestion): GiftEntry {
  const title = labelTitle(block.text);
  const refused = (refusal: string, name = title): GiftEntry => ({ label: label(number, block.line, name), entry: null, refusal });
  if (CLOZE.test(block.text)) return refused(UNSUPPORTED.cloze);
  let parsed: GIFTQuestion[];
  try {
    parsed = parseGift(escapeLooseCharacters(block.text)).filter((question) => question.type !== 'Category');
  } catch (error) {
    return refused(syntaxProblem(error, block.lines));
  }
  // Moodle needs a blank line between questions; so does the count of questions in the file.
  if (parsed.length !== 1) return refused(UNSUPPORTED.several);
  const question = parsed[0] as Exclude<GIFTQuestion, { type: 'Category' }>;
  const name = question.title?.trim() ? titleFromText(question.title, LABEL_TITLE_MAX) : title;
  const mapped = toEntry(question);
  return 'entry' in mapped ? { label: label(number, block.line, name), entry: mapped.entry, refusal: null } : refused(mapped.refusal, name);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Every GIFT special character escaped, line breaks as Moodle's `\n`, so any text reads back as written. */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');
}

function feedback(text: string): string {
  return text === '' ? '' : `#${escapeGift(text)}`;
}

/** CIAR's own true/false: the two options « Vrai », « Faux » in that order, one of them correct. */
function isPlainTrueFalse(question: QuestionFileSource): boolean {
  return (
    question.type === 'true_false' &&
    question.options.length === 2 &&
    question.options[0]!.text === 'Vrai' &&
    question.options[1]!.text === 'Faux' &&
    (question.correctAnswer === '0' || question.correctAnswer === '1')
  );
}

function answerBlock(question: QuestionFileSource): string {
  if (question.type === 'open_ended') {
    const model = (question.proposition ?? '').trim();
    return model === '' ? '{}' : `{####${escapeGift(model)}}`;
  }
  if (isPlainTrueFalse(question)) {
    const isTrue = question.correctAnswer === '0';
    const right = question.options[isTrue ? 0 : 1]!.explication;
    const wrong = question.options[isTrue ? 1 : 0]!.explication;
    const feedbacks = right === '' && wrong === '' ? '' : `#${escapeGift(wrong)}#${escapeGift(right)}`;
    return `{${isTrue ? 'TRUE' : 'FALSE'}${feedbacks}}`;
  }
  // Multiple choice, and a true/false with other options, written as the multiple choice it is.
  const lines = question.options.map((option) => {
    const correct = option.id === question.correctAnswer;
    // GIFT cannot escape %: a text starting with it would read as a weight, unless one is given.
    const weight = option.text.startsWith('%') ? (correct ? '%100%' : '%0%') : '';
    return `\t${correct ? '=' : '~'}${weight}${escapeGift(option.text)}${feedback(option.explication)}`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

export interface GiftExport {
  content: string;
  /** Titles of the rating questions left out: GIFT has no rating scale. */
  leftOut: string[];
}

/** A session's questions as a GIFT file; rating questions are named in a comment and left out. */
export function writeGiftFile(sessionName: string, questions: QuestionFileSource[]): GiftExport {
  const comment = (text: string) => `// ${text.replace(/\s+/g, ' ')}`;
  const parts = [comment(`Questions de la session « ${sessionName} », exportées de CIAR au format GIFT (Moodle).`)];
  const leftOut: string[] = [];
  for (const question of questions) {
    if (question.type === 'rating') {
      leftOut.push(question.title);
      parts.push(comment(`Question « ${question.title} » non exportée : les échelles de notation n’existent pas en GIFT.`));
      continue;
    }
    parts.push(`::${escapeGift(question.title)}::[markdown]${escapeGift(question.content)}${answerBlock(question)}`);
  }
  return { content: `${parts.join('\n\n')}\n`, leftOut };
}
