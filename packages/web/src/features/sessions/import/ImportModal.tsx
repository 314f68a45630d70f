import { IMPORT_REFRESH_MS } from '@ciar/shared/constants';
import { QUESTION_TYPE_LABELS } from '@ciar/shared/question';
import type { QuestionImportResult } from '@ciar/shared/question-template';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FileInput } from '../../../components/FileInput';
import { Modal } from '../../../components/Modal';
import { errorMessage } from '../../../lib/api';
import { serverMessageOr } from '../../../lib/server-message';
import { checkImportFile, formatKilobytes, IMPORT_ACCEPT, IMPORT_MESSAGES } from './check-import-file';
import { useDownloadTemplate } from './download-template';
import { useImportQuestions } from './import-questions';
import './import.css';

interface Props {
  sessionId: string;
  onClose: () => void;
  /** Called 2 s after a successful import (docs/product.md#question-import), or on closing before then. */
  onImported: () => void;
}

/** Importing questions from a JSON or Moodle GIFT file (docs/product.md#question-import, decision 140). */
export function ImportModal({ sessionId, onClose, onImported }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QuestionImportResult | null>(null);
  const importing = useImportQuestions();
  const template = useDownloadTemplate();

  // The question list refreshes 2 s after a successful import; closing sooner refreshes at once.
  const onImportedRef = useRef(onImported);
  useEffect(() => {
    onImportedRef.current = onImported;
  });
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refreshTimer.current === null) return;
      clearTimeout(refreshTimer.current);
      onImportedRef.current();
    },
    [],
  );
  const scheduleRefresh = () => {
    if (refreshTimer.current !== null) clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      onImportedRef.current();
    }, IMPORT_REFRESH_MS);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setResult(null);
    if (!picked) {
      setFile(null);
      return;
    }
    const problem = checkImportFile(picked);
    if (problem) {
      setError(problem);
      setFile(null);
      event.target.value = '';
      return;
    }
    setError(null);
    setFile(picked);
  };

  const onImport = () => {
    if (importing.isPending) return;
    if (!file) {
      setError(IMPORT_MESSAGES.noFile);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setResult(null);
    importing.mutate(
      { sessionId, file },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.imported > 0) scheduleRefresh();
        },
        onError: (failure) => setError(serverMessageOr(failure, IMPORT_MESSAGES.failed)),
      },
    );
  };

  const onTemplate = () => {
    setError(null);
    template.mutate(undefined, {
      onError: (failure) => setError(errorMessage(failure, 'Erreur lors du téléchargement du modèle')),
    });
  };

  return (
    <Modal
      title="Importer des questions (JSON ou GIFT)"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Fermer
          </button>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <button type="button" className="btn" onClick={onImport} aria-disabled={importing.isPending}>
            {importing.isPending ? 'Import en cours…' : 'Importer'}
          </button>
        </>
      }
    >
      <div className="import-instructions">
        <p>Ajoutez plusieurs questions d’un coup à partir d’un fichier JSON ou GIFT :</p>
        <ul>
          <li>
            <strong>Depuis Moodle</strong> : exportez vos questions au format GIFT (fichier <code>.txt</code> ou{' '}
            <code>.gift</code>) et choisissez ce fichier. Choix multiple, vrai/faux, réponse courte, composition et mot manquant
            sont importés ; les questions numériques, d’appariement, à réponses multiples et les textes à trous sont signalés.
          </li>
          <li>
            <strong>Fichier JSON</strong> : téléchargez le modèle, qui contient un exemple de chaque type de question, puis
            remplacez les exemples par vos questions : titre (<code>title</code>), énoncé (<code>content</code>), type (
            <code>multiple_choice</code>, <code>true_false</code>, <code>open_ended</code> ou <code>rating</code>) et temps limite
            en secondes (<code>timeLimit</code>, de 10 à 300).
          </li>
        </ul>
        <p>Choisissez le fichier (JSON ou GIFT, 5 Mo au maximum) puis cliquez sur « Importer ».</p>
        <p className="muted">Les questions valides sont ajoutées à la suite ; les autres sont signalées.</p>
      </div>
      <div>
        <button type="button" className="btn btn-secondary" onClick={onTemplate} disabled={template.isPending}>
          {template.isPending ? 'Téléchargement…' : 'Télécharger le modèle'}
        </button>
      </div>
      <div className="field">
        <FileInput
          inputRef={inputRef}
          id={inputId}
          label="Choisir un fichier JSON ou GIFT"
          accept={IMPORT_ACCEPT}
          onChange={onPick}
          disabled={importing.isPending}
        />
      </div>
      {file && (
        <p className="import-summary">
          Fichier sélectionné : <strong>{file.name}</strong> ({formatKilobytes(file.size)})
        </p>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      {result && <ImportResult result={result} />}
    </Modal>
  );
}

function ImportResult({ result }: { result: QuestionImportResult }) {
  const succeeded = result.success && result.imported > 0;
  // The result shows below the form: bring it into the dialog's view (docs/product.md#accessibility: a phone's short screen).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [result]);
  return (
    <section
      ref={ref}
      className={`import-result ${succeeded ? 'import-result-success' : 'import-result-failure'}`}
      role="status"
      aria-labelledby="import-result-title"
    >
      <h3 id="import-result-title">{succeeded ? 'Import réussi!' : 'Import échoué'}</h3>
      <p className="import-count">
        <strong>
          {result.imported}/{result.total}
        </strong>{' '}
        {result.imported > 1 ? 'questions importées' : 'question importée'}
      </p>
      {result.message && <p className="muted">{result.message}</p>}
      {result.errors.length > 0 && (
        <div className="stack import-list-block">
          <h4 id="import-errors-title">Erreurs ({result.errors.length})</h4>
          <ul className="import-list import-errors" tabIndex={0} aria-labelledby="import-errors-title">
            {result.errors.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {result.questions.length > 0 && (
        <div className="stack import-list-block">
          <h4 id="import-questions-title">Questions importées ({result.questions.length})</h4>
          <ul className="import-list" tabIndex={0} aria-labelledby="import-questions-title">
            {result.questions.map((question, index) => (
              <li key={index}>
                <span className="import-question-title">{question.title}</span>
                <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type] ?? question.type}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
