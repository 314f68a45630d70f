import { describe, expect, it } from 'vitest';
import { answerChangesText } from './AnswerChangesDialog';

const none = { removed: 0, moved: 0, removedByOption: [], kindChanged: false, nowCorrect: 0, nowWrong: 0 };
const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u00a0\u202f]/g, ' '));

describe('answerChangesText', () => {
  it('says one student and their answer in the singular, and a closed question leaves them without an answer', () => {
    const lines = answerChangesText({ ...none, removed: 1, removedByOption: [{ text: 'Mercure', count: 1 }] }, { questionOpen: false });
    expect(plain(lines)).toEqual([
      '1 élève a choisi « Mercure ». Sa réponse sera supprimée.',
      'La question est fermée : ces élèves resteront sans réponse à cette question.',
    ]);
  });

  it('says a change of type, the answers that follow their option and the verdicts that turn', () => {
    expect(plain(answerChangesText({ ...none, removed: 4, kindChanged: true }, { questionOpen: true }))[0]).toBe(
      'Le type de la question change : les 4 réponses déjà données seront supprimées.',
    );
    expect(plain(answerChangesText({ ...none, moved: 2, nowCorrect: 2, nowWrong: 1 }, { questionOpen: true }))).toEqual([
      '2 réponses suivent leur option à sa nouvelle place.',
      'Avec la bonne réponse enregistrée, 2 réponses deviennent justes et 1 réponse devient fausse.',
    ]);
  });

  it('keeps French spacing before the colon and inside the quotes', () => {
    const [line] = answerChangesText({ ...none, removed: 2, removedByOption: [{ text: 'Mars', count: 2 }] }, { questionOpen: true });
    expect(line).toMatch(/«[\u00a0\u202f]Mars[\u00a0\u202f]»/);
  });
});
