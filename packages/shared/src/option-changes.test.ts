import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_ANSWER } from './constants';
import { answerChanges, answerFates, changesAnswers, optionMoves, type SavedQuestionShape } from './option-changes';

const options = (...texts: string[]) => texts.map((text, index) => ({ id: String(index), text }));
const choice = (texts: string[], correctAnswer = ''): SavedQuestionShape => ({ type: 'multiple_choice', options: options(...texts), correctAnswer });
const moves = (before: string[], after: string[]) => Object.fromEntries(optionMoves(options(...before), options(...after)));

describe('optionMoves', () => {
  it('keeps every option where it is when only other fields change', () => {
    expect(moves(['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual({ 0: '0', 1: '1', 2: '2' });
  });

  it('sends the answers of a removed option nowhere, and those after it one place up', () => {
    expect(moves(['A', 'B', 'C', 'D'], ['A', 'B', 'D'])).toEqual({ 0: '0', 1: '1', 2: null, 3: '2' });
  });

  it('follows an option to its new place by its text, spaces aside', () => {
    expect(moves(['A', 'B', 'C'], ['C ', 'A', '  B'])).toEqual({ 0: '1', 1: '2', 2: '0' });
  });

  it('keeps a corrected option in place, also with options added', () => {
    expect(moves(['Pari', 'Lyon'], ['Paris', 'Lyon'])).toEqual({ 0: '0', 1: '1' });
    expect(moves(['A', 'Bb', 'C'], ['A', 'B', 'C', 'D'])).toEqual({ 0: '0', 1: '1', 2: '2' });
  });

  it('pairs nothing by place when an option was removed and another corrected: which became which cannot be told', () => {
    expect(moves(['A', 'B', 'C'], ['A', 'C2'])).toEqual({ 0: '0', 1: null, 2: null });
  });

  it('does not take an option replaced at another place for the same one', () => {
    expect(moves(['A', 'B', 'C'], ['A', 'C', 'D'])).toEqual({ 0: '0', 1: null, 2: '1' });
  });

  it('pairs options of the same text in order', () => {
    expect(moves(['Oui', 'Oui', 'Non'], ['Non', 'Oui', 'Oui'])).toEqual({ 0: '1', 1: '2', 2: '0' });
  });
});

describe('answerFates', () => {
  it('keeps, moves or removes each choice answer, and always keeps « no answer »', () => {
    const fate = answerFates(choice(['A', 'B', 'C']), choice(['C', 'A']));
    expect(fate('0')).toEqual({ kind: 'move', to: '1' });
    expect(fate('1')).toEqual({ kind: 'remove' });
    expect(fate('2')).toEqual({ kind: 'move', to: '0' });
    expect(fate(AUTO_SUBMIT_ANSWER)).toEqual({ kind: 'keep' });
    // An answer that already named no option does not stay behind.
    expect(fate('7')).toEqual({ kind: 'remove' });
  });

  it('treats a true/false question as the choice question it is', () => {
    const fate = answerFates({ ...choice(['Vrai', 'Faux']), type: 'true_false' }, choice(['Vrai', 'Faux', 'Je ne sais pas']));
    expect(fate('1')).toEqual({ kind: 'keep' });
  });

  it('removes the ratings the saved scale no longer has', () => {
    const rating = (min: number, max: number): SavedQuestionShape => ({ type: 'rating', options: [], correctAnswer: '', ratingScale: { min, max, labels: [] } });
    const fate = answerFates(rating(1, 5), rating(1, 4));
    expect(fate('4')).toEqual({ kind: 'keep' });
    expect(fate('5')).toEqual({ kind: 'remove' });
  });

  it('removes every answer of another kind than the saved question, keeps open answers of an open question', () => {
    const open: SavedQuestionShape = { type: 'open_ended', options: [], correctAnswer: '' };
    expect(answerFates(choice(['A', 'B']), open)('0')).toEqual({ kind: 'remove' });
    expect(answerFates(open, choice(['A', 'B']))('0')).toEqual({ kind: 'remove' });
    expect(answerFates(open, choice(['A', 'B']))(AUTO_SUBMIT_ANSWER)).toEqual({ kind: 'keep' });
    expect(answerFates(open, { ...open, correctAnswer: '' })('La photosynthèse')).toEqual({ kind: 'keep' });
  });
});

describe('answerChanges', () => {
  it('counts the answers removed by option, those moved, and the verdicts that turn', () => {
    // C (right) removed, D moves up and becomes the right answer.
    const changes = answerChanges(choice(['A', 'B', 'C', 'D'], '2'), choice(['A', 'B', 'D'], '2'), ['0', '2', '2', '2', '3', '3', AUTO_SUBMIT_ANSWER]);
    expect(changes).toEqual({
      removed: 3,
      moved: 2,
      removedByOption: [{ text: 'C', count: 3 }],
      kindChanged: false,
      nowCorrect: 2,
      nowWrong: 0,
    });
    expect(changesAnswers(changes)).toBe(true);
  });

  it('says nothing is changed by a save that only corrects a text or the right answer', () => {
    const changes = answerChanges(choice(['Pari', 'Lyon'], '1'), choice(['Paris', 'Lyon'], '0'), ['0', '1', '1']);
    expect(changes).toMatchObject({ removed: 0, moved: 0, nowCorrect: 1, nowWrong: 2 });
    expect(changesAnswers(changes)).toBe(false);
  });

  it('names no option when the question changes kind', () => {
    const changes = answerChanges(choice(['A', 'B'], '0'), { type: 'open_ended', options: [], correctAnswer: '' }, ['0', '1']);
    expect(changes).toMatchObject({ removed: 2, kindChanged: true, removedByOption: [] });
  });
});
