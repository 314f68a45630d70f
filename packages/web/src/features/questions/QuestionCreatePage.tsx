import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { createdQuestionState } from '../../lib/created-question';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { serverMessageOr } from '../../lib/server-message';
import { useRequireTeacher } from '../../lib/teacher-session';
import { useCreateQuestion } from './create-question';
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
  const [error, setError] = useState<string | null>(null);
  if (!teacher) return null;

  const sessionPage = sessionId ? `/teacher/sessions/${sessionId}` : '/teacher/dashboard';
  const onSubmit = (question: QuestionPayload) => {
    if (!sessionId) {
      setError('ID de session manquant');
      return;
    }
    setError(null);
    create.mutate(
      { sessionId, question },
      {
        // The session page focuses the new question in its list.
        onSuccess: (created) => navigate(sessionPage, { state: createdQuestionState(created.id) }),
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
          saving={create.isPending}
          error={error}
          cancelTo={sessionPage}
          onSubmit={onSubmit}
        />
      </main>
    </>
  );
}
