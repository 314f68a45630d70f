import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { createdQuestionState } from '../../lib/created-question';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { refreshAfterChange } from '../../lib/query-keys';
import { serverMessageOr } from '../../lib/server-message';
import { useRequireTeacher } from '../../lib/teacher-session';
import { useCreateQuestion } from './create-question';
import { savePicture, type PictureChange } from './question-picture';
import { newDraft, type QuestionPayload } from './question-draft';
import { QuestionForm } from './QuestionForm';
import { QuestionPageHeader } from './QuestionPageHeader';

/** /teacher/sessions/{sessionId}/questions/create */
export function QuestionCreatePage() {
  const teacher = useRequireTeacher();
  useCurrentTeacher(teacher !== null);
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [savingPicture, setSavingPicture] = useState(false);
  if (!teacher) return null;

  const sessionPage = sessionId ? `/teacher/sessions/${sessionId}` : '/teacher/dashboard';
  const onSubmit = (question: QuestionPayload, picture: PictureChange) => {
    if (!sessionId) {
      setError('ID de session manquant');
      return;
    }
    setError(null);
    create.mutate(
      { sessionId, question },
      {
        // The picture needs the question's id: sent once it exists. Should it fail, the question
        // is kept and its edit page says why, so that a second try does not create it twice.
        onSuccess: async (created) => {
          setSavingPicture(true);
          try {
            if (await savePicture(created.id, picture)) await refreshAfterChange(queryClient);
            // The session page focuses the new question in its list.
            navigate(sessionPage, { state: createdQuestionState(created.id) });
          } catch (failure) {
            const message = serverMessageOr(failure, "Erreur lors de l'envoi de l'image");
            navigate(`${sessionPage}/questions/${created.id}/edit`, { state: { error: `Question créée, mais l'image n'a pas été enregistrée : ${message}` } });
          } finally {
            setSavingPicture(false);
          }
        },
        onError: (failure) => setError(serverMessageOr(failure, 'Erreur lors de la création de la question')),
      },
    );
  };

  return (
    <>
      <QuestionPageHeader teacher={teacher} backTo={sessionPage} />
      <main className="page stack">
        <h1>Nouvelle question</h1>
        <QuestionForm
          initial={newDraft()}
          submitLabel="Créer la question"
          savingLabel="Création..."
          saving={create.isPending || savingPicture}
          error={error}
          cancelTo={sessionPage}
          onSubmit={onSubmit}
        />
      </main>
    </>
  );
}
