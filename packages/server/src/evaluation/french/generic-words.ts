import { stems } from './stem';
import { lowerCase } from './normalise';

/**
 * Words that carry little of an idea on their own (permettre, processus, élément, rôle...): a
 * tiny built-in stand-in for word rarity. In the model answer they weigh half a word.
 */
const GENERIC = [
  'permettre', 'rendre', 'devoir', 'aller', 'venir', 'mettre', 'donner', 'prendre', 'trouver', 'exister',
  'sembler', 'paraître', 'devenir', 'rester', 'utiliser', 'concerner', 'correspondre', 'constituer',
  'chose', 'façon', 'manière', 'moyen', 'partie', 'ensemble', 'type', 'sorte', 'exemple', 'moment', 'cas',
  'processus', 'phénomène', 'élément', 'système', 'action', 'rôle', 'fonction', 'fonctionner', 'principe',
  'niveau', 'contexte', 'forme', 'former', 'lieu', 'mesure', 'ordre', 'domaine', 'question', 'notion',
  'définition', 'caractéristique', 'ensemble', 'certain', 'différent', 'important', 'particulier', 'général',
];

const GENERIC_STEMS = new Set(GENERIC.flatMap((word) => stems(lowerCase(word))));

/** How much a content word of the model answer counts, from its stems. */
export function informativeness(wordStems: readonly string[]): number {
  return wordStems.some((stem) => GENERIC_STEMS.has(stem)) ? GENERIC_WEIGHT : 1;
}

export const GENERIC_WEIGHT = 0.5;
