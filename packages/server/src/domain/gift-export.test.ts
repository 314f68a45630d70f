/**
 * GIFT export (decision 140): what we write reads back through our own import to the same
 * questions, and an independent GIFT parser (gift-pegjs, called directly) reads it without
 * error — for hand-picked awkward texts and for generated sessions (fast-check).
 */
import { questionInput, type QuestionInput } from '@ciar/shared/question-schemas';
import fc from 'fast-check';
import { parse as parseGift } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { writeGiftFile } from './gift-format';
import { checkQuestionEntries, readQuestionFile } from './question-file';

/** What the round trip keeps: everything but the time limit, which GIFT has no field for. */
function kept(question: QuestionInput) {
  const { timeLimit: _timeLimit, ...rest } = question;
  return rest;
}

function roundTrip(questions: QuestionInput[]) {
  const { content, leftOut } = writeGiftFile('Séance « test »', questions);
  const entries = readQuestionFile(new TextEncoder().encode(content));
  return { content, leftOut, total: entries.length, ...checkQuestionEntries(entries) };
}

const stored = (input: unknown) => questionInput.parse(input);

const AWKWARD = 'Ni {a} = b ~ c # d : e \\ f ; l’élève « À » **gras** _it_ [lien](https://ex.fr) `code` 100% // pas un commentaire';

describe('GIFT export', () => {
  it('writes multiple choice with # explanations, true/false, essays and Markdown, escaping every special character', () => {
    const questions = [
      stored({
        title: 'Choix : {1}',
        content: `${AWKWARD}\nDeuxième ligne\n\nParagraphe`,
        type: 'multiple_choice',
        timeLimit: 30,
        options: [
          { text: 'A = {x}', explication: 'Parce que # ~ :' },
          { text: 'B \\ C', explication: '' },
          { text: '*Gras*', explication: 'Voir [ici](https://ex.fr).' },
        ],
        correctAnswer: '1',
      }),
      stored({
        title: 'Vrai ?',
        content: 'La Terre tourne.',
        type: 'true_false',
        timeLimit: 60,
        options: [
          { text: 'Vrai', explication: 'Oui : autour du Soleil.' },
          { text: 'Faux', explication: '' },
        ],
        correctAnswer: '0',
      }),
      stored({ title: 'Faux ?', content: 'Q', type: 'true_false', timeLimit: 60, options: [{ text: 'Vrai' }, { text: 'Faux', explication: 'Bien.' }], correctAnswer: '1' }),
      stored({ title: 'Ouverte', content: 'Expliquez.', type: 'open_ended', timeLimit: 60, proposition: `Modèle ${AWKWARD}\n- point` }),
      stored({ title: 'Sans modèle', content: 'Racontez.', type: 'open_ended', timeLimit: 60, proposition: '' }),
      stored({ title: 'Sondage', content: 'Votre choix ?', type: 'multiple_choice', timeLimit: 60, options: [{ text: 'Un' }, { text: 'Deux' }], correctAnswer: '' }),
    ];
    const result = roundTrip(questions);
    expect(result.errors).toEqual([]);
    expect(result.valid.map(kept)).toEqual(questions.map(kept));
    expect(result.content).toContain('::Choix \\: \\{1\\}::[markdown]');
    expect(result.content).toContain('{TRUE#');
    expect(result.content).toContain('{####Modèle');
    expect(() => parseGift(result.content)).not.toThrow();
  });

  it('leaves rating questions out with a // comment naming each', () => {
    const rating = stored({ title: 'Votre avis', content: 'Notez', type: 'rating', timeLimit: 60, ratingScale: { min: 1, max: 5 } });
    const open = stored({ title: 'Ouverte', content: 'Q', type: 'open_ended', timeLimit: 60, proposition: 'R' });
    const result = roundTrip([rating, open]);
    expect(result.leftOut).toEqual(['Votre avis']);
    expect(result.content).toContain('// Question « Votre avis » non exportée : les échelles de notation n’existent pas en GIFT.');
    expect(result.total).toBe(1);
    expect(result.valid.map(kept)).toEqual([kept(open)]);
  });

  // Characters GIFT gives a meaning to, accents, Markdown, spaces and line breaks.
  const char = fc.constantFrom(...'ab é À ç{}=~#:\\*_[]()`-!?%\n'.split(''), 'œ', '’', '«', '»');
  const textOf = (max: number, line = false) =>
    fc
      .array(char, { minLength: 1, maxLength: max })
      .map((chars) => chars.join(''))
      .map((value) => (line ? value.replace(/\n/g, ' ') : value));

  const mc = fc.record({
    title: textOf(30, true),
    content: textOf(60),
    type: fc.constant('multiple_choice'),
    timeLimit: fc.constant(60),
    options: fc.array(fc.record({ text: textOf(20), explication: textOf(30) }), { minLength: 2, maxLength: 5 }),
    correctAnswer: fc.constantFrom('', '0', '1'),
  });
  const tf = fc.record({
    title: textOf(30, true),
    content: textOf(60),
    type: fc.constant('true_false'),
    timeLimit: fc.constant(60),
    options: fc.tuple(textOf(30), textOf(30)).map(([a, b]) => [
      { text: 'Vrai', explication: a },
      { text: 'Faux', explication: b },
    ]),
    correctAnswer: fc.constantFrom('0', '1'),
  });
  const open = fc.record({
    title: textOf(30, true),
    content: textOf(60),
    type: fc.constant('open_ended'),
    timeLimit: fc.constant(60),
    proposition: textOf(60),
  });

  it('reads back generated sessions to the same questions, and gift-pegjs reads them too', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(mc, tf, open), { minLength: 1, maxLength: 6 }), (drafts) => {
        const parsed = drafts.map((draft) => questionInput.safeParse(draft));
        fc.pre(parsed.every((p) => p.success));
        const questions = parsed.map((p) => p.data!);
        const result = roundTrip(questions);
        expect(result.errors).toEqual([]);
        expect(result.valid.map(kept)).toEqual(questions.map(kept));
        expect(parseGift(result.content).filter((q) => q.type !== 'Category')).toHaveLength(questions.length);
      }),
      { numRuns: 200 },
    );
  });
});
