import { describe, expect, it } from 'vitest';
import { root, stems } from './stem';

const shareStem = (a: string, b: string): boolean => stems(a).some((stem) => stems(b).includes(stem));
const shareRoot = (a: string, b: string): boolean => stems(a).map(root).some((key) => stems(b).map(root).includes(key));

describe('stems', () => {
  it('joins the forms of a word', () => {
    expect(shareStem('plantes', 'plante')).toBe(true);
    expect(shareStem('évaporation', 'évapore')).toBe(true);
    expect(shareStem('circulation', 'circuler')).toBe(true);
  });

  it('joins third person plurals that Snowball leaves whole', () => {
    expect(shareStem('utilisent', 'utiliser')).toBe(true);
    expect(shareStem('absorbent', 'absorber')).toBe(true);
    expect(shareStem('mangent', 'mange')).toBe(true);
    expect(shareStem('partent', 'partir')).toBe(true);
  });

  it('leaves short words in -ent alone', () => {
    expect(stems('moment')).toEqual(['moment']);
    expect(stems('parent')).toEqual(['parent']);
  });

  it('joins -re verbs, participles and irregular forms to their infinitive', () => {
    expect(shareStem('descend', 'descendre')).toBe(true);
    expect(shareStem('vendu', 'vendre')).toBe(true);
    expect(shareStem('voyait', 'voir')).toBe(true);
    expect(shareStem('reçoit', 'recevoir')).toBe(true);
  });

  it('joins feminine forms to the masculine', () => {
    expect(shareStem('légère', 'léger')).toBe(true);
    expect(shareStem('nombreuses', 'nombreux')).toBe(true);
    expect(shareStem('active', 'actif')).toBe(true);
  });

  it('returns folded stems', () => {
    expect(stems('préposition')[0]).toBe('preposit');
  });
});

describe('root', () => {
  it('joins derived nouns and adjectives to their verb', () => {
    expect(shareRoot('diviseurs', 'divisible')).toBe(true);
    expect(shareRoot('divise', 'diviseurs')).toBe(true);
    expect(shareRoot('inclinaison', 'incliné')).toBe(true);
    expect(shareRoot('respiratoire', 'respiration')).toBe(true);
  });

  it('does not cut a word down to almost nothing', () => {
    expect(root('rotat')).toBe('rotat');
  });
});
