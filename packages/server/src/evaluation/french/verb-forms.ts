/**
 * Forms of common irregular verbs that no stemmer joins to their infinitive (voyait / voir,
 * reçoit / recevoir, né / naître). Regular verbs are left to the stemmer.
 */
const IRREGULAR: Record<string, readonly string[]> = {
  voir: ['vois', 'voit', 'voyons', 'voyez', 'voient', 'voyait', 'voyaient', 'voyais', 'vu', 'vue', 'vus', 'vues', 'verra', 'verront', 'virent'],
  venir: ['viens', 'vient', 'viennent', 'venait', 'venaient', 'venu', 'venue', 'venus', 'venues', 'viendra', 'vint'],
  revenir: ['revient', 'reviennent', 'revenait', 'revenu', 'revenue'],
  devenir: ['devient', 'deviennent', 'devenait', 'devenu', 'devenue', 'devenus'],
  tenir: ['tiens', 'tient', 'tiennent', 'tenait', 'tenu', 'tenue'],
  obtenir: ['obtient', 'obtiennent', 'obtenait', 'obtenu', 'obtenue'],
  contenir: ['contient', 'contiennent', 'contenait', 'contenu'],
  prendre: ['prend', 'prends', 'prennent', 'prenait', 'prenaient', 'pris', 'prise', 'prises', 'prit'],
  comprendre: ['comprend', 'comprennent', 'comprenait', 'compris', 'comprise'],
  apprendre: ['apprend', 'apprennent', 'apprenait', 'appris'],
  mettre: ['met', 'mets', 'mettent', 'mettait', 'mis', 'mise', 'mises'],
  permettre: ['permet', 'permettent', 'permettait', 'permettaient', 'permis'],
  recevoir: ['reçoit', 'reçoivent', 'recevait', 'recevaient', 'reçu', 'reçue', 'reçus', 'reçues'],
  boire: ['bois', 'boit', 'boivent', 'buvait', 'bu'],
  naitre: ['naît', 'nait', 'naissent', 'naissait', 'né', 'née', 'nés', 'nées', 'naquit'],
  mourir: ['meurt', 'meurent', 'mourait', 'mouraient', 'mourut'],
  vivre: ['vis', 'vivent', 'vivait', 'vivaient', 'vécu', 'vécurent'],
  croire: ['crois', 'croit', 'croient', 'croyait', 'cru'],
  connaitre: ['connaît', 'connait', 'connaissent', 'connaissait', 'connu', 'connue', 'connus'],
  apparaitre: ['apparaît', 'apparait', 'apparaissent', 'apparaissait', 'apparu', 'apparue'],
  disparaitre: ['disparaît', 'disparait', 'disparaissent', 'disparaissait', 'disparu', 'disparue'],
  lire: ['lit', 'lisent', 'lisait', 'lu', 'lue'],
  ecrire: ['écrit', 'écrivent', 'écrivait', 'écrite'],
  ouvrir: ['ouvre', 'ouvrent', 'ouvrait'],
  couvrir: ['couvre', 'couvrent', 'couvert', 'couverte'],
  decouvrir: ['découvre', 'découvrent', 'découvrait', 'découvert', 'découverte'],
  offrir: ['offre', 'offrent', 'offert', 'offerte'],
  atteindre: ['atteint', 'atteignent', 'atteignait', 'atteinte'],
  eteindre: ['éteint', 'éteignent', 'éteignait', 'éteinte'],
  rejoindre: ['rejoint', 'rejoignent', 'rejoignait', 'rejointe'],
  joindre: ['joint', 'joignent', 'joignait'],
  peindre: ['peint', 'peignent', 'peignait'],
  craindre: ['craint', 'craignent', 'craignait'],
  produire: ['produit', 'produisent', 'produisait', 'produisaient'],
  construire: ['construit', 'construisent', 'construisait', 'construite'],
  detruire: ['détruit', 'détruisent', 'détruisait', 'détruite'],
  conduire: ['conduit', 'conduisent', 'conduisait'],
  reduire: ['réduit', 'réduisent', 'réduisait', 'réduite'],
  introduire: ['introduit', 'introduisent', 'introduisait', 'introduite'],
  fuir: ['fuit', 'fuient', 'fuyait', 'fui'],
  vaincre: ['vainc', 'vainquent', 'vainquit', 'vaincu', 'vaincue'],
  battre: ['bat', 'battent', 'battait', 'battu'],
  combattre: ['combat', 'combattent', 'combattait', 'combattu'],
  suivre: ['suivent', 'suivait', 'suivi', 'suivie'],
  courir: ['courent', 'courait', 'couru'],
  resoudre: ['résout', 'résolvent', 'résolu', 'résolue'],
  dire: ['dit', 'disent', 'disait', 'dite'],
};

/** Irregular form (lowercase, accents kept) → infinitive (lowercase, accents folded). */
const INFINITIVE_OF = new Map<string, string>(
  Object.entries(IRREGULAR).flatMap(([infinitive, forms]) => forms.map((form) => [form, infinitive] as const)),
);

/** The infinitive of an irregular verb form, if it is one. */
export function irregularInfinitive(lower: string): string | undefined {
  return INFINITIVE_OF.get(lower);
}
