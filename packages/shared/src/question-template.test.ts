import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from './question';
import { questionInput } from './question-schemas';
import { QUESTION_TEMPLATE, serialiseQuestionFile, toQuestionFileEntry } from './question-template';

describe('QUESTION_TEMPLATE', () => {
  it('has French instructions and one example of each of the four types', () => {
    expect(QUESTION_TEMPLATE.instructions).toMatch(/Modèle d'import/);
    expect(QUESTION_TEMPLATE.questions.map((q) => q.type).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('holds only questions the form schema accepts, written exactly as an export would write them', () => {
    for (const entry of QUESTION_TEMPLATE.questions) {
      const parsed = questionInput.safeParse(entry);
      expect(parsed.error?.issues, entry.title).toBeUndefined();
      expect(toQuestionFileEntry(parsed.data!), entry.title).toEqual(entry);
    }
  });
});

describe('toQuestionFileEntry', () => {
  const base = { title: 'T', content: 'C', timeLimit: 30, options: [], correctAnswer: '', ratingScale: null, proposition: null };

  it('keeps only the fields of the question type', () => {
    expect(toQuestionFileEntry({ ...base, type: 'open_ended' })).toEqual({
      title: 'T',
      content: 'C',
      type: 'open_ended',
      timeLimit: 30,
      proposition: '',
    });
    expect(
      toQuestionFileEntry({ ...base, type: 'rating', ratingScale: { min: 2, max: 4, labels: ['a'] }, proposition: 'x' }),
    ).toEqual({ title: 'T', content: 'C', type: 'rating', timeLimit: 30, ratingScale: { min: 2, max: 4, labels: ['a'] } });
    const options = [
      { id: '0', text: 'Oui', explication: '' },
      { id: '1', text: 'Non', explication: 'Car.' },
    ];
    expect(toQuestionFileEntry({ ...base, type: 'true_false', options, correctAnswer: '1', proposition: 'x' })).toEqual({
      title: 'T',
      content: 'C',
      type: 'true_false',
      timeLimit: 30,
      options,
      correctAnswer: '1',
    });
  });

  it('round-trips through the form schema for every type', () => {
    for (const entry of QUESTION_TEMPLATE.questions) {
      const again = toQuestionFileEntry(questionInput.parse(toQuestionFileEntry(questionInput.parse(entry))));
      expect(again).toEqual(entry);
    }
  });
});

describe('serialiseQuestionFile', () => {
  it('writes indented JSON with a final newline that parses back', () => {
    const text = serialiseQuestionFile(QUESTION_TEMPLATE);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "questions": [');
    expect(JSON.parse(text)).toEqual(QUESTION_TEMPLATE);
  });
});
