import { answerChanges, changesAnswers, type AnswerChanges } from '@ciar/shared/option-changes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { queryKeys, refreshAfterChange } from '../../lib/query-keys';
import { serverMessageOr } from '../../lib/server-message';
import { useRequireTeacher } from '../../lib/teacher-session';
import { AnswerChangesDialog } from './AnswerChangesDialog';
import { fetchQuestion, useQuestion } from './get-question';
import { draftFromQuestion, type QuestionPayload } from './question-draft';
import { QuestionForm } from './QuestionForm';
import { QuestionPageHeader } from './QuestionPageHeader';
import { savePicture, type PictureChange } from './question-picture';
import { useUpdateQuestion } from './update-question';
import { Skeleton } from '../../components/Skeleton';

const MISSING_IDS = 'ID de session ou de question manquant';

/** What the rule of option-changes reads of the question as it will be saved. */
function savedShape(payload: QuestionPayload) {
  return {
    type: payload.type,
    options: 'options' in payload ? payload.options : [],
    correctAnswer: 'correctAnswer' in payload ? payload.correctAnswer : '',
    ratingScale: 'ratingScale' in payload ? payload.ratingScale : null,
  };
}

interface PendingSave {
  payload: QuestionPayload;
  picture: PictureChange;
  changes: AnswerChanges;
  questionOpen: boolean;
}

/** /teacher/sessions/{sessionId}/questions/{questionId}/edit */
export function QuestionEditPage() {
  const teacher = useRequireTeacher();
  useCurrentTeacher(teacher !== null);
  const { sessionId, questionId } = useParams();
  const navigate = useNavigate();
  const question = useQuestion(teacher ? questionId : undefined);
  const update = useUpdateQuestion();
  const location = useLocation();
  // A picture the create page could not send comes here with its reason.
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(() => (location.state as { error?: string } | null)?.error ?? null);
  const [savingPicture, setSavingPicture] = useState(false);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingSave | null>(null);
  if (!teacher) return null;

  const sessionPage = sessionId ? `/teacher/sessions/${sessionId}` : '/teacher/dashboard';

  /**
   * Reads the answers as they are now (students may have answered since the page loaded): a save
   * that deletes or moves some asks first, and says how many it may delete (decision 226).
   */
  const onSubmit = async (payload: QuestionPayload, picture: PictureChange) => {
    if (!sessionId || !questionId) {
      setError(MISSING_IDS);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const current = await queryClient.fetchQuery({ queryKey: queryKeys.question(questionId), queryFn: () => fetchQuestion(questionId), staleTime: 0 });
      const changes = answerChanges(current, savedShape(payload), current.responses.map((response) => response.answer));
      if (changesAnswers(changes)) setPending({ payload, picture, changes, questionOpen: current.isActive });
      else save(questionId, payload, picture, 0);
    } catch (failure) {
      setError(serverMessageOr(failure, 'Erreur lors de la mise à jour de la question'));
    } finally {
      setChecking(false);
    }
  };

  const save = (questionId: string, payload: QuestionPayload, picture: PictureChange, confirmedRemovals: number) => {
    update.mutate(
      { questionId, question: payload, confirmedRemovals },
      {
        onSuccess: async () => {
          setSavingPicture(true);
          try {
            if (await savePicture(questionId, picture)) await refreshAfterChange(queryClient);
            navigate(sessionPage);
          } catch (failure) {
            setError(serverMessageOr(failure, "Erreur lors de l'envoi de l'image"));
          } finally {
            setSavingPicture(false);
          }
        },
        onError: (failure) => setError(serverMessageOr(failure, 'Erreur lors de la mise à jour de la question')),
      },
    );
  };

  const failure =
    !sessionId || !questionId
      ? MISSING_IDS
      : question.isError
        ? serverMessageOr(question.error, 'Erreur lors du chargement de la question')
        : null;

  return (
    <>
      <QuestionPageHeader teacher={teacher} backTo={sessionPage} />
      <main className="page stack">
        <h1>Modifier la question</h1>
        {failure ? (
          <div className="card stack" role="alert">
            <p className="banner banner-error">{failure}</p>
            <Link to={sessionPage} className="btn" style={{ alignSelf: 'flex-start' }}>
              Retour à la session
            </Link>
          </div>
        ) : !question.isSuccess ? (
          <Skeleton label="Chargement de la question…" lines={6} />
        ) : (
          <QuestionForm
            key={question.data.id}
            initial={draftFromQuestion(question.data)}
            submitLabel="Sauvegarder"
            savingLabel="Sauvegarde..."
            saving={update.isPending || savingPicture || checking}
            initialImage={question.data.image}
            error={error}
            cancelTo={sessionPage}
            onSubmit={(payload, picture) => void onSubmit(payload, picture)}
          />
        )}
        {pending && questionId && (
          <AnswerChangesDialog
            changes={pending.changes}
            questionOpen={pending.questionOpen}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              setPending(null);
              save(questionId, pending.payload, pending.picture, pending.changes.removed);
            }}
          />
        )}
      </main>
    </>
  );
}
