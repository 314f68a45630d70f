import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { checkQuestionEntries, readQuestionFile } from './question-file';

const bytes = (text: string) => new TextEncoder().encode(text);
const open = { title: 'T', content: 'C', type: 'open_ended', timeLimit: 60 };

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readQuestionFile', () => {
  it('reads { questions } (ignoring other keys) or a bare array, with or without a byte-order mark', () => {
    expect(readQuestionFile(bytes('{"instructions": "x", "questions": [1, 2]}'))).toEqual([1, 2]);
    expect(readQuestionFile(bytes('[{"a": 1}]'))).toEqual([{ a: 1 }]);
    expect(readQuestionFile(bytes('\uFEFF  [ ]  \n'))).toEqual([]);
  });

  it('refuses what is not UTF-8 JSON with the spec’s message', () => {
    const notJson = { code: 'invalid-file', message: 'Veuillez sélectionner un fichier JSON ou GIFT' };
    for (const content of [bytes(''), bytes('{'), bytes('questions: []'), new Uint8Array([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00])]) {
      expect(refusal(() => readQuestionFile(content))).toEqual(notJson);
    }
  });

  it('refuses JSON without a question list, saying what is expected', () => {
    for (const text of ['{}', '{"questions": {}}', '"texte"', '42', 'null']) {
      expect(refusal(() => readQuestionFile(bytes(text)))).toEqual({
        code: 'invalid-file',
        message: 'Le fichier JSON doit contenir une liste « questions ».',
      });
    }
  });

  it('keeps a __proto__ key as plain data, never as a prototype', () => {
    const [entry] = readQuestionFile(bytes('[{"__proto__": {"polluted": true}}]')) as object[];
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
    expect(checkQuestionEntries([entry]).valid).toEqual([]);
  });
});

describe('checkQuestionEntries', () => {
  it('validates each entry with the form schema and reports the others by position, from 1', () => {
    const { valid, errors } = checkQuestionEntries([open, { ...open, title: '' }, null, [], { ...open, unknown: 1 }]);
    expect(valid).toEqual([{ ...open, options: [], correctAnswer: '', ratingScale: null, proposition: '', acceptedIdeas: '' }]);
    expect(errors).toEqual([
      'Question 2 : Le titre est obligatoire',
      'Question 3 : une question doit être un objet JSON',
      'Question 4 : une question doit être un objet JSON',
      expect.stringMatching(/^Question 5 : .*unknown/),
    ]);
  });

  it('lists every distinct reason of one entry once', () => {
    const { errors } = checkQuestionEntries([{ ...open, title: '', content: '', timeLimit: 5 }]);
    expect(errors).toEqual([
      'Question 1 : Le titre est obligatoire ; Le contenu est obligatoire ; La limite de temps doit être comprise entre 10 et 300 secondes',
    ]);
  });

  it('drops the fields the server manages, so a list copied from the API imports', () => {
    const copied = { ...open, id: 'x', sessionId: 'y', position: 3, isActive: true, activatedAt: null, responses: [], createdAt: 'z' };
    expect(checkQuestionEntries([copied])).toMatchObject({ errors: [], valid: [{ title: 'T' }] });
    expect(checkQuestionEntries([copied]).valid[0]).not.toHaveProperty('isActive');
  });
});
