import { memoise } from './memo';
import { lowerCase, tokenise } from './normalise';
import { stems } from './stem';

/**
 * A small general-purpose French lexicon of school vocabulary, in two strengths.
 *
 * Families name one thing in several forms (pluie / pleuvoir, terre / terrestre, CO2 / dioxyde
 * de carbone): a match is as good as the same word, and negating it contradicts.
 * Synonyms are paraphrases (fabriquer / produire, cher / coût): a match earns a little less.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['pluie', 'pluies', 'pleuvoir', 'pleut', 'pleuvait', 'pluvieux', 'précipitation', 'précipitations'],
  ['chaleur', 'chaud', 'chaude', 'chauffer', 'chauffe', 'réchauffer', 'réchauffement', 'chauffage'],
  ['froid', 'froide', 'refroidir', 'refroidissement'],
  ['terre', 'terrestre', 'planète terre'],
  ['soleil', 'solaire'],
  ['lune', 'lunaire'],
  ['mer', 'marin', 'maritime', 'mers'],
  ['océan', 'océanique', 'océans'],
  ['eau', 'h2o', 'aquatique'],
  ['oxygène', 'dioxygène', 'o2', 'oxygéné'],
  ['dioxyde de carbone', 'gaz carbonique', 'co2'],
  ['glucose', 'glucides', 'glucide'],
  ['sang', 'sanguin', 'sanguine'],
  ['coeur', 'cardiaque'],
  ['poumon', 'pulmonaire'],
  ['respirer', 'respiration', 'respiratoire'],
  ['nourrir', 'nourriture', 'nutrition', 'nutritif', 'nutriment', 'nutriments'],
  ['aliment', 'alimentation', 'alimentaire', 'alimenter'],
  ['digérer', 'digestion', 'digestif'],
  ['muscle', 'musculaire'],
  ['os', 'osseux'],
  ['cerveau', 'cérébral'],
  ['nerf', 'nerveux'],
  ['cellule', 'cellulaire'],
  ['vie', 'vivre', 'vivant', 'vital'],
  ['mort', 'mourir', 'mortel'],
  ['naissance', 'naître'],
  ['végétal', 'végétaux', 'végétation'],
  ['plante', 'plantes'],
  ['lumière', 'lumineux', 'lumineuse', 'luminosité', 'éclairer'],
  ['énergie', 'énergétique'],
  ['vapeur', 'vaporiser', 'vaporisation'],
  ['gaz', 'gazeux', 'gazeuse'],
  ['liquide', 'liquéfier', 'liquéfaction'],
  ['solide', 'solidifier', 'solidification'],
  ['fondre', 'fusion', 'fonte'],
  ['bouillir', 'ébullition'],
  ['geler', 'gel', 'congeler', 'glace'],
  ['nuage', 'nuageux'],
  ['vent', 'venteux'],
  ['air', 'aérien'],
  ['roi', 'reine', 'royal', 'royauté', 'royaume'],
  ['monarchie', 'monarque', 'monarchique'],
  ['empire', 'empereur', 'impérial'],
  ['république', 'républicain'],
  ['démocratie', 'démocratique'],
  ['colonie', 'colonisation', 'coloniser', 'colon', 'colonial'],
  ['guerre', 'guerrier'],
  ['paix', 'pacifique'],
  ['finance', 'finances', 'financier', 'financière'],
  ['économie', 'économique'],
  ['politique', 'politiquement'],
  ['religion', 'religieux'],
  ['loi', 'légal', 'législatif'],
  ['ville', 'urbain'],
  ['campagne', 'rural'],
  ['industrie', 'industriel', 'industrialisation'],
  ['agriculture', 'agricole', 'agriculteur'],
  ['commerce', 'commercial', 'commerçant'],
  ['population', 'peuplement', 'peupler'],
  ['citoyen', 'citoyenneté', 'civique'],
  ['climat', 'climatique'],
  ['pollution', 'polluer', 'polluant'],
  ['verbe', 'verbal'],
  ['nom', 'nominal'],
  ['phrase', 'phrases'],
  ['écrire', 'écrit', 'écriture'],
  ['lire', 'lecture', 'lecteur'],
  ['parler', 'parole'],
  ['grand', 'grandeur', 'grandir'],
  ['long', 'longueur', 'allonger'],
  ['haut', 'hauteur'],
  ['profond', 'profondeur'],
  ['rapide', 'rapidement', 'rapidité'],
  ['lent', 'lentement', 'lenteur'],
  ['vite', 'vitesse'],
  ['fort', 'force'],
  ['faible', 'faiblesse'],
  ['libérer', 'libération', 'libère'],
  ['absorber', 'absorption'],
  ['produire', 'production', 'produit', 'producteur'],
  ['consommer', 'consommation', 'consommateur'],
  ['fabriquer', 'fabrication'],
  ['créer', 'création', 'créateur'],
  ['construire', 'construction'],
  ['transformer', 'transformation'],
  ['multiplier', 'multiplication', 'multiple'],
  ['additionner', 'addition'],
  ['soustraire', 'soustraction'],
  ['égal', 'égalité', 'égaux', 'égale'],
  ['inégal', 'inégalité', 'inégalités', 'inégaux'],
  ['pauvre', 'pauvreté'],
  ['riche', 'richesse'],
  ['pencher', 'penché', 'penchée', 'incliner', 'incliné', 'inclinée', 'inclinaison'],
  ['orbite', 'orbital'],
  ['récolte', 'récolter', 'récoltes'],
  ['impôt', 'impôts', 'imposer', 'fiscal'],
  ['prix', 'coût', 'coûter', 'cher', 'chère', 'coûteux', 'onéreux'],
  ['couler', 'écoulement', 'écouler', 'ruisseler', 'ruissellement'],
  ['infiltrer', 'infiltration'],
  ['évaporer', 'évaporation'],
  ['condenser', 'condensation'],
  ['diffuser', 'diffusion'],
  ['propager', 'propagation'],
  ['circuler', 'circulation', 'circulatoire'],
  ['pompe', 'pomper'],
];

const SYNONYMS: readonly (readonly string[])[] = [
  ['grand', 'gros', 'important', 'immense', 'vaste', 'énorme', 'considérable'],
  ['petit', 'minuscule', 'réduit', 'faible'],
  ['rapide', 'vite', 'rapidement', 'véloce'],
  ['cause', 'raison', 'origine', 'provoquer', 'entraîner', 'causer', 'engendrer', 'déclencher', 'susciter'],
  ['conséquence', 'effet', 'résultat', 'aboutir'],
  ['augmenter', 'croître', 'hausse', 'accroître', 'augmentation', 'croissance', 'monter', 'grimper', 'élever'],
  ['diminuer', 'baisser', 'baisse', 'réduire', 'réduction', 'décroître', 'diminution', 'chuter', 'chute'],
  ['produire', 'fabriquer', 'créer', 'générer', 'élaborer', 'synthétiser', 'transformer', 'convertir'],
  ['transformer', 'convertir', 'changer', 'modifier', 'transformation', 'conversion', 'devenir'],
  ['changement', 'évolution', 'évoluer', 'modification', 'transformation'],
  ['utiliser', 'employer', 'servir', 'exploiter', 'se servir'],
  ['nourriture', 'aliment', 'nutriment', 'alimentation'],
  ['envoyer', 'expédier', 'propulser', 'pousser', 'éjecter'],
  ['distribuer', 'répartir', 'distribution', 'répartition'],
  ['protéger', 'protection', 'défendre', 'défense'],
  ['détruire', 'tuer', 'éliminer', 'anéantir', 'destruction'],
  ['microbe', 'bactérie', 'virus', 'germe', 'pathogène'],
  ['maladie', 'malade', 'infection', 'pathologie'],
  ['souvent', 'fréquent', 'fréquemment', 'régulièrement'],
  ['toujours', 'constamment', 'sans cesse', 'continuellement'],
  ['début', 'commencement', 'départ', 'commencer', 'débuter'],
  ['fin', 'terminer', 'achever', 'finir'],
  ['avant', 'auparavant', 'antérieur', 'précédent', 'précéder'],
  ['après', 'ensuite', 'postérieur', 'suivant', 'suivre'],
  ['montrer', 'indiquer', 'désigner', 'signaler', 'prouver'],
  ['expliquer', 'explication', 'justifier'],
  ['différence', 'distinction', 'différent', 'distinct', 'distincts', 'distinguer'],
  ['identique', 'semblable', 'similaire', 'pareil', 'équivalent'],
  ['seul', 'seulement', 'uniquement', 'unique', 'exclusivement'],
  ['relier', 'lier', 'rattacher', 'liaison', 'lien', 'connecter', 'joindre', 'attacher'],
  ['construire', 'construction', 'bâtir', 'édifier', 'former', 'composer'],
  ['habiter', 'résider', 'vivre', 'peupler'],
  ['maison', 'habitation', 'logement', 'domicile'],
  ['travail', 'travailler', 'emploi', 'métier'],
  ['ouvrier', 'travailleur', 'salarié'],
  ['homme', 'humain', 'humanité', 'individu', 'personne', 'gens'],
  ['enfant', 'jeune', 'élève'],
  ['pays', 'nation', 'état'],
  ['frontière', 'limite'],
  ['région', 'territoire', 'zone'],
  ['industrie', 'usine', 'manufacture'],
  ['agriculture', 'culture', 'cultiver', 'paysan', 'élevage'],
  ['fleuve', 'rivière', 'cours d eau', 'ruisseau'],
  ['mer', 'océan', 'océans', 'mers'],
  ['montagne', 'relief', 'massif', 'sommet'],
  ['former', 'constituer', 'créer'],
  ['fonctionner', 'marcher', 'agir', 'opérer'],
  ['groupe', 'ensemble'],
  ['vrai', 'exact', 'correct', 'juste'],
  ['faux', 'erroné', 'incorrect', 'inexact'],
  ['important', 'essentiel', 'majeur', 'principal', 'fondamental'],
  ['aider', 'permettre', 'favoriser', 'faciliter'],
  ['empêcher', 'bloquer', 'interdire', 'freiner'],
  ['contenir', 'renfermer', 'comporter', 'posséder'],
  ['quantité', 'volume', 'masse', 'taille'],
  ['vitesse', 'rapidité', 'allure'],
  ['corps', 'organisme'],
  ['réfléchir', 'renvoyer', 'refléter', 'réflexion'],
  ['difficile', 'dur', 'compliqué', 'ardu', 'pénible'],
  ['facile', 'simple', 'aisé'],
  ['éliminer', 'enlever', 'retirer', 'supprimer', 'ôter', 'chasser'],
  ['générateur', 'pile', 'batterie'],
  ['passer', 'traverser', 'circuler'],
  ['voir', 'apercevoir', 'observer', 'repérer', 'surveiller', 'regarder'],
  ['manger', 'avaler', 'ingérer', 'dévorer', 'engloutir'],
  ['partir', 'départ', 'quitter', 'émigrer', 'exode', 'fuir'],
  ['habitant', 'population', 'gens', 'peuple', 'résident'],
  ['concentrer', 'concentration', 'rassembler', 'regrouper', 'réunir', 'grouper'],
  ['rayonner', 'rayonnement', 'influence', 'influencer', 'dominer', 'attirer'],
  ['force', 'puissance', 'intensité'],
];

const FAMILY = 'family';
const SYNONYM = 'synonym';
type Strength = typeof FAMILY | typeof SYNONYM;

/** The folded words of an entry, as the tokeniser sees them (elisions expanded). */
function entryWords(entry: string): string[] {
  return tokenise(entry)
    .filter((token) => token.kind !== 'boundary')
    .map((token) => token.folded);
}

/** A phrase is looked up by its words joined by spaces, a single word by its stems. */
function entryKeys(entry: string): string[] {
  const words = entryWords(entry);
  if (words.length > 1) return [words.join(' ')];
  return [...stems(lowerCase(entry))];
}

function indexGroups(groups: readonly (readonly string[])[], strength: Strength, index: Map<string, string[]>): void {
  groups.forEach((group, position) => {
    const id = `${strength}:${position}`;
    for (const entry of group) {
      for (const key of entryKeys(entry)) {
        const ids = index.get(key) ?? [];
        if (!ids.includes(id)) ids.push(id);
        index.set(key, ids);
      }
    }
  });
}

const GROUPS_BY_KEY = new Map<string, string[]>();
indexGroups(FAMILIES, FAMILY, GROUPS_BY_KEY);
indexGroups(SYNONYMS, SYNONYM, GROUPS_BY_KEY);

/** Multi-word terms of the lexicon, as folded word lists, longest first: tokenising joins them. */
export const LEXICON_PHRASES: readonly (readonly string[])[] = [...FAMILIES, ...SYNONYMS]
  .flat()
  .map(entryWords)
  .filter((words) => words.length > 1)
  .sort((a, b) => b.length - a.length);

const groupsOfKey = memoise((joined: string): ReadonlySet<string> => new Set(joined.split('|').flatMap((key) => GROUPS_BY_KEY.get(key) ?? [])));

function groupsOf(keys: readonly string[]): ReadonlySet<string> {
  return groupsOfKey(keys.join('|'));
}

/**
 * How two words (given by their lexical keys) relate in the lexicon: 'family' when they name
 * the same thing, 'synonym' when one paraphrases the other, null otherwise.
 */
export function lexicalRelation(a: readonly string[], b: readonly string[]): Strength | null {
  const groupsA = groupsOf(a);
  let relation: Strength | null = null;
  for (const id of groupsOf(b)) {
    if (!groupsA.has(id)) continue;
    if (id.startsWith(FAMILY)) return FAMILY;
    relation = SYNONYM;
  }
  return relation;
}
