import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { GENERIC_WEIGHT } from './generic-words';
import { keyIdeas, NUMBER_WEIGHT, QUESTION_ECHO_WEIGHT } from './key-ideas';

function ideas(question: string, proposition: string) {
  return keyIdeas(analyse(proposition), analyse(question));
}

const words = (idea: { words: { word: { folded: string } }[] } | undefined) => idea?.words.map((item) => item.word.folded);

describe('keyIdeas', () => {
  it('splits the model answer into its clauses', () => {
    const found = ideas(
      'Que fait un volcan ?',
      'Le magma remonte des profondeurs ; la pression des gaz augmente, puis la lave jaillit du cratère.',
    );
    expect(found.map(words)).toEqual([
      ['magma', 'remonte', 'profondeurs'],
      ['pression', 'gaz', 'augmente'],
      ['lave', 'jaillit', 'cratere'],
    ]);
  });

  it('makes the words of the question count less', () => {
    const [first] = ideas('Qu’est-ce que la photosynthèse ?', 'La photosynthèse fabrique du glucose.');
    const weight = (folded: string) => first?.words.find((item) => item.word.folded === folded)?.weight;
    expect(weight('photosynthese')).toBe(QUESTION_ECHO_WEIGHT);
    expect(weight('glucose')).toBe(1);
  });

  it('makes a number of the model answer count more than a word', () => {
    const [first] = ideas('Quelle est la somme des angles d’un triangle ?', 'Elle vaut toujours 180 degrés.');
    expect(first?.words.find((item) => item.word.folded === '180')?.weight).toBe(NUMBER_WEIGHT);
    expect(NUMBER_WEIGHT).toBeGreaterThan(1);
  });

  it('makes the figures of an explanation count as words: a why-question asks for a cause', () => {
    const [first] = ideas('Pourquoi la balle rebondit-elle ?', 'Le sol la renvoie à 8 mètres par seconde.');
    expect(first?.words.find((item) => item.word.folded === '8')?.weight).toBe(1);
  });

  it('makes generic words count less', () => {
    const [first] = ideas('Pourquoi ?', 'Ce processus permet de fabriquer du glucose.');
    expect(first?.words.find((item) => item.word.folded === 'processus')?.weight).toBe(GENERIC_WEIGHT);
  });

  it('joins a clause too short to be an idea to its neighbour in the same sentence', () => {
    const found = ideas('Comment se construit le COD ?', 'Le COD suit directement le verbe, sans préposition ; le COI est introduit par une préposition.');
    expect(found).toHaveLength(2);
    expect(words(found[0])).toContain('preposition');
    expect(found[0]?.words.find((item) => item.word.folded === 'preposition')?.word.negated).toBe(true);
  });

  it('keeps examples in parentheses with the idea they illustrate', () => {
    const found = ideas('Pourquoi ?', 'Une crise économique (mauvaises récoltes, prix du pain élevé), puis la diffusion des idées nouvelles.');
    expect(words(found[0])).toEqual(['crise', 'economique', 'mauvaises', 'recoltes', 'prix', 'pain', 'eleve']);
  });

  it('names each idea with its own words', () => {
    const [first] = ideas('Qu’est-ce que la photosynthèse ?', 'La photosynthèse transforme le dioxyde de carbone en glucose.');
    expect(first?.label).toBe('transforme dioxyde de carbone glucose');
  });
});
