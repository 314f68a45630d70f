import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { coverIdeas, ideaCredit } from './coverage';
import { keyIdeas } from './key-ideas';

function cover(question: string, proposition: string, answer: string) {
  const q = analyse(question);
  const p = analyse(proposition);
  return coverIdeas(keyIdeas(p, q), analyse(answer), q, p);
}

const statuses = (result: ReturnType<typeof cover>) => result.ideas.map((idea) => idea.status);

const MOON = ['Pourquoi voit-on la Lune ?', 'La Lune ne produit pas de lumière : elle réfléchit celle du Soleil.'] as const;

describe('coverIdeas', () => {
  it('finds the ideas an answer gives, in other words', () => {
    const result = cover(...MOON, 'Elle ne fabrique pas de lumière, elle renvoie celle du Soleil.');
    expect(statuses(result)).toEqual(['found', 'found']);
    expect(result.contradiction).toBe(0);
  });

  it('gives partial credit, most of it for the first words of an idea', () => {
    expect(ideaCredit(0)).toBe(0);
    expect(ideaCredit(0.5)).toBe(0.75);
    expect(ideaCredit(1)).toBe(1);
  });

  it('sees a negated key idea as a contradiction', () => {
    const result = cover(...MOON, 'La Lune produit sa propre lumière.');
    expect(result.ideas[0]?.status).toBe('contradicted');
    expect(result.contradiction).toBeGreaterThan(0);
  });

  it('does not see one when the negation bears on another word', () => {
    const result = cover(...MOON, 'Elle réfléchit la lumière du Soleil.');
    expect(result.contradiction).toBe(0);
  });

  it('does not see one in a denied word the thesaurus links only loosely (« métal » for « acier »)', () => {
    const result = cover('Pourquoi un clou est-il attiré par un aimant ?', 'Le clou est en acier, qui contient du fer.', 'Le clou contient du fer, le plastique n’est pas un métal.');
    expect(result.contradiction).toBe(0);
    expect(statuses(result)).toEqual(['found']);
  });

  it('does not see one in a denial the model answer makes too, and still sees a denial of what it affirms', () => {
    const magnets = ['Quels objets un aimant attire-t-il ?', 'Un aimant attire les matériaux magnétiques comme le fer ; le bois n’est pas magnétique.'] as const;
    expect(cover(...magnets, 'Le fer est attiré, alors que le bois n’est pas un matériau magnétique.').contradiction).toBe(0);
    expect(cover(...MOON, 'La Lune ne produit pas de lumière.').contradiction).toBe(0);
    expect(cover(...MOON, 'La Lune ne réfléchit pas la lumière du Soleil.').contradiction).toBeGreaterThan(0);
  });

  it('sees an opposite word said of the same thing as a contradiction', () => {
    const result = cover('Que fait la température en altitude ?', 'En altitude, la température baisse.', 'En altitude, la température augmente.');
    expect(statuses(result)).toEqual(['contradicted']);
  });

  it('sees a swapped comparison as a contradiction', () => {
    const question = 'Pourquoi voit-on l’éclair avant d’entendre le tonnerre ?';
    const proposition = 'La lumière va beaucoup plus vite que le son.';
    expect(statuses(cover(question, proposition, 'Le son est plus rapide que la lumière.'))).toEqual(['contradicted']);
    expect(statuses(cover(question, proposition, 'Le son va moins vite que la lumière.'))).toEqual(['found']);
  });

  it('sees terms swapped in a comparison question as a contradiction', () => {
    const result = cover(
      'Quelle est la différence entre un fleuve et une rivière ?',
      'Un fleuve se jette dans la mer ; une rivière se jette dans un autre cours d’eau.',
      'Un fleuve se jette dans un autre cours d’eau.',
    );
    expect(result.ideas[1]?.status).toBe('contradicted');
  });

  it('measures how much of the answer relates to the model answer', () => {
    expect(cover(...MOON, 'Elle réfléchit la lumière.').relevance).toBe(1);
    expect(cover(...MOON, 'Elle réfléchit des fromages verts.').relevance).toBeLessThan(0.5);
  });
});
