import type { StudentRecord } from '@ciar/shared/student';
import { quizAvailability } from '@ciar/shared/student-results';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { studentResultsKey, useStudentResults } from '../../components/student-stats/get-student-results';
import { serverMessageOr } from '../../lib/server-message';
import { getAnsweredQuestionIds } from '../../lib/student-store';
import { quizKey, useQuiz } from './get-quiz';
import { QuizClosed } from './QuizClosed';
import { QuizRunner } from './QuizRunner';
import { Skeleton } from '../../components/Skeleton';

export const QUIZ_LOAD_ERROR = 'Erreur lors du chargement du quiz';
export const NO_QUESTION = 'Aucune question disponible';

/**
 * The quiz of a joined student: its questions and the ones already answered, loaded side by
 * side. If the answered ones cannot be loaded, the list this device kept is used (docs/product.md#self-paced-quiz);
 * when both are there, their union, since this device only records answers the server stored.
 */
export function QuizSession({ record, announce }: { record: StudentRecord; announce: (text: string) => void }) {
  const client = useQueryClient();
  const quiz = useQuiz(record);
  const identity = { sessionId: record.sessionId, studentId: record.id, token: record.token };
  const results = useStudentResults(identity);

  useEffect(() => {
    if (results.isError) console.error('Réponses déjà données indisponibles : liste locale utilisée', results.error);
  }, [results.isError, results.error]);

  const reload = () => {
    void client.invalidateQueries({ queryKey: quizKey(record) });
    void client.invalidateQueries({ queryKey: studentResultsKey(identity) });
  };

  if (quiz.isPending || results.isPending) {
    return (
      <Skeleton label="Chargement du quiz…" lines={4} />
    );
  }
  if (quiz.isError) {
    return (
      <section className="card stack" aria-labelledby="quiz-error-title">
        <h2 id="quiz-error-title">Quiz indisponible</h2>
        <p className="banner banner-error" role="alert">
          {serverMessageOr(quiz.error, QUIZ_LOAD_ERROR)}
        </p>
        <button type="button" className="btn btn-block" onClick={() => void quiz.refetch()}>
          Réessayer
        </button>
      </section>
    );
  }

  const { session, questions } = quiz.data;
  const availability = quizAvailability(session);
  if (availability !== 'open') return <QuizClosed availability={availability} session={session} record={record} announce={announce} />;
  if (questions.length === 0) {
    return (
      <section className="card stack center" aria-labelledby="quiz-empty-title">
        <h2 id="quiz-empty-title">{NO_QUESTION}</h2>
        <p className="muted">L’enseignant n’a pas encore ajouté de question à ce quiz.</p>
        <button type="button" className="btn btn-secondary" onClick={() => void quiz.refetch()}>
          Actualiser
        </button>
      </section>
    );
  }

  const fromServer = results.data?.results.filter((r) => r.response !== null).map((r) => r.question.id) ?? [];
  const answered = [...fromServer, ...getAnsweredQuestionIds(record.sessionId, record.id)];
  return (
    <QuizRunner
      key={session.id}
      record={record}
      session={session}
      questions={questions}
      initialAnswered={answered}
      onClosed={reload}
      announce={announce}
    />
  );
}
