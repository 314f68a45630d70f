import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { foldAccents } from './normalise';

/**
 * Words that carry no idea of their own. The stopwords-iso French list is a search-engine
 * list: it also holds words a teacher's answer depends on (premier, deux, directement, avant,
 * proche, avant...). Those are kept as content words.
 */
const MEANINGFUL = [
  // numbers, order, quantity
  'premier', 'première', 'premièrement', 'dernier', 'derniere', 'dernière', 'deuxième', 'troisième',
  'cent', 'mille', 'unique', 'uniques', 'multiple', 'multiples', 'seul', 'seule', 'seulement',
  'exactement', 'beaucoup', 'nombreux', 'nombreuses', 'plein', 'maximale', 'minimale', 'moindres',
  // place, time, manner
  'avant', 'après', 'apres', 'dessous', 'dessus', 'dedans', 'dehors', 'devant', 'derrière', 'derriere',
  'haut', 'bas', 'proche', 'près', 'pres', 'loin', 'droite', 'début', 'longtemps', 'souvent', 'toujours',
  'rare', 'rares', 'rarement', 'directe', 'directement', 'exterieur', 'anterieur', 'anterieure',
  'maintenant', 'autrefois', 'debout',
  // qualities
  'naturel', 'naturelle', 'naturelles', 'nouveau', 'nouveaux', 'bon', 'beau', 'pire', 'pur', 'pure',
  'vif', 'vifs', 'vive', 'vives', 'cher', 'chers', 'chère', 'chères', 'ouvert', 'ouverte', 'ouverts',
  'different', 'differentes', 'differents', 'différent', 'différente', 'différentes', 'différents',
  'possible', 'possibles', 'necessaire', 'egale', 'egales', 'egalement', 'relative', 'relativement',
  'semblable', 'comparable', 'comparables', 'remarquable', 'particulier', 'particulière', 'suffisant',
  'suffisante', 'probable', 'juste', 'meme', 'même', 'mêmes', 'memes', 'force', 'valeur', 'état',
  'personnes', 'gens', 'sujet', 'mot', 'parole', 'passe', 'passé',
];

/** Negation and restriction words are not content, but negation.ts reads them. */
const EXTRA = [
  'guere', 'nullement', 'jamais', 'rien', 'oui', 'ok', 'bref', 'voila', 'cela', 'ca', 'peut', 'etre', 'sorte',
  'truc', 'trucs', 'chose', 'choses', 'quelque', 'y', 'en', 'lui', 'leur', 'leurs', 'elle', 'elles', 'autour',
  'sert', 'servent', 'servir', 'appelle', 'appelé', 'appele', 'appelée', 'appelee', 'nomme', 'nommé',
  'faire', 'font', 'dû', 'due', 'dus', 'dues', 'grâce', 'faut', 'fallait', 'faudra', 'faudrait', 'fallu', 'falloir',
  'veut', 'veulent', 'voulait', 'voulaient', 'vouloir', 'voulu', 'pouvoir', 'pouvaient', 'pourra', 'pourront',
];

const KEEP = new Set(MEANINGFUL.map(foldAccents));

const STOPWORDS: ReadonlySet<string> = new Set(
  [...stopwordsIso.fr, ...EXTRA].map((word) => foldAccents(word.toLowerCase())).filter((word) => !KEEP.has(word)),
);

/** `folded` is a lowercase, accent-folded word. */
export function isStopWord(folded: string): boolean {
  return STOPWORDS.has(folded) || folded.length < 2;
}
