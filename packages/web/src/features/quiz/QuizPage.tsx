import { normaliseSessionCode, type JoinSessionResponse } from '@ciar/shared/student';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { serverMessageOr } from '../../lib/server-message';
import { RejoinChoices } from '../../components/RejoinChoices';
import { RejoinCodeNote } from '../../components/RejoinCodeNote';
import { getStudentName, saveStudentRecord } from '../../lib/student-store';
import { joinQuizKey, useJoinQuiz } from './join-quiz';
import { NameDialog } from './NameDialog';
import { QuizClosed } from './QuizClosed';
import { QuizSession } from './QuizSession';
import './quiz.css';
import { Logo } from '../../components/Logo';
import { LiveRegion } from '../../components/LiveRegion';
import { useAnnouncer } from '../../lib/announcer';

export const JOIN_ERROR = 'Erreur lors de la connexion à la session';

/** Refusals the student fixes by choosing another name. */
const NAME_REFUSALS = new Set(['name-taken', 'invalid-body']);

/**
 * The self-paced quiz (/quiz/{sessionCode}, optional ?name=; docs/product.md#self-paced-quiz-page): the student gives a
 * name once per session code, joins, and works through the questions at their own pace.
 */
export function QuizPage() {
  const { sessionCode = '' } = useParams();
  const code = normaliseSessionCode(sessionCode);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(() => searchParams.get('name')?.trim() || getStudentName(code));
  const join = useJoinQuiz(code, name);
  const record = join.data?.student ?? null;
  const error = join.isError ? join.error : null;
  const refusedName = error instanceof ApiError && error.code !== null && NAME_REFUSALS.has(error.code);
  const nameTaken = error instanceof ApiError && error.code === 'name-taken';
  const client = useQueryClient();
  // Resumed with the rejoin code or the teacher's approval: the join this page waits for.
  const resumed = useCallback(
    (joined: JoinSessionResponse) => {
      saveStudentRecord(joined.student);
      if (name !== null) client.setQueryData(joinQuizKey(code, name), joined);
    },
    [client, code, name],
  );

  // The page's one polite live region (decision 192): a new question, the verdict, the end.
  const [announcement, announce] = useAnnouncer();

  const chooseName = (chosen: string) => {
    if (chosen === name) void join.refetch();
    else setName(chosen);
  };

  return (
    <>
      <header className="app-header">
        <div className="app-header-inner">
          <Link to="/" className="brand" aria-label="CIAR, retour à l’accueil">
            <Logo />
            CIAR
          </Link>
          {record && <span className="quiz-student">{record.name}</span>}
        </div>
      </header>
      <main className="page page-quiz stack">
        <div>
          <h1 className="quiz-title">{join.data?.session.name ?? 'Quiz'}</h1>
          <p className="muted">
            Code de session : <span className="quiz-code">{code}</span>
          </p>
        </div>
        <LiveRegion message={announcement} />

        {(name === null || refusedName) && (
          <NameDialog
            initialName={name ?? ''}
            refusal={refusedName ? error.message : null}
            onSubmit={chooseName}
            onClose={() => navigate('/student/join')}
          >
            {nameTaken && name !== null && <RejoinChoices code={code} studentName={name} onJoined={resumed} />}
          </NameDialog>
        )}
        {name === null && <p className="muted">Indiquez votre nom pour commencer le quiz.</p>}
        {join.isFetching && !record && (
          <p className="muted">
            Connexion à la session…
          </p>
        )}
        {error instanceof ApiError && error.code === 'session-closed-to-join' && (
          <QuizClosed availability="ended" session={null} record={null} message={error.message} announce={announce} />
        )}
        {error && !refusedName && !(error instanceof ApiError && error.code === 'session-closed-to-join') && (
          <section className="card stack" aria-labelledby="quiz-join-error">
            <h2 id="quiz-join-error">Impossible de rejoindre le quiz</h2>
            <p className="banner banner-error" role="alert">
              {serverMessageOr(error, JOIN_ERROR)}
            </p>
            <div className="row">
              <button type="button" className="btn" onClick={() => void join.refetch()}>
                Réessayer
              </button>
              <Link className="btn btn-secondary" to="/student/join">
                Saisir un autre code
              </Link>
            </div>
          </section>
        )}
        {record && <RejoinCodeNote studentId={record.id} />}
        {record && <QuizSession record={record} announce={announce} />}
      </main>
    </>
  );
}
