import type { AnswerGroup } from '@ciar/shared/evaluation';
import { BAND_GRADE_SCORES, SCORE_BAND_LABELS, SCORE_BANDS } from '@ciar/shared/score-bands';
import { useId, useState } from 'react';

/** Groups shown at first, and names per group: a lecture hall's groups stay a short list (decision 182). */
export const GROUPS_SHOWN = 20;
export const NAMES_SHOWN = 6;
import { serverMessageOr } from '../../../lib/server-message';
import { useAnswerGroups, useGradeGroup } from './answer-groups';
import { REVIEW_TEXTS } from '../../../components/review-texts';

export const GROUP_TEXTS = {
  title: 'Groupes de réponses',
  hint: 'Les réponses identiques ou très proches sont regroupées. Une note donne la même note à tout le groupe, et aux réponses semblables qui arriveront ensuite.',
  students: (count: number) => (count === 1 ? '1 élève' : `${count} élèves`),
  names: (names: string[], count: number) => (count > names.length ? `${names.join(', ')} et ${count - names.length} autre${count - names.length > 1 ? 's' : ''}` : names.join(', ')),
  more: (count: number) => `Afficher ${count} groupe${count > 1 ? 's' : ''} de plus`,
  feedback: 'Commentaire pour le groupe (facultatif)',
  grade: (band: string, score: number) => `${band} (${score})`,
  graded: (count: number) => (count === 1 ? '1 réponse notée.' : `${count} réponses notées.`),
  failed: 'Erreur lors de l’enregistrement de la note',
} as const;

/** The class's answers to one open question in groups, flagged groups first, each graded in one click. */
export function AnswerGroups({ questionId }: { questionId: string }) {
  const [shown, setShown] = useState(GROUPS_SHOWN);
  const groups = useAnswerGroups(questionId, shown);
  if (!groups.data || groups.data.groups.length === 0) return null;
  const hidden = groups.data.total - groups.data.groups.length;
  return (
    <section className="stack answer-groups" aria-label={GROUP_TEXTS.title}>
      <h3>{GROUP_TEXTS.title}</h3>
      <p className="evaluation-hint">{GROUP_TEXTS.hint}</p>
      <ul className="answer-list">
        {groups.data.groups.map((group) => (
          <li key={group.key}>
            <GroupItem questionId={questionId} group={group} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="btn btn-secondary" onClick={() => setShown(shown + GROUPS_SHOWN)}>
          {GROUP_TEXTS.more(Math.min(hidden, GROUPS_SHOWN))}
        </button>
      )}
    </section>
  );
}

function GroupItem({ questionId, group }: { questionId: string; group: AnswerGroup }) {
  const titleId = useId();
  const [feedback, setFeedback] = useState('');
  const grade = useGradeGroup(questionId);
  return (
    <article className="answer-item" aria-labelledby={titleId}>
      <p id={titleId} className="answer-item-text">
        {group.answer}
      </p>
      <p className="muted">
        {GROUP_TEXTS.students(group.size)} : {GROUP_TEXTS.names(group.studentNames.slice(0, NAMES_SHOWN), group.size)}
      </p>
      {group.needsReviewCount > 0 && <p className="badge badge-review">{REVIEW_TEXTS.count(group.needsReviewCount)}</p>}
      <label className="field">
        <span>{GROUP_TEXTS.feedback}</span>
        <input value={feedback} maxLength={500} onChange={(event) => setFeedback(event.target.value)} aria-describedby={titleId} />
      </label>
      <div className="row">
        {SCORE_BANDS.map((band) => (
          <button
            key={band}
            type="button"
            className="btn btn-secondary"
            disabled={grade.isPending}
            aria-describedby={titleId}
            onClick={() => grade.mutate({ group: group.key, score: BAND_GRADE_SCORES[band], ...(feedback.trim() ? { feedback: feedback.trim() } : {}) })}
          >
            {GROUP_TEXTS.grade(SCORE_BAND_LABELS[band], BAND_GRADE_SCORES[band])}
          </button>
        ))}
      </div>
      {grade.isSuccess && (
        <p className="banner banner-success" role="status">
          {GROUP_TEXTS.graded(grade.data.gradedCount)}
        </p>
      )}
      {grade.isError && (
        <p className="banner banner-error" role="alert">
          {serverMessageOr(grade.error, GROUP_TEXTS.failed)}
        </p>
      )}
    </article>
  );
}
