import type { Teacher } from '@ciar/shared/auth';
import type { Question } from '@ciar/shared/question';
import type { Session, SessionStatus } from '@ciar/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StopSessionDialog } from '../../components/StopSessionDialog';
import { TeacherHeader } from '../../components/TeacherHeader';
import { ApiError } from '../../lib/api';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { useDuplicateSession } from '../../lib/duplicate-session';
import { refreshAfterChange } from '../../lib/query-keys';
import { serverMessageOr } from '../../lib/server-message';
import { useRequireTeacher } from '../../lib/teacher-session';
import { useActivateQuestion } from './activate-question';
import { QuestionBankModal } from './bank/QuestionBankModal';
import { useChangeSessionStatus } from '../../lib/session-status';
import { useDeleteQuestion } from './delete-question';
import { AnswersModal } from './evaluation/AnswersModal';
import { EvaluationCard } from './evaluation/EvaluationCard';
import { useExportQuestions } from './export-questions';
import { useSession } from './get-session';
import { ImportModal } from './import/ImportModal';
import { QuestionList } from './QuestionList';
import { ResultsActions } from './results/ResultsActions';
import { RejoinRequests } from '../../components/RejoinRequests';
import { SessionControls } from './SessionControls';
import { SessionInfo } from './SessionInfo';
import { useSetAutonomous } from './set-autonomous';
import { useSetTimer } from './set-timer';
import './session-page.css';
import { Skeleton } from '../../components/Skeleton';

/** /teacher/sessions/{sessionId}: everything a teacher prepares and steers in one session. */
export function SessionPage() {
  const teacher = useRequireTeacher();
  useCurrentTeacher(teacher !== null);
  const { sessionId } = useParams();
  const session = useSession(teacher ? sessionId : undefined);
  if (!teacher) return null;

  let content: ReactNode;
  if (!sessionId) {
    content = <Problem message="ID de session manquant" />;
  } else if (session.data) {
    content = <SessionWorkspace session={session.data} loadError={session.isError ? session.error : null} />;
  } else if (session.isError) {
    content =
      session.error instanceof ApiError && session.error.status === 404 ? (
        <Problem message="Session non trouvée" />
      ) : (
        <Problem message={serverMessageOr(session.error, 'Erreur lors du chargement de la session')} />
      );
  } else {
    content = (
      <Skeleton label="Chargement de la session…" lines={5} />
    );
  }

  return (
    <>
      <SessionHeader teacher={teacher} />
      <main className="page stack">{content}</main>
    </>
  );
}

function SessionHeader({ teacher }: { teacher: Teacher }) {
  return (
    <TeacherHeader teacher={teacher}>
      <Link to="/teacher/dashboard" className="btn btn-ghost">
        Tableau de bord
      </Link>
    </TeacherHeader>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="card stack center" role="alert">
      <h1>{message}</h1>
      <div>
        <Link to="/teacher/dashboard" className="btn">
          Retour au tableau de bord
        </Link>
      </div>
    </div>
  );
}

type Pending = { kind: 'stop' } | { kind: 'delete-question'; question: Question } | { kind: 'export-gift'; leftOut: number };

function SessionWorkspace({ session, loadError }: { session: Session; loadError: unknown }) {
  const client = useQueryClient();
  const status = useChangeSessionStatus();
  const mode = useSetAutonomous();
  const timer = useSetTimer();
  const activation = useActivateQuestion();
  const deletion = useDeleteQuestion();
  const exporting = useExportQuestions();
  const [pending, setPending] = useState<Pending | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [bankOpen, setBankOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const duplication = useDuplicateSession();
  const navigate = useNavigate();
  const [answersOf, setAnswersOf] = useState<Question | null>(null);
  const [error, setError] = useState<string | null>(null);
  const questions = session.questions ?? [];
  const ended = session.status === 'ended';
  // GIFT has no rating scale: those questions are left out of a Moodle export.
  const ratingCount = questions.filter((q) => q.type === 'rating').length;

  const exportAs = (format: 'json' | 'gift') => {
    setError(null);
    exporting.mutate({ session, format }, { onError: failWith("Erreur lors de l'export des questions") });
  };

  const exportGift = () => {
    if (ratingCount > 0) setPending({ kind: 'export-gift', leftOut: ratingCount });
    else exportAs('gift');
  };

  const duplicate = () => {
    setError(null);
    duplication.mutate(session.id, {
      onSuccess: (copy) => void navigate(`/teacher/sessions/${copy.id}`),
      onError: failWith('Erreur lors de la duplication de la session'),
    });
  };

  const failWith = (fallback: string) => (failure: unknown) => setError(serverMessageOr(failure, fallback));

  const changeStatus = (to: SessionStatus) => {
    if (to === 'ended') {
      setPending({ kind: 'stop' });
      return;
    }
    setError(null);
    status.mutate(
      { sessionId: session.id, status: to },
      { onError: failWith('Erreur lors de la mise à jour du statut de la session') },
    );
  };

  const confirmPending = () => {
    if (!pending) return;
    setError(null);
    if (pending.kind === 'export-gift') {
      exportAs('gift');
    } else if (pending.kind === 'stop') {
      status.mutate(
        { sessionId: session.id, status: 'ended' },
        { onError: failWith('Erreur lors de la mise à jour du statut de la session') },
      );
    } else {
      deletion.mutate(pending.question.id, { onError: failWith('Erreur lors de la suppression de la question') });
    }
    setPending(null);
  };

  const busyQuestionId =
    (activation.isPending ? activation.variables : undefined) ?? (deletion.isPending ? deletion.variables : undefined) ?? null;

  return (
    <>
      <div className="stack" aria-live="polite">
        {loadError !== null && (
          <p className="banner banner-error" role="alert">
            {serverMessageOr(loadError, 'Erreur lors du chargement de la session')}
          </p>
        )}
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        {notice && (
          <p className="banner banner-success" role="status">
            {notice}
          </p>
        )}
      </div>

      <RejoinRequests sessionId={session.id} enabled />

      <SessionInfo session={session} />

      <SessionControls
        session={session}
        statusBusy={status.isPending}
        modeBusy={mode.isPending}
        timerBusy={timer.isPending}
        onStatus={changeStatus}
        onToggleMode={(settled) => {
          setError(null);
          mode.mutate(
            { sessionId: session.id, isAutonomous: !session.isAutonomous },
            { onError: failWith('Erreur lors du changement de mode'), onSettled: settled },
          );
        }}
        onToggleTimer={(settled) => {
          setError(null);
          timer.mutate(
            { sessionId: session.id, disableTimer: !session.disableTimer },
            { onError: failWith('Erreur lors du changement du timer'), onSettled: settled },
          );
        }}
      />

      <section className="card stack" aria-labelledby="questions-title">
        <div className="row-between">
          <h2 id="questions-title">Questions ({questions.length})</h2>
          <div className="row">
            {!ended && (
              <>
                <Link to={`/teacher/sessions/${session.id}/questions/create`} className="btn">
                  Ajouter une question
                </Link>
                <button type="button" className="btn btn-secondary" onClick={() => setImportOpen(true)}>
                  Importer (JSON ou GIFT)
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => setBankOpen(true)}>
                  Ajouter depuis mes questions
                </button>
              </>
            )}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={questions.length === 0 || exporting.isPending}
              onClick={() => exportAs('json')}
            >
              {exporting.isPending ? 'Export…' : 'Exporter les questions'}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={questions.length === ratingCount || exporting.isPending}
              onClick={exportGift}
            >
              Exporter pour Moodle (GIFT)
            </button>
            <button type="button" className="btn btn-ghost" disabled={duplication.isPending} onClick={duplicate}>
              {duplication.isPending ? 'Duplication…' : 'Dupliquer'}
            </button>
          </div>
        </div>
        {session.status !== 'active' && questions.length > 0 && !ended && (
          <p className="field-hint">Les questions peuvent être activées une fois la session démarrée.</p>
        )}
        <QuestionList
          sessionId={session.id}
          status={session.status}
          questions={questions}
          busyId={busyQuestionId}
          onActivate={(question) => {
            setError(null);
            activation.mutate(question.id, { onError: failWith("Erreur lors de l'activation de la question") });
          }}
          onDelete={(question) => setPending({ kind: 'delete-question', question })}
          onShowAnswers={setAnswersOf}
          reviewCounts={session.needsReviewCounts}
        />
      </section>

      <EvaluationCard session={session} />

      <ResultsActions session={session} />

      {importOpen && (
        <ImportModal
          sessionId={session.id}
          onClose={() => setImportOpen(false)}
          onImported={() => void refreshAfterChange(client)}
        />
      )}
      {bankOpen && (
        <QuestionBankModal
          sessionId={session.id}
          onClose={() => setBankOpen(false)}
          onAdded={(count) => {
            setBankOpen(false);
            setNotice(count <= 1 ? `${count} question ajoutée depuis vos questions.` : `${count} questions ajoutées depuis vos questions.`);
          }}
        />
      )}
      {pending?.kind === 'export-gift' && (
        <ConfirmDialog
          title="Exporter pour Moodle (GIFT)"
          confirmLabel="Exporter"
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        >
          <p>
            {pending.leftOut <= 1
              ? '1 question d’échelle de notation ne sera pas exportée : le format GIFT de Moodle n’a pas d’échelle de notation.'
              : `${pending.leftOut} questions d’échelle de notation ne seront pas exportées : le format GIFT de Moodle n’a pas d’échelle de notation.`}{' '}
            Les autres questions sont exportées.
          </p>
        </ConfirmDialog>
      )}
      {answersOf && <AnswersModal question={answersOf} onClose={() => setAnswersOf(null)} />}
      {pending?.kind === 'stop' && (
        <StopSessionDialog sessionName={session.name} onConfirm={confirmPending} onCancel={() => setPending(null)} />
      )}
      {pending?.kind === 'delete-question' && (
        <ConfirmDialog
          title="Supprimer la question"
          confirmLabel="Supprimer la question"
          danger
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        >
          <p>
            Voulez-vous vraiment supprimer la question « {pending.question.title} » ? Cette action est irréversible et
            supprimera également toutes les réponses associées.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
