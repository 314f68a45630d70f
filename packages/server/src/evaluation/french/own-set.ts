import type { ScoreBand } from '@ciar/shared/score-bands';
import type { LabelledAnswer } from './agreement';

/**
 * A second labelled set, written for this evaluator on other subjects than the published
 * development set, with the bands a teacher would give. It checks that the method holds on
 * questions it was not built for. Each group of questions was labelled before the evaluator
 * first scored it; the first ten questions then served to tune the method, the last six only
 * suggested a few general synonyms (enlever / éliminer, dur / difficile...).
 */
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
  {
    question: 'Quel est le rôle des globules blancs ?',
    proposition:
      'Les globules blancs défendent l’organisme contre les microbes : certains les détruisent en les avalant (phagocytose), d’autres produisent des anticorps qui les neutralisent.',
    answers: [
      ['Ils protègent le corps contre les microbes, soit en les mangeant (phagocytose), soit en fabriquant des anticorps.', 'excellent'],
      ['Ils défendent le corps contre les maladies.', 'average'],
      ['Ils transportent l’oxygène dans le sang.', 'poor'],
      ['Ils détruisent les microbes en les avalant.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce que l’exode rural ?',
    proposition:
      'L’exode rural est le départ massif des habitants des campagnes vers les villes, pour y trouver du travail, notamment dans les usines au XIXe siècle.',
    answers: [
      ['C’est quand beaucoup de paysans quittent la campagne pour aller vivre en ville afin de trouver du travail dans les usines.', 'excellent'],
      ['Les gens partent de la campagne.', 'average'],
      ['C’est quand les gens quittent la ville pour aller à la campagne.', 'poor'],
      ['Le départ des habitants des campagnes vers les villes.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce qu’un verbe pronominal ?',
    proposition:
      'Un verbe pronominal est un verbe qui se conjugue avec un pronom réfléchi (me, te, se, nous, vous) de la même personne que le sujet, comme « se laver ».',
    answers: [
      ['C’est un verbe conjugué avec un pronom réfléchi qui représente la même personne que le sujet, par exemple se lever.', 'excellent'],
      ['Un verbe avec se devant.', 'average'],
      ['Un verbe qui n’a pas de sujet.', 'poor'],
      ['C’est un verbe qui se conjugue avec un pronom comme se laver.', 'good'],
    ],
  },
  {
    question: 'Pourquoi entend-on le tonnerre après avoir vu l’éclair ?',
    proposition:
      'La lumière se propage beaucoup plus vite que le son : environ 300 000 km/s contre 340 m/s dans l’air, donc l’éclair nous parvient presque instantanément alors que le son met plusieurs secondes.',
    answers: [
      ['Parce que la lumière va beaucoup plus vite que le son (300 000 km/s contre 340 m/s), le son met donc quelques secondes à arriver.', 'excellent'],
      ['Parce que la lumière est plus rapide que le son.', 'good'],
      ['Parce que le son va plus vite que la lumière.', 'poor'],
      ['Le tonnerre fait du bruit.', 'poor'],
    ],
  },
  {
    question: 'Qu’est-ce qu’une métropole ?',
    proposition:
      'Une métropole est une grande ville qui concentre la population, les activités économiques et les pouvoirs de décision, et qui rayonne sur un vaste territoire.',
    answers: [
      ['C’est une très grande ville qui rassemble beaucoup d’habitants, d’entreprises et de centres de décision, et qui a une influence sur toute une région.', 'excellent'],
      ['Une grande ville.', 'average'],
      ['Un petit village à la campagne.', 'poor'],
      ['Une grande ville qui concentre la population et les activités économiques.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce qu’une fraction irréductible ?',
    proposition:
      'Une fraction est irréductible quand son numérateur et son dénominateur n’ont pas d’autre diviseur commun que 1 : on ne peut plus la simplifier.',
    answers: [
      ['C’est une fraction qu’on ne peut plus simplifier car le numérateur et le dénominateur n’ont aucun diviseur commun à part 1.', 'excellent'],
      ['Une fraction qu’on ne peut pas simplifier.', 'average'],
      ['Une fraction qu’on peut encore simplifier.', 'poor'],
      ['Le numérateur et le dénominateur n’ont pas de diviseur commun sauf 1.', 'good'],
    ],
  },
  {
    question: 'Pourquoi faut-il se laver les mains avant de manger ?',
    proposition:
      'Les mains portent des microbes invisibles ramassés en touchant des objets ; en les lavant avec du savon, on les élimine et on évite qu’ils entrent dans le corps par la bouche et provoquent des maladies.',
    answers: [
      ['Parce qu’on a des microbes sur les mains à cause de tout ce qu’on touche, le savon les enlève, sinon ils rentrent dans notre corps par la bouche et on tombe malade.', 'excellent'],
      ['Pour ne pas tomber malade.', 'average'],
      ['Parce que c’est plus poli.', 'poor'],
      ['Pour enlever les microbes qui peuvent nous rendre malades.', 'good'],
    ],
  },
  {
    question: 'Pourquoi les châteaux forts étaient-ils construits en hauteur ?',
    proposition:
      'Construits sur une colline ou un rocher, les châteaux forts permettaient de voir arriver l’ennemi de loin et rendaient les attaques plus difficiles, car les assaillants devaient monter la pente.',
    answers: [
      ['En hauteur on voyait les ennemis arriver de loin, et c’était plus dur de les attaquer car il fallait grimper.', 'excellent'],
      ['Pour voir l’ennemi arriver.', 'average'],
      ['Pour être plus près du ciel.', 'poor'],
      ['Pour que les attaques soient plus faciles.', 'poor'],
    ],
  },
  {
    question: 'Qu’est-ce qu’une métaphore ?',
    proposition:
      'La métaphore est une figure de style qui rapproche deux éléments pour souligner leur ressemblance, sans utiliser d’outil de comparaison comme « comme » ou « tel ».',
    answers: [
      ['C’est une figure de style qui compare deux choses sans mot de comparaison comme « comme ».', 'excellent'],
      ['Une comparaison entre deux choses.', 'average'],
      ['C’est une comparaison avec le mot comme.', 'poor'],
      ['Une figure de style qui rapproche deux éléments qui se ressemblent.', 'good'],
    ],
  },
  {
    question: 'Pourquoi la France a-t-elle un climat tempéré ?',
    proposition:
      'La France est située aux latitudes moyennes, entre le pôle et l’équateur, et elle est bordée par l’océan Atlantique dont les vents d’ouest adoucissent les températures.',
    answers: [
      ['Parce qu’elle est au milieu entre l’équateur et le pôle, et que l’océan Atlantique apporte des vents d’ouest qui adoucissent le climat.', 'excellent'],
      ['Parce qu’elle est à côté de l’océan.', 'average'],
      ['Parce qu’elle est près de l’équateur.', 'poor'],
      ['Elle est située aux latitudes moyennes entre le pôle et l’équateur.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce qu’un circuit électrique fermé ?',
    proposition:
      'Un circuit est fermé quand il forme une boucle continue de conducteurs reliant les bornes du générateur : le courant électrique peut alors circuler et la lampe s’allume.',
    answers: [
      ['C’est un circuit sans interruption qui relie les deux bornes de la pile, donc le courant passe et la lampe s’allume.', 'excellent'],
      ['Quand la lampe s’allume.', 'average'],
      ['Un circuit où le courant ne passe pas.', 'poor'],
      ['Une boucle de fils reliés au générateur où le courant circule.', 'good'],
    ],
  },
  {
    question: 'Qu’est-ce que la médiatrice d’un segment ?',
    proposition:
      'La médiatrice d’un segment est la droite perpendiculaire à ce segment qui passe par son milieu ; tous ses points sont à égale distance des extrémités du segment.',
    answers: [
      ['C’est la droite qui coupe le segment en son milieu de façon perpendiculaire, et chaque point est à la même distance des deux bouts.', 'excellent'],
      ['Une droite qui passe par le milieu du segment.', 'average'],
      ['Une droite parallèle au segment.', 'poor'],
      ['La droite perpendiculaire au segment passant par son milieu.', 'good'],
    ],
  },
];

export const OWN_SET: readonly LabelledAnswer[] = QUESTIONS.flatMap(({ question, proposition, answers }) =>
  answers.map(([answer, band]) => ({ question, proposition, answer, band })),
);
