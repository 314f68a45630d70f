import { frenchSpacing } from '@ciar/shared/french-spacing';
import type { AnswerChanges } from '@ciar/shared/option-changes';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const students = (n: number) => (n > 1 ? `${n} élèves ont choisi` : '1 élève a choisi');
const answers = (n: number) => `${n} réponse${n > 1 ? 's' : ''}`;

/**
 * What a save does to the answers already given, in the order the teacher reads it: those
 * deleted, those that follow their option, the verdicts that turn (decision 226).
 */
export function answerChangesText(changes: AnswerChanges, { questionOpen }: { questionOpen: boolean }): string[] {
  const lines: string[] = [];
  if (changes.kindChanged) {
    lines.push(
      changes.removed > 1
        ? `Le type de la question change : les ${changes.removed} réponses déjà données seront supprimées.`
        : 'Le type de la question change : la réponse déjà donnée sera supprimée.',
    );
  } else {
    for (const { text, count } of changes.removedByOption) {
      lines.push(`${students(count)} « ${text} ». ${count > 1 ? 'Leurs réponses seront supprimées.' : 'Sa réponse sera supprimée.'}`);
    }
    const others = changes.removed - changes.removedByOption.reduce((sum, option) => sum + option.count, 0);
    if (others > 0) lines.push(`${answers(others)} ne ${others > 1 ? 'correspondent' : 'correspond'} plus à la question : ${others > 1 ? 'elles seront supprimées' : 'elle sera supprimée'}.`);
  }
  if (changes.removed > 0) {
    lines.push(
      questionOpen
        ? 'La question est ouverte : ces élèves pourront répondre à nouveau.'
        : 'La question est fermée : ces élèves resteront sans réponse à cette question.',
    );
  }
  if (changes.moved > 0) {
    lines.push(changes.moved > 1 ? `${changes.moved} réponses suivent leur option à sa nouvelle place.` : '1 réponse suit son option à sa nouvelle place.');
  }
  const turns = [
    changes.nowCorrect > 0 && `${answers(changes.nowCorrect)} ${changes.nowCorrect > 1 ? 'deviennent justes' : 'devient juste'}`,
    changes.nowWrong > 0 && `${answers(changes.nowWrong)} ${changes.nowWrong > 1 ? 'deviennent fausses' : 'devient fausse'}`,
  ].filter(Boolean);
  if (turns.length > 0) lines.push(`Avec la bonne réponse enregistrée, ${turns.join(' et ')}.`);
  return lines.map(frenchSpacing);
}

interface Props {
  changes: AnswerChanges;
  questionOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a save that deletes or moves answers already given. */
export function AnswerChangesDialog({ changes, questionOpen, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title="Des élèves ont déjà répondu"
      confirmLabel={changes.removed > 0 ? `Supprimer ${answers(changes.removed)} et sauvegarder` : 'Sauvegarder'}
      danger={changes.removed > 0}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {answerChangesText(changes, { questionOpen }).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  );
}
