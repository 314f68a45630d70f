/**
 * The JSON question file (docs/product.md#question-files): one format for the
 * downloadable template, the export and the import. A file is `{ "questions": [...] }` (other
 * top-level keys such as `instructions` are ignored on import) or a bare array; each entry
 * is what `questionInput` accepts.
 */
import { RATING_DEFAULT_LABELS } from './constants';
import { isChoiceType, type Question, type QuestionOption, type QuestionType, type RatingScale } from './question';

export const QUESTION_TEMPLATE_FILENAME = 'ciar-questions-template.json';

/** The version of the JSON question file written by the export and the template. */
export const QUESTION_FILE_VERSION = 2;

/** One question in a file: the common fields plus only those of its type. */
export interface QuestionFileEntry {
  title: string;
  content: string;
  type: QuestionType;
  timeLimit: number;
  options?: QuestionOption[];
  correctAnswer?: string;
  ratingScale?: RatingScale;
  proposition?: string;
  /** The question's picture as a data URL with its alt text (decision 172); absent when it has none. */
  image?: { src: string; alt: string };
  /** Open questions: « Idées et mots acceptés », only when some (file version 2). */
  acceptedIdeas?: string;
}

export type QuestionFileSource = Pick<
  Question,
  'title' | 'content' | 'type' | 'timeLimit' | 'options' | 'correctAnswer' | 'ratingScale' | 'proposition' | 'image' | 'acceptedIdeas'
>;

/** A whole file. `instructions` is in the template, `sessionName` and `exportedAt` in exports. */
export interface QuestionFile {
  /**
   * Format version: 2 adds the open questions' `acceptedIdeas`. Absent in files written before
   * it (version 1), which import all the same: the version only tells a reader what to expect.
   */
  version?: number;
  instructions?: string;
  sessionName?: string;
  exportedAt?: string;
  questions: QuestionFileEntry[];
}

/** A stored question as a file entry that imports back to the same question. */
export function toQuestionFileEntry(question: QuestionFileSource): QuestionFileEntry {
  const base = { title: question.title, content: question.content, type: question.type, timeLimit: question.timeLimit };
  if (isChoiceType(question.type)) {
    return {
      ...base,
      options: question.options.map(({ id, text, explication }) => ({ id, text, explication })),
      correctAnswer: question.correctAnswer,
    };
  }
  if (question.type === 'rating') {
    const scale = question.ratingScale ?? { min: 1, max: 5, labels: [] };
    return { ...base, ratingScale: { min: scale.min, max: scale.max, labels: [...scale.labels] } };
  }
  const acceptedIdeas = (question.acceptedIdeas ?? '').trim();
  return { ...base, proposition: question.proposition ?? '', ...(acceptedIdeas ? { acceptedIdeas } : {}) };
}

/** How every question file is written: indented, UTF-8, with a final newline. */
export function serialiseQuestionFile(file: unknown): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const QUESTION_TEMPLATE: QuestionFile = {
  version: QUESTION_FILE_VERSION,
  instructions:
    "Modèle d'import de questions CIAR. Remplacez les exemples de la liste « questions » par les vôtres, " +
    'puis importez ce fichier (JSON, 5 Mo au maximum) depuis la page de la session. ' +
    'Chaque question a un titre (title), un énoncé (content), un type (multiple_choice, true_false, ' +
    'open_ended ou rating) et une limite de temps en secondes (timeLimit, de 10 à 300). ' +
    'Choix multiple et vrai/faux : au moins 2 options (text, et une explication en Markdown facultative) ; ' +
    'correctAnswer est le numéro de la bonne option en partant de 0, ou "" pour un simple sondage. ' +
    'Question ouverte : proposition est la réponse modèle, en Markdown ; acceptedIdeas (facultatif) liste les idées et mots acceptés, une idée par ligne, ses variantes séparées par « / ». ' +
    'Échelle de notation : ratingScale avec min (1 à 10), max (2 à 10) et un libellé facultatif par valeur.',
  questions: [
    {
      title: 'Capitale de la France',
      content: 'Quelle est la capitale de la France ?',
      type: 'multiple_choice',
      timeLimit: 60,
      options: [
        { id: '0', text: 'Lyon', explication: 'Lyon est la troisième ville de France.' },
        { id: '1', text: 'Paris', explication: 'Paris est la capitale depuis le **Moyen Âge**.' },
        { id: '2', text: 'Marseille', explication: '' },
      ],
      correctAnswer: '1',
    },
    {
      title: 'La photosynthèse',
      content: "Les plantes produisent de l'oxygène grâce à la photosynthèse.",
      type: 'true_false',
      timeLimit: 30,
      options: [
        { id: '0', text: 'Vrai', explication: "La photosynthèse libère de l'oxygène à partir d'eau et de lumière." },
        { id: '1', text: 'Faux', explication: '' },
      ],
      correctAnswer: '0',
    },
    {
      title: "Le cycle de l'eau",
      content: "Expliquez en quelques phrases le cycle de l'eau.",
      type: 'open_ended',
      timeLimit: 120,
      proposition:
        "L'eau **s'évapore** sous l'effet du soleil, se **condense** en nuages, " +
        "retombe en **précipitations** puis **ruisselle** ou **s'infiltre** jusqu'aux rivières et aux mers.",
    },
    {
      title: 'Votre avis sur la séance',
      content: "Comment évaluez-vous la séance d'aujourd'hui ?",
      type: 'rating',
      timeLimit: 45,
      ratingScale: { min: 1, max: 5, labels: [...RATING_DEFAULT_LABELS] },
    },
  ],
};

/** POST /questions/import/{sessionId} (docs/product.md#question-files). */
export interface QuestionImportResult {
  success: boolean;
  /** Starts with 'Import réussi!' or 'Import échoué'. */
  message: string;
  imported: number;
  total: number;
  /** One French line per refused question, naming its position: 'Question 3 : Le titre est obligatoire'. */
  errors: string[];
  questions: Array<{ title: string; type: QuestionType }>;
}
