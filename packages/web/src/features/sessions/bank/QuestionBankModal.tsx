import { QUESTION_BANK_PAGE_MAX } from '@ciar/shared/question-schemas';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type BankQuestion, type QuestionType } from '@ciar/shared/question';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { serverMessageOr } from '../../../lib/server-message';
import { useCopyQuestions } from './copy-questions';
import { useQuestionBank } from './get-question-bank';
import './bank.css';

interface Props {
  sessionId: string;
  onClose: () => void;
  /** After the copies were made: how many. */
  onAdded: (count: number) => void;
}

const PAGE = 20;
const SEARCH_DELAY_MS = 300;

function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n <= 1 ? one : many}`;
}

/**
 * « Ajouter depuis mes questions » (decision 141): the teacher's questions from all their sessions,
 * searchable, with check boxes; the chosen ones are copied to the end of this session.
 */
export function QuestionBankModal({ sessionId, onClose, onAdded }: Props) {
  const searchId = useId();
  const typeId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const [offset, setOffset] = useState(0);
  // In the order they were ticked, which is the order they are added in.
  const [chosen, setChosen] = useState<BankQuestion[]>([]);
  const [error, setError] = useState<string | null>(null);
  const copying = useCopyQuestions();

  // Searching waits for a pause in typing, so each key press does not cost a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const bank = useQuestionBank({ search, type, limit: Math.min(PAGE, QUESTION_BANK_PAGE_MAX), offset });
  const page = bank.data;

  const toggle = (question: BankQuestion) =>
    setChosen((list) => (list.some((q) => q.id === question.id) ? list.filter((q) => q.id !== question.id) : [...list, question]));

  const add = () => {
    if (copying.isPending || chosen.length === 0) return;
    setError(null);
    copying.mutate(
      { questionIds: chosen.map((q) => q.id), sessionId },
      {
        onSuccess: (copies) => onAdded(copies.length),
        onError: (failure) => setError(serverMessageOr(failure, 'Erreur lors de l’ajout des questions')),
      },
    );
  };

  return (
    <Modal
      title="Ajouter depuis mes questions"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Fermer
          </button>
          <button type="button" className="btn" onClick={add} aria-disabled={chosen.length === 0 || copying.isPending}>
            {copying.isPending ? 'Ajout en cours…' : `Ajouter (${chosen.length})`}
          </button>
        </>
      }
    >
      <p className="muted">
        Les questions de toutes vos sessions. Cochez celles à copier à la fin de cette session : l’original ne change pas.
      </p>
      <div className="bank-filters">
        <div className="field">
          <label htmlFor={searchId}>Rechercher</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={typed}
            maxLength={200}
            placeholder="Mots du titre ou de l’énoncé"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={typeId}>Type</label>
          <select
            id={typeId}
            className="select"
            value={type}
            onChange={(event) => {
              setType(event.target.value as QuestionType | '');
              setOffset(0);
            }}
          >
            <option value="">Tous les types</option>
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      {bank.isError && (
        <p className="banner banner-error" role="alert">
          {serverMessageOr(bank.error, 'Erreur lors du chargement de vos questions')}
        </p>
      )}
      {page === undefined ? (
        bank.isPending && <p className="muted">Chargement de vos questions…</p>
      ) : page.total === 0 ? (
        <p className="muted">{search.trim() || type ? 'Aucune question ne correspond à la recherche.' : 'Aucune question dans vos sessions pour le moment.'}</p>
      ) : (
        <>
          <p className="muted" role="status">
            {countLabel(page.total, 'question trouvée', 'questions trouvées')} · {countLabel(chosen.length, 'cochée', 'cochées')}
          </p>
          <ul className="bank-list" aria-label="Vos questions">
            {page.questions.map((question) => {
              const checked = chosen.some((q) => q.id === question.id);
              return (
                <li key={question.id}>
                  <label className="bank-item">
                    <input type="checkbox" checked={checked} onChange={() => toggle(question)} />
                    <span className="bank-item-text">
                      <span className="bank-item-title">{question.title}</span>
                      <span className="bank-item-meta">
                        <span className="badge badge-info">{QUESTION_TYPE_LABELS[question.type]}</span> {question.sessionName}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {page.total > PAGE && (
            <div className="row-between">
              <button type="button" className="btn btn-ghost" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Précédentes
              </button>
              <span className="muted">
                {offset + 1}–{Math.min(offset + PAGE, page.total)} sur {page.total}
              </span>
              <button type="button" className="btn btn-ghost" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
                Suivantes
              </button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
