import type { QuestionExportFormat } from '@ciar/shared/question-schemas';
import type { Session } from '@ciar/shared/session';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../lib/api';
import { fileDate, fileNamePart, saveFile } from '../../lib/save-file';

interface ExportRequest {
  session: Pick<Session, 'id' | 'name'>;
  /** CIAR's JSON (imports back here) or Moodle GIFT (decision 140). */
  format?: QuestionExportFormat;
}

/** Saves the session's questions as a file that imports back (docs/product.md#question-files). */
export async function exportQuestions({ session, format = 'json' }: ExportRequest): Promise<void> {
  const query = format === 'json' ? '' : `?format=${format}`;
  const { blob, filename } = await apiDownload(`/questions/export/${encodeURIComponent(session.id)}${query}`);
  const fallback = `questions-${fileNamePart(session.name)}-${fileDate()}${format === 'gift' ? '-gift.txt' : '.json'}`;
  saveFile(blob, filename ?? fallback);
}

export function useExportQuestions() {
  return useMutation({ mutationFn: exportQuestions });
}
