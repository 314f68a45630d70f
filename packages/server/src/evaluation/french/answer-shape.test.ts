import { describe, expect, it } from 'vitest';
import { analyse, contentWords } from './analyse';
import { isKeywordList, withoutDontKnow } from './answer-shape';

const leftOver = (answer: string): string[] => contentWords(analyse(withoutDontKnow(answer))).map((word) => word.folded);

describe('withoutDontKnow', () => {
  it('removes the many ways of saying "I don’t know"', () => {
    for (const answer of ['Je ne sais pas', "j'sais pas", 'je sais pas trop', 'Aucune idée', "pas d'idée", 'jsp', 'Je ne me souviens plus', "J'ai oublié", "je n'ai pas compris", '[Pas de réponse - Temps écoulé]']) {
      expect(leftOver(answer)).toEqual([]);
    }
  });

  it('keeps what the answer says besides', () => {
    expect(leftOver('Je ne sais pas trop, peut-être la lumière du Soleil.')).toEqual(['lumiere', 'soleil']);
  });

  it('leaves knowing alone', () => {
    expect(leftOver('On sait que la Terre tourne.')).toEqual(['terre', 'tourne']);
  });
});

describe('isKeywordList', () => {
  it('spots words without a sentence around them', () => {
    expect(isKeywordList(analyse('magma gaz pression cheminée'))).toBe(true);
    expect(isKeywordList(analyse('Évaporation, condensation, précipitations.'))).toBe(true);
    expect(isKeywordList(analyse("L'évaporation, la condensation, les précipitations et le ruissellement."))).toBe(true);
  });

  it('accepts sentences, even short ones', () => {
    expect(isKeywordList(analyse('Le magma remonte sous la pression des gaz.'))).toBe(false);
    expect(isKeywordList(analyse("À cause de l'inclinaison de la Terre."))).toBe(false);
    expect(isKeywordList(analyse('Deux mots'))).toBe(false);
    expect(isKeywordList(analyse("L'eau s'évapore, forme des nuages, puis il pleut."))).toBe(false);
  });
});
