import type { QuestionImportResult } from '@ciar/shared/question-template';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';

/** A failed import answers with the same result shape (errors per question) when it can. */
function isImportResult(body: unknown): body is QuestionImportResult {
  return (
    typeof body === 'object' &&
    body !== null &&
    'imported' in body &&
    'total' in body &&
    'errors' in body &&
    Array.isArray(body.errors)
  );
}

/** Sends the file as multipart field `questionsFile`; a refused import still gives its result. */
export async function importQuestions({ sessionId, file }: { sessionId: string; file: File }): Promise<QuestionImportResult> {
  const form = new FormData();
  form.append('questionsFile', file);
  try {
    return await apiRequest<QuestionImportResult>('POST', `/questions/import/${encodeURIComponent(sessionId)}`, {
      body: form,
    });
  } catch (error) {
    if (error instanceof ApiError && isImportResult(error.body)) {
      const body = error.body;
      return { ...body, success: false, questions: Array.isArray(body.questions) ? body.questions : [] };
    }
    throw error;
  }
}

export function useImportQuestions() {
  return useMutation({ mutationFn: importQuestions });
}
