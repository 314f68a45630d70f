import { memoise } from './memo';
import { lowerCase } from './normalise';
import { stems } from './stem';

/**
 * Negation scopes within a clause, and opposite words: the two ways an answer can say the
 * contrary of the model answer while using its words.
 */

/** Second part of ne… : "ne … que" is a restriction ("ne se divise que par 1"), not a negation. */
const NE_PARTNERS = new Set(['pas', 'plus', 'jamais', 'rien', 'aucun', 'aucune', 'guere', 'point', 'personne', 'ni', 'nullement', 'nul', 'nulle']);
/** Negate what follows them, even without "ne". */
const LEADING_NEGATORS = new Set(['sans', 'aucun', 'aucune', 'nul', 'nulle', 'ni', 'non', 'jamais', 'nullement']);
/** Spoken French drops "ne": "il pompe pas le sang" negates the verb before "pas". */
const TRAILING_NEGATORS = new Set(['pas', 'jamais']);
/** Words of lack negate the thing they name: "manque d'eau", "absence de lumière", "crise financière" (no money). */
const PRIVATIVES = new Set(['manque', 'manquer', 'manquait', 'absence', 'penurie', 'faute', 'prive', 'privee', 'depourvu', 'depourvue', 'perte', 'crise', 'deficit', 'insuffisance']);

export interface ClauseWord {
  folded: string;
  content: boolean;
}

/**
 * Where a word stands under negation: the index (within the clause) of the head of its
 * negation scope, the first content word denied ("ne produit pas de lumière": produit), or -1
 * when it is not negated. A word that is its own head carries the negation itself.
 */
export type NegationHeads = number[];

/**
 * Which words of one clause are under a negation, and the head of each scope. A clause is the
 * stretch between two boundaries (punctuation, "et", "mais", relative pronouns...), so "il ne
 * pleut pas et il fait froid" leaves "froid" alone.
 */
export function negationHeads(clause: readonly ClauseWord[]): NegationHeads {
  const heads: number[] = clause.map(() => -1);
  const firstContent = (from: number): number => clause.findIndex((w, j) => j >= from && w.content);
  const negate = (from: number, head: number): void => {
    for (let i = from; i < clause.length; i += 1) if (heads[i] === -1) heads[i] = head;
  };
  const ne = clause.findIndex((word) => word.folded === 'ne');
  if (ne >= 0 && clause.slice(ne + 1).some((word) => NE_PARTNERS.has(word.folded))) {
    const head = firstContent(ne + 1);
    if (head >= 0) {
      negate(ne + 1, head);
    } else {
      // "Le COI n'en a pas": the negated part is a pronoun, so the whole clause is denied.
      clause.forEach((_, i) => (heads[i] = i));
    }
    return heads;
  }
  clause.forEach((word, i) => {
    if (TRAILING_NEGATORS.has(word.folded) && ne < 0) {
      const verb = clause.slice(0, i).findLastIndex((w) => w.content);
      const head = verb >= 0 && verb >= i - 2 ? verb : firstContent(i + 1);
      if (verb >= 0 && verb >= i - 2) heads[verb] = head;
      negate(i + 1, head);
    } else if (LEADING_NEGATORS.has(word.folded) && i < clause.length - 1) {
      negate(i + 1, firstContent(i + 1));
    } else if (PRIVATIVES.has(word.folded)) {
      const next = firstContent(i + 1);
      if (next >= 0 && heads[next] === -1) heads[next] = next;
    }
  });
  return heads;
}

/** Pairs of opposite words: saying one where the model answer says the other is a contradiction. */
const ANTONYMS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['vrai', 'exact', 'correct'], ['faux', 'erroné', 'incorrect']],
  [['augmenter', 'augmentation', 'hausse', 'croître', 'croissance', 'accroître', 'monter'], ['diminuer', 'diminution', 'baisse', 'baisser', 'décroître', 'réduire', 'chuter']],
  [['chaud', 'chaleur', 'chauffer', 'réchauffer'], ['froid', 'refroidir', 'fraîcheur']],
  [['avant', 'antérieur', 'précéder'], ['après', 'postérieur', 'suivre']],
  [['grand', 'gros', 'grandir'], ['petit', 'rétrécir']],
  [['long', 'longtemps'], ['court', 'brièvement']],
  [['lourd'], ['léger']],
  [['fort'], ['faible']],
  [['rapide', 'vite', 'accélérer'], ['lent', 'lentement', 'ralentir']],
  [['haut', 'monter', 'élevé'], ['bas', 'descendre']],
  [['début', 'commencer', 'commencement'], ['fin', 'finir', 'terminer']],
  [['entrer', 'entrée'], ['sortir', 'sortie']],
  [['ouvrir', 'ouvert'], ['fermer', 'fermé']],
  [['gagner', 'victoire', 'vaincre'], ['perdre', 'défaite']],
  [['accepter', 'accepté'], ['refuser', 'refusé', 'rejeter']],
  [['attirer', 'attraction'], ['repousser', 'répulsion']],
  [['absorber', 'absorption'], ['libérer', 'rejeter', 'dégager', 'émettre', 'expulser']],
  [['acheter', 'importer', 'importation'], ['vendre', 'exporter', 'exportation']],
  [['riche', 'richesse'], ['pauvre', 'pauvreté']],
  [['positif'], ['négatif']],
  [['pair'], ['impair']],
  [['actif'], ['passif']],
  [['singulier'], ['pluriel']],
  [['masculin'], ['féminin']],
  [['majuscule'], ['minuscule']],
  [['naturel'], ['artificiel']],
  [['intérieur', 'interne'], ['extérieur', 'externe']],
  [['vivant', 'vie'], ['mort', 'mourir']],
  [['présent', 'présence'], ['absent', 'absence']],
  [['majorité'], ['minorité']],
  [['maximum', 'maximal'], ['minimum', 'minimal']],
  [['dilater', 'dilatation'], ['contracter', 'contraction']],
  [['apparaître', 'apparition'], ['disparaître', 'disparition']],
  [['ajouter', 'ajout'], ['retirer', 'enlever']],
  [['remplir', 'plein'], ['vider', 'vide']],
  [['proche', 'près', 'rapprocher'], ['loin', 'lointain', 'éloigner']],
  [['jour', 'diurne'], ['nuit', 'nocturne']],
  [['acide'], ['basique']],
  [['nord'], ['sud']],
  [['gauche'], ['droite']],
  [['identique', 'semblable', 'pareil'], ['différent', 'distinct', 'opposé']],
  [['égal', 'égalité'], ['inégal', 'inégalité']],
  [['possible'], ['impossible']],
  [['premier'], ['dernier']],
  [['supérieur'], ['inférieur']],
  [['allumer'], ['éteindre']],
  [['paix'], ['guerre']],
  [['facile', 'simple', 'faciliter'], ['difficile', 'dur', 'compliqué']],
  [['parallèle'], ['perpendiculaire']],
];

/** Pair index and side for every stem of the antonym list. */
const SIDES_BY_KEY = new Map<string, (readonly [number, 0 | 1])[]>();
ANTONYMS.forEach(([left, right], pair) => {
  const add = (entry: string, side: 0 | 1): void => {
    for (const key of stems(lowerCase(entry))) {
      SIDES_BY_KEY.set(key, [...(SIDES_BY_KEY.get(key) ?? []), [pair, side]]);
    }
  };
  left.forEach((entry) => add(entry, 0));
  right.forEach((entry) => add(entry, 1));
});

const sidesOf = memoise((joined: string) => joined.split('|').flatMap((key) => SIDES_BY_KEY.get(key) ?? []));

/** Negative prefixes that make an opposite (possible / impossible, connu / inconnu). */
const NEGATIVE_PREFIXES = ['in', 'im', 'il', 'ir', 'non'];
/** Words that only look like prefixed opposites. */
const FALSE_PREFIXED = new Set(['informer', 'importer', 'impression', 'inverser', 'inscrire', 'installer', 'intenter', 'illustrer', 'imposer', 'impasse', 'irriter', 'ignorer']);

function isPrefixedOpposite(a: string, b: string): boolean {
  if (FALSE_PREFIXED.has(a) || b.length < 5) return false;
  return NEGATIVE_PREFIXES.some((prefix) => a === `${prefix}${b}`);
}

export interface LexicalWord {
  folded: string;
  stems: readonly string[];
}

export function areAntonyms(a: LexicalWord, b: LexicalWord): boolean {
  if (isPrefixedOpposite(a.folded, b.folded) || isPrefixedOpposite(b.folded, a.folded)) return true;
  const sidesA = sidesOf(a.stems.join('|'));
  const sidesB = sidesOf(b.stems.join('|'));
  if (sidesA.length === 0 || sidesB.length === 0) return false;
  return sidesA.some(([pair, side]) => sidesB.some(([otherPair, otherSide]) => pair === otherPair && side !== otherSide));
}
