import type { ScoreBand } from '@ciar/shared/score-bands';

/**
 * A second labelled set, written for this evaluator on other subjects than the published
 * development set, with the bands a teacher would give. It checks that the method holds on
 * questions it was not tuned on. Labels were written before the scorer was tuned.
 */
export interface LabelledAnswer {
  question: string;
  proposition: string;
  answer: string;
  band: ScoreBand;
}

interface LabelledQuestion {
  question: string;
  proposition: string;
  answers: readonly (readonly [string, ScoreBand])[];
}

const QUESTIONS: readonly LabelledQuestion[] = [
  {
    question: 'Pourquoi les volcans entrent-ils en éruption ?',
    proposition:
      'Le magma, une roche fondue très chaude, remonte depuis les profondeurs de la Terre ; la pression des gaz qu’il contient augmente et le fait jaillir par la cheminée du volcan.',
    answers: [
      ['Le magma, de la roche en fusion, monte des profondeurs de la Terre, et la pression des gaz augmente jusqu’à ce qu’il sorte par la cheminée.', 'excellent'],
      ['Parce que le magma remonte.', 'average'],
      ['La roche fondue remonte du fond de la Terre et les gaz la poussent vers le haut.', 'good'],
      ['Parce que la pression des gaz diminue.', 'poor'],
      ['magma gaz pression cheminée', 'poor'],
    ],
  },
  {
    question: 'Quelle est la règle d’accord du participe passé employé avec l’auxiliaire avoir ?',
    proposition:
      'Le participe passé employé avec avoir ne s’accorde jamais avec le sujet ; il s’accorde en genre et en nombre avec le complément d’objet direct lorsque celui-ci est placé avant le verbe.',
    answers: [
      ['Il ne s’accorde pas avec le sujet, mais il s’accorde avec le COD si le COD est placé avant le verbe.', 'excellent'],
      ['Il s’accorde avec le COD.', 'average'],
      ['Il s’accorde toujours avec le sujet.', 'poor'],
      ['Je sais pas', 'poor'],
      ['On l’accorde avec le complément d’objet direct quand il est avant le verbe.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce que la digestion ?',
    proposition:
      'La digestion est la transformation des aliments en nutriments grâce à l’action mécanique des dents et de l’estomac et à l’action chimique des enzymes ; les nutriments passent ensuite dans le sang au niveau de l’intestin grêle.',
    answers: [
      ['C’est quand les aliments sont transformés en nutriments par les dents, l’estomac et les enzymes, puis les nutriments passent dans le sang dans l’intestin grêle.', 'excellent'],
      ['C’est la transformation des aliments en nutriments.', 'average'],
      ['C’est quand on mange.', 'poor'],
      ['les aliment sont transformé en nutriment par les enzimes et passent dans le sang', 'good'],
    ],
  },
  {
    question: 'Pourquoi la Première Guerre mondiale a-t-elle éclaté en 1914 ?',
    proposition:
      'L’assassinat de l’archiduc François-Ferdinand à Sarajevo déclenche la guerre, dans un contexte de rivalités entre les grandes puissances européennes, de nationalismes et de systèmes d’alliances qui entraînent les pays les uns après les autres.',
    answers: [
      ['Après l’assassinat de l’archiduc François-Ferdinand à Sarajevo, le jeu des alliances a entraîné les pays européens dans la guerre, car les puissances étaient rivales et le nationalisme était fort.', 'excellent'],
      ['À cause de l’assassinat de l’archiduc à Sarajevo.', 'average'],
      ['Parce que Hitler a envahi la Pologne.', 'poor'],
      ['L’archiduc a été assassiné et les alliances ont entraîné les pays dans la guerre.', 'good'],
    ],
  },
  {
    question: 'Quelle est la différence entre le périmètre et l’aire d’une figure ?',
    proposition:
      'Le périmètre est la longueur du contour d’une figure, il s’exprime en unités de longueur (cm) ; l’aire est la mesure de la surface intérieure de la figure, elle s’exprime en unités d’aire (cm²).',
    answers: [
      ['Le périmètre c’est la longueur du tour de la figure en cm, l’aire c’est la surface à l’intérieur en cm².', 'excellent'],
      ['L’aire c’est la surface.', 'average'],
      ['Le périmètre c’est la surface et l’aire c’est le contour.', 'poor'],
      ['Le périmètre est la longueur du contour et l’aire mesure la surface.', 'good'],
    ],
  },
  {
    question: 'Pourquoi fait-il plus froid en montagne ?',
    proposition:
      'En altitude, l’air est moins dense et la pression atmosphérique plus faible : l’air se détend et se refroidit, la température baisse d’environ 6 °C tous les 1000 mètres.',
    answers: [
      ['Plus on monte en altitude, plus l’air est rare et la pression faible, donc l’air se refroidit : on perd environ 6 degrés tous les 1000 mètres.', 'excellent'],
      ['Parce que la température baisse avec l’altitude.', 'average'],
      ['Parce qu’on est plus proche du soleil donc il fait plus chaud.', 'poor'],
      ['Je ne sais pas trop, aucune idée', 'poor'],
    ],
  },
  {
    question: 'Qu’est-ce qu’un adverbe ?',
    proposition:
      'L’adverbe est un mot invariable qui modifie le sens d’un verbe, d’un adjectif ou d’un autre adverbe, par exemple « rapidement » ou « très ».',
    answers: [
      ['C’est un mot invariable qui précise le sens d’un verbe, d’un adjectif ou d’un autre adverbe, comme vite ou très.', 'excellent'],
      ['Un mot qui modifie un verbe.', 'average'],
      ['Un mot qui s’accorde avec le nom.', 'poor'],
      ['C’est un mot invariable qui modifie le verbe.', 'good'],
    ],
  },
  {
    question: 'Pourquoi les villes se sont-elles souvent développées près des fleuves ?',
    proposition:
      'Les fleuves fournissent de l’eau pour boire, cultiver et produire, ils permettent de transporter des marchandises et des personnes, et leurs plaines fertiles favorisent l’agriculture.',
    answers: [
      ['Parce que le fleuve apporte de l’eau pour boire et pour les cultures, il sert à transporter les marchandises en bateau et les terres autour sont fertiles.', 'excellent'],
      ['Pour avoir de l’eau.', 'average'],
      ['Parce que c’est joli.', 'poor'],
      ['Pour l’eau et pour transporter des marchandises.', 'good'],
    ],
  },
  {
    question: 'Pourquoi un glaçon flotte-t-il sur l’eau ?',
    proposition:
      'La glace est moins dense que l’eau liquide : en gelant, l’eau augmente de volume, donc un même volume de glace est plus léger que le même volume d’eau, et la poussée d’Archimède le fait flotter.',
    answers: [
      ['Parce que la glace a une masse volumique plus petite que l’eau liquide : quand l’eau gèle son volume augmente, donc elle est plus légère à volume égal.', 'excellent'],
      ['Parce que la glace est plus légère que l’eau.', 'average'],
      ['Parce que la glace est plus dense que l’eau.', 'poor'],
      ['glace eau volume léger', 'poor'],
    ],
  },
  {
    question: 'Qu’est-ce que la séparation des pouvoirs ?',
    proposition:
      'C’est le principe selon lequel les pouvoirs législatif (voter les lois), exécutif (appliquer les lois) et judiciaire (juger) sont confiés à des institutions différentes, afin d’éviter qu’une seule personne ait tous les pouvoirs.',
    answers: [
      ['Le pouvoir de faire les lois, celui de les appliquer et celui de juger sont donnés à des organes distincts pour éviter qu’une seule personne concentre tout le pouvoir.', 'excellent'],
      ['Il y a trois pouvoirs : législatif, exécutif et judiciaire.', 'average'],
      ['C’est quand le président a tous les pouvoirs.', 'poor'],
      ['Les pouvoirs législatif, exécutif et judiciaire sont confiés à des personnes différentes.', 'good'],
    ],
  },
];

export const OWN_SET: readonly LabelledAnswer[] = QUESTIONS.flatMap(({ question, proposition, answers }) =>
  answers.map(([answer, band]) => ({ question, proposition, answer, band })),
);
