/**
 * Reading a question file (docs/product.md#question-import): bytes to entries, entries to valid
 * questions and French reasons for the others. Pure, so every rule is tested without HTTP.
 */
import { IMPORT_MAX_QUESTIONS } from '@ciar/shared/constants';
import { questionInput, type QuestionInput } from '@ciar/shared/question-schemas';
import { AppError } from './app-error';
import { parseGiftQuestion, readGiftQuestions, type GiftQuestion } from './gift-format';
import { hasAnswerBlock } from './gift-split';
import { readFileImage, type ImportedImage } from './question-file-image';

/** A question of a GIFT file, told apart from a JSON entry (which may be any value); parsed when checked. */
export class GiftFileEntry {
  constructor(readonly gift: GiftQuestion) {}
}

// NUL and the other C0 controls never appear in a text file: this is a binary file (an image,
// UTF-16 text), refused as a whole rather than read as garbage.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY = /[\u0000-\u0008\u000E-\u001F]/;

/** Bytes Windows-1252 leaves undefined: a file holding them is in neither encoding we read. */
const UNDEFINED_IN_WINDOWS_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const UNKNOWN_ENCODING =
  'Encodage du fichier non reconnu : enregistrez-le en UTF-8 (« Enregistrer sous… », encodage UTF-8) puis importez-le à nouveau.';

/**
 * Windows-1252 decoded by hand: Node's TextDecoder reads that label as Latin-1, which turns
 * the 0x80–0x9F bytes (’ “ ” œ € …) into invisible control characters.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** UTF-8, or null when the bytes are not UTF-8. A byte-order mark is dropped (Windows editors write one). */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/**
 * JSON starts with a bracket; a GIFT file starts with a question text, a name (::), a comment
 * or a format tag ([markdown]). The content decides, whatever the file is called.
 */
function looksLikeJson(text: string): boolean {
  const start = text.trimStart();
  if ((start.startsWith('{') || start.startsWith('[')) && !/^\[(markdown|html|plain|moodle)\]/i.test(start)) return true;
  // A lone JSON value ("texte", 42, null) is JSON too, just not a question list.
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function readJson(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid-file');
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as { questions?: unknown }).questions)) {
    return (parsed as { questions: unknown[] }).questions;
  }
  throw new AppError('invalid-file', 'Le fichier JSON doit contenir une liste « questions ».');
}

/**
 * GIFT files exported by older Moodle versions or written on Windows are often Windows-1252:
 * read as such when they are not UTF-8, unless they hold bytes that encoding does not define.
 */
function decodeGift(bytes: Uint8Array): string {
  const text = utf8(bytes);
  if (text !== null) return text;
  if (bytes.some((byte) => UNDEFINED_IN_WINDOWS_1252.has(byte))) throw new AppError('invalid-file', UNKNOWN_ENCODING);
  return windows1252(bytes);
}

/**
 * The file's questions: JSON (`{ "questions": [...] }`, other keys ignored, or a bare array;
 * UTF-8 only) or Moodle GIFT (UTF-8 or Windows-1252), one entry per question either way. More
 * than IMPORT_MAX_QUESTIONS is refused as a whole, before anything is checked (a GIFT question
 * is only parsed when checked) or stored.
 */
export function readQuestionFile(bytes: Uint8Array): unknown[] {
  const entries = questionList(bytes);
  if (entries.length > IMPORT_MAX_QUESTIONS) throw new AppError('too-many-questions');
  return entries;
}

function questionList(bytes: Uint8Array): unknown[] {
  const text = utf8(bytes);
  // Latin-1 lookalike of a JSON start: JSON is UTF-8 by definition (RFC 8259).
  const latin = text ?? windows1252(bytes);
  if (BINARY.test(latin) || latin.trim() === '') throw new AppError('invalid-file');
  if (looksLikeJson(latin)) {
    if (text === null) throw new AppError('invalid-file');
    return readJson(text);
  }
  const gift = decodeGift(bytes);
  // Not JSON, and not a single answer block: neither format (a CSV, a plain note).
  if (!hasAnswerBlock(gift)) throw new AppError('invalid-file');
  return readGiftQuestions(gift).map((question) => new GiftFileEntry(question));
}

/**
 * Fields the server manages. A list copied from the API (GET /questions/session/{id}) carries
 * them; they are dropped rather than reported, as they never describe the question itself.
 */
const SERVER_FIELDS = ['id', 'sessionId', 'position', 'isActive', 'activatedAt', 'pausedMs', 'responses', 'createdAt'];

function withoutServerFields(entry: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...entry };
  for (const key of SERVER_FIELDS) delete copy[key];
  return copy;
}

/** A valid question of a file, with its picture when the entry has one (JSON files only). */
export type ImportedQuestion = QuestionInput & { imageFile?: ImportedImage };

export interface CheckedQuestions {
  valid: ImportedQuestion[];
  /** 'Question {position} : {reasons}', positions counted from 1 as people do. */
  errors: string[];
}

/**
 * Each entry goes through the form's own schema, so an import cannot store what the form
 * refuses. A GIFT entry carries its own label (number, line, title) and may already be refused
 * (a question type CIAR does not have, a syntax error).
 */
export function checkQuestionEntries(entries: unknown[]): CheckedQuestions {
  const valid: ImportedQuestion[] = [];
  const errors: string[] = [];
  const check = (label: string, entry: Record<string, unknown>) => {
    // The picture is checked apart: the form's schema knows only the question's text fields.
    const { image, ...input } = entry;
    const picture = readFileImage(image);
    const result = questionInput.safeParse(input);
    if (result.success && !picture.error) {
      valid.push(picture.image ? { ...result.data, imageFile: picture.image } : result.data);
      return;
    }
    const reasons = [...new Set([...(result.success ? [] : result.error.issues.map((issue) => issue.message)), ...(picture.error ? [picture.error] : [])])];
    errors.push(`${label} : ${reasons.join(' ; ')}`);
  };
  entries.forEach((entry, index) => {
    if (entry instanceof GiftFileEntry) {
      const { label, entry: input, refusal } = parseGiftQuestion(entry.gift);
      if (input === null) errors.push(`${label} : ${refusal ?? 'question non reconnue'}`);
      else check(label, input);
      return;
    }
    const label = `Question ${index + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      errors.push(`${label} : une question doit être un objet JSON`);
      return;
    }
    check(label, withoutServerFields(entry as Record<string, unknown>));
  });
  return { valid, errors };
}
