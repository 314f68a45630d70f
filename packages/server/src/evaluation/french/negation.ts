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
/** Words of lack negate the thing they name: "manque d'eau", "absence de lumière". */
const PRIVATIVES = new Set(['manque', 'manquer', 'manquait', 'absence', 'penurie', 'faute', 'prive', 'privee', 'depourvu', 'depourvue', 'perte']);

export interface ClauseWord {
  folded: string;
  content: boolean;
}

/**
 * Which words of one clause are under a negation. A clause is the stretch between two
 * boundaries (punctuation, "et", "mais", relative pronouns...), so "il ne pleut pas et il
 * fait froid" leaves "froid" alone.
 */
export function negatedWords(clause: readonly ClauseWord[]): boolean[] {
  const negated = clause.map(() => false);
  const negateFrom = (start: number): void => {
    for (let i = start; i < clause.length; i += 1) negated[i] = true;
  };
  const ne = clause.findIndex((word) => word.folded === 'ne');
  if (ne >= 0 && clause.slice(ne + 1).some((word) => NE_PARTNERS.has(word.folded))) {
    // "Le COI n'en a pas": the negated part is a pronoun, so the whole clause is denied.
    const scopeHasContent = clause.slice(ne + 1).some((word) => word.content);
    negateFrom(scopeHasContent ? ne + 1 : 0);
    return negated;
  }
  clause.forEach((word, i) => {
    if (TRAILING_NEGATORS.has(word.folded) && ne < 0) {
      const verb = clause.slice(0, i).findLastIndex((w) => w.content);
      if (verb >= 0 && verb >= i - 2) negated[verb] = true;
      negateFrom(i + 1);
    } else if (LEADING_NEGATORS.has(word.folded) && i < clause.length - 1) {
      negateFrom(i + 1);
    } else if (PRIVATIVES.has(word.folded)) {
      const next = clause.findIndex((w, j) => j > i && w.content);
      if (next >= 0) negated[next] = true;
    }
  });
  return negated;
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
  [['absorber', 'absorption', 'capter', 'inspirer', 'consommer'], ['libérer', 'rejeter', 'dégager', 'émettre', 'expulser', 'expirer', 'produire']],
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
  [['toujours'], ['jamais']],
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
  [['direct', 'directement'], ['indirect', 'indirectement']],
  [['possible'], ['impossible']],
  [['premier'], ['dernier']],
  [['supérieur'], ['inférieur']],
  [['allumer'], ['éteindre']],
  [['paix'], ['guerre']],
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
  const sidesA = a.stems.flatMap((key) => SIDES_BY_KEY.get(key) ?? []);
  const sidesB = b.stems.flatMap((key) => SIDES_BY_KEY.get(key) ?? []);
  return sidesA.some(([pair, side]) => sidesB.some(([otherPair, otherSide]) => pair === otherPair && side !== otherSide));
}
