import type { Session } from '@ciar/shared/session';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../lib/api';
import { fileDate, fileNamePart, saveFile } from '../../lib/save-file';

/** Saves the session's questions as a JSON file that imports back (spec §7, §9 file name). */
export async function exportQuestions(session: Pick<Session, 'id' | 'name'>): Promise<void> {
  const { blob, filename } = await apiDownload(`/questions/export/${encodeURIComponent(session.id)}`);
  saveFile(blob, filename ?? `questions-${fileNamePart(session.name)}-${fileDate()}.json`);
}

export function useExportQuestions() {
  return useMutation({ mutationFn: exportQuestions });
}
