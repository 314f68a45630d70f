import { ANSWER_PAGE_SIZE, ANSWER_SEARCH_MAX, type AnswerBandFilter, type AnswerListQuery } from '@ciar/shared/answer-list';
import { SCORE_BAND_LABELS, SCORE_BANDS } from '@ciar/shared/score-bands';
import { useEffect, useId, useState } from 'react';
import { FilterSelect } from '../../../components/FilterSelect';
import { serverMessageOr } from '../../../lib/server-message';
import { formatNumber } from '../../../lib/format';
import { AnswerItem } from './AnswerItem';
import { useAnswerPage } from './get-answer-page';
import './answer-browser.css';

export const BROWSER_TEXTS = {
  title: 'Réponses une par une',
  search: 'Rechercher (mots de la réponse ou nom)',
  band: 'Note',
  review: 'À vérifier',
  graded: 'Note de l’enseignant',
  all: 'Toutes',
  pending: 'En attente d’évaluation',
  onlyReview: 'À vérifier seulement',
  noReview: 'Sans « À vérifier »',
  gradedYes: 'Notées par vous',
  gradedNo: 'Pas encore notées par vous',
  previous: 'Page précédente',
  next: 'Page suivante',
  none: 'Aucune réponse pour le moment.',
  noMatch: 'Aucune réponse ne correspond à ces critères.',
  loading: 'Chargement des réponses…',
  failed: 'Erreur lors du chargement de la question',
  count: (total: number, all: number) =>
    total === all ? `${formatNumber(all)} réponse${all > 1 ? 's' : ''}` : `${formatNumber(total)} sur ${formatNumber(all)} réponses`,
  page: (page: number, pages: number) => `Page ${formatNumber(page)} sur ${formatNumber(pages)}`,
} as const;

/** How long typing pauses before the search is sent. */
export const SEARCH_DELAY_MS = 300;

type Choice = '' | 'yes' | 'no';
const asBoolean = (choice: Choice) => (choice === '' ? undefined : choice === 'yes');

/**
 * A question's answers for a class of any size: one page of 50 at most, read from the server
 * with its search and filters, each answer a compact row whose grade form opens on demand.
 */
export function AnswerBrowser({ questionId }: { questionId: string }) {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [band, setBand] = useState<AnswerBandFilter | ''>('');
  const [review, setReview] = useState<Choice>('');
  const [graded, setGraded] = useState<Choice>('');
  const [page, setPage] = useState(1);
  /** A changed filter shows its first page: the current one may no longer exist. */
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  // Only a changed search goes back to its first page: not the view's opening, nor a space typed
  // (a page chosen in the first 300 ms was taken back to page 1).
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const query: AnswerListQuery = {
    page,
    pageSize: ANSWER_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(band ? { band } : {}),
    ...(review ? { review: asBoolean(review)! } : {}),
    ...(graded ? { graded: asBoolean(graded)! } : {}),
  };
  const answers = useAnswerPage(questionId, query);
  const data = answers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(search || band || review || graded);
  // The previous page or filter stays on screen while the new one loads (keepPreviousData):
  // marked busy and dimmed, so that nobody takes it for the answer to what they just chose.
  const updating = answers.isPlaceholderData;

  return (
    <section className="stack answer-browser" aria-label={BROWSER_TEXTS.title}>
      <h3>{BROWSER_TEXTS.title}</h3>
      <div className="answer-filters" role="search">
        <div className="field answer-filter-search">
          <label htmlFor={searchId}>{BROWSER_TEXTS.search}</label>
          <input
            id={searchId}
            className="input"
            type="search"
            maxLength={ANSWER_SEARCH_MAX}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <FilterSelect
          allLabel={BROWSER_TEXTS.all}
          label={BROWSER_TEXTS.band}
          value={band}
          options={[
            ...SCORE_BANDS.map((b) => ({ value: b, label: SCORE_BAND_LABELS[b] })),
            { value: 'pending' as const, label: BROWSER_TEXTS.pending },
          ]}
          onChange={filterBy(setBand)}
        />
        <FilterSelect
          allLabel={BROWSER_TEXTS.all}
          label={BROWSER_TEXTS.review}
          value={review}
          options={[
            { value: 'yes', label: BROWSER_TEXTS.onlyReview },
            { value: 'no', label: BROWSER_TEXTS.noReview },
          ]}
          onChange={filterBy(setReview)}
        />
        <FilterSelect
          allLabel={BROWSER_TEXTS.all}
          label={BROWSER_TEXTS.graded}
          value={graded}
          options={[
            { value: 'yes', label: BROWSER_TEXTS.gradedYes },
            { value: 'no', label: BROWSER_TEXTS.gradedNo },
          ]}
          onChange={filterBy(setGraded)}
        />
      </div>
      {data ? (
        <div className="stack answer-results" aria-busy={updating}>
          <p className="answer-browser-count" role="status">
            {BROWSER_TEXTS.count(data.total, data.totalAnswers)}
            {pages > 1 && ` · ${BROWSER_TEXTS.page(data.page, pages)}`}
          </p>
          {data.responses.length === 0 ? (
            <p className="muted">{filtered ? BROWSER_TEXTS.noMatch : BROWSER_TEXTS.none}</p>
          ) : (
            <ul className="answer-list answer-rows">
              {data.responses.map((response) => (
                <li key={response.studentId}>
                  <AnswerItem response={response} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="row answer-pager" aria-label={BROWSER_TEXTS.page(data.page, pages)}>
              <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {BROWSER_TEXTS.previous}
              </button>
              <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {BROWSER_TEXTS.next}
              </button>
            </nav>
          )}
        </div>
      ) : answers.isError ? (
        <p className="banner banner-error" role="alert">
          {serverMessageOr(answers.error, BROWSER_TEXTS.failed)}
        </p>
      ) : (
        <p className="muted" role="status">
          {BROWSER_TEXTS.loading}
        </p>
      )}
    </section>
  );
}
