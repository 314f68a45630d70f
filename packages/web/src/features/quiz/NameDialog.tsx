import { LIMITS } from '@ciar/shared/constants';
import { studentNameProblem } from '@ciar/shared/student';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';

export const NAME_REQUIRED = 'Veuillez entrer votre nom';

interface Props {
  initialName: string;
  /** The server's refusal of the previous name (taken by someone else, invalid). */
  refusal: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** Shown under the form when the name was taken: the student may be its owner, on another device. */
  children?: ReactNode;
}

/** The greeting of the self-paced quiz (docs/product.md#self-paced-quiz-page): asks the student's name when none is known. */
export function NameDialog({ initialName, refusal, onSubmit, onClose, children }: Props) {
  const inputId = useId();
  const errorId = useId();
  const helpId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [refusalShown, setRefusalShown] = useState(true);
  const shown = error ?? (refusalShown ? refusal : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(NAME_REQUIRED);
      return;
    }
    const problem = studentNameProblem(trimmed);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  return (
    <Modal title="Bienvenue !" onClose={onClose} size="sm">
      <form className="stack" onSubmit={submit} noValidate>
        <p id={helpId}>
          Répondez aux questions à votre rythme. Pour commencer, indiquez votre nom complet (prénom et nom) : il apparaîtra
          dans les résultats de la classe.
        </p>
        <div className="field">
          <label htmlFor={inputId}>Nom complet</label>
          <input
            id={inputId}
            className="input"
            autoComplete="name"
            maxLength={LIMITS.studentName}
            value={name}
            aria-invalid={shown !== null}
            aria-describedby={shown ? `${helpId} ${errorId}` : helpId}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
              setRefusalShown(false);
            }}
          />
          {shown && (
            <p id={errorId} className="field-error" role="alert">
              {shown}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-block">
          Commencer le quiz
        </button>
      </form>
      {refusalShown && children}
    </Modal>
  );
}
