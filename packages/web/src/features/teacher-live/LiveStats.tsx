import type { LiveQuestionStats } from '@ciar/shared/events';
import type { Question } from '@ciar/shared/question';
import { SCORE_BAND_LABELS, scoreBand } from '@ciar/shared/score-bands';
import { truncateOpenAnswer } from '@ciar/shared/statistics';
import { useState } from 'react';
import { Histogram } from '../../components/Histogram';
import { QuestionWordCloud } from '../../components/word-cloud/QuestionWordCloud';
import { REVIEW_TEXTS } from '../../components/review-texts';
import { LatestAnswersNote } from './LatestAnswersNote';
import { MissingAnswers } from './MissingAnswers';
import { questionBars } from './question-bars';

interface Props {
  question: Question;
  stats: LiveQuestionStats | null;
  participantsCount: number;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? 's' : ''}`;
}

/** Real-time statistics of the question on screen (docs/product.md#live-screen). */
export function LiveStats({ question, stats, participantsCount }: Props) {
  // The screen is often projected while students answer: the correct answer shows only on request.
  const [revealCorrect, setRevealCorrect] = useState(false);
  const [cloud, setCloud] = useState(false);
  const bars = questionBars(question, stats, { revealCorrect });
  const responses = stats?.responsesCount ?? 0;
  const hasCorrectAnswer = question.correctAnswer.trim() !== '' && bars !== null;

  return (
    <section className="card stack" aria-labelledby="live-stats-title">
      <div className="row-between">
        <h2 id="live-stats-title">Réponses en direct</h2>
        {/* Plain text: the page's live region says the count every 5 s at most (decision 193). */}
        <p className="live-count">{`${plural(responses, 'réponse')} sur ${plural(participantsCount, 'participant')}`}</p>
      </div>
      {bars ? (
        <Histogram title="Répartition des réponses" bars={bars} total={responses} />
      ) : (
        <>
          {(stats?.needsReviewCount ?? 0) > 0 && <p className="badge badge-review live-review-count">{REVIEW_TEXTS.count(stats!.needsReviewCount)}</p>}
          <OpenAnswersView cloud={cloud} onChange={setCloud} />
          {cloud ? (
            <QuestionWordCloud questionId={question.id} answersCount={responses} />
          ) : (
            <>
              <LatestAnswersNote shown={stats?.openAnswers.length ?? 0} total={responses} />
              <OpenAnswers answers={stats?.openAnswers ?? []} />
            </>
          )}
        </>
      )}
      {hasCorrectAnswer && (
        <button
          type="button"
          className="btn btn-secondary live-reveal"
          aria-pressed={revealCorrect}
          onClick={() => setRevealCorrect((shown) => !shown)}
        >
          {revealCorrect ? 'Masquer la bonne réponse' : 'Afficher la bonne réponse'}
        </button>
      )}
      <MissingAnswers questionId={question.id} answersCount={responses} participantsCount={participantsCount} />
    </section>
  );
}

/** The two views of open answers: the latest answers, or the word cloud of all of them. */
export function OpenAnswersView({ cloud, onChange }: { cloud: boolean; onChange: (cloud: boolean) => void }) {
  return (
    <div className="row" role="group" aria-label="Affichage des réponses">
      <button type="button" className="btn btn-secondary" aria-pressed={!cloud} onClick={() => onChange(false)}>
        Liste
      </button>
      <button type="button" className="btn btn-secondary" aria-pressed={cloud} onClick={() => onChange(true)}>
        Nuage de mots
      </button>
    </div>
  );
}

function OpenAnswers({ answers }: { answers: LiveQuestionStats['openAnswers'] }) {
  if (answers.length === 0) return <p className="muted">Aucune réponse pour le moment.</p>;
  return (
    <ul className="open-answers" aria-label="Dernières réponses">
      {answers.map((answer, index) => (
        <li key={`${answer.studentName}-${index}`} className="open-answer">
          <span className="open-answer-name">{answer.studentName}</span>
          <span className="open-answer-text">{truncateOpenAnswer(answer.answer)}</span>
          {answer.needsReview ? (
            <span className="badge badge-review">{REVIEW_TEXTS.badge}</span>
          ) : answer.score !== null && (
            <span className={`badge score-band score-${scoreBand(answer.score)}`}>
              {SCORE_BAND_LABELS[scoreBand(answer.score)]} · {answer.score}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
