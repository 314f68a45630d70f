import { quizScoreMessage } from '@ciar/shared/quiz-score';
import type { StudentRecord } from '@ciar/shared/student';
import { useEffect, useRef, useState } from 'react';
import { Celebration } from '../../components/Celebration';
import { StudentStats } from '../../components/student-stats/StudentStats';
import { formatPercent } from '../../lib/format';
import { quizEndAnnouncement } from './announcements';
import { useQuizScore } from './get-quiz-score';

/** The end of the quiz (docs/product.md#self-paced-quiz-page): questions, the 100 % completion, the average score and its message. */
export function QuizCompletion({
  record,
  questionsCount,
  announce,
}: {
  record: StudentRecord;
  questionsCount: number;
  /** The page's one live region (decision 192): it says the end once the score is known. */
  announce?: (text: string) => void;
}) {
  const score = useQuizScore(record);
  const [showStats, setShowStats] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (score.data !== undefined) announce?.(quizEndAnnouncement(questionsCount, score.data));
  }, [score.data, questionsCount, announce]);

  return (
    <div className="stack">
      <section className="card stack center quiz-completion" aria-labelledby="quiz-done">
        <Celebration />
        <h2 id="quiz-done" ref={headingRef} tabIndex={-1}>
          Quiz terminé !
        </h2>
        <dl className="quiz-facts">
          <div>
            <dt>Questions</dt>
            <dd>{questionsCount}</dd>
          </div>
          <div>
            <dt>Taux de complétion</dt>
            <dd>{formatPercent(100)}</dd>
          </div>
          <div>
            <dt>Score moyen</dt>
            <dd>{score.data === undefined ? 'Calcul…' : formatPercent(score.data)}</dd>
          </div>
        </dl>
        {score.data !== undefined && (
          <p className="quiz-message">
            {quizScoreMessage(score.data)}
          </p>
        )}
        <button type="button" className="btn" aria-expanded={showStats} onClick={() => setShowStats((shown) => !shown)}>
          {showStats ? 'Masquer mes statistiques' : 'Voir mes statistiques'}
        </button>
      </section>
      {showStats && <StudentStats sessionId={record.sessionId} studentId={record.id} token={record.token} />}
    </div>
  );
}
